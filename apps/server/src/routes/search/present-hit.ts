import type { SearchResultItem } from '@songstats/contract';
import type { CatalogueHit } from '@songstats/db';
import { shortenArtistName, TEXTS } from '@songstats/domain';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const country = (code: string | null) => {
  try {
    return code ? (countryNames.of(code.toUpperCase()) ?? code) : null;
  } catch {
    return code;
  }
};

const GROUP_TEXT: Record<CatalogueHit['model'], string> = {
  artist: TEXTS.search.filters.artists,
  label: TEXTS.search.filters.labels,
  creator: TEXTS.userMenuGroups.creators,
  track: TEXTS.search.filters.songs,
  city: TEXTS.search.filters.cities,
  playlist: 'Playlists',
  radio_station: 'Radio Stations',
};

function urlOf(hit: CatalogueHit): string | null {
  switch (hit.model) {
    case 'artist':
    case 'label':
    case 'creator':
      return `/${hit.model}/${hit.key}`;
    case 'track':
      return hit.parentKey ? `/artist/${hit.parentKey}/tracks` : null;
    case 'city':
      return `/audience?city=${hit.key}`;
    case 'playlist':
      return `/${hit.parentKey}/${hit.key}`;
    case 'radio_station':
      // Issue 24: a station opens its own page.
      return `/stations/${encodeURIComponent(hit.key)}`;
  }
}

/** spec §3 "Search result" from one catalogue match. */
export function presentHit(hit: CatalogueHit): SearchResultItem {
  const url = urlOf(hit);
  const isAccount = hit.model === 'artist' || hit.model === 'label' || hit.model === 'creator';
  const secondaryText =
    hit.model === 'track' || hit.model === 'playlist' ? hit.detail : country(hit.detail);
  return {
    id: `${hit.model}:${hit.key}`,
    type: hit.model,
    name: hit.model === 'artist' ? shortenArtistName(hit.name) : hit.name,
    hidden: false,
    sourceId: hit.model === 'playlist' ? hit.parentKey : null,
    artistName: hit.model === 'track' && hit.detail ? shortenArtistName(hit.detail) : null,
    secondaryText,
    imageUrl: hit.imageUrl,
    groupText: GROUP_TEXT[hit.model],
    baseUrl: url,
    routeInfo: url ? { url } : null,
    hasCheckmark: false,
    isSquareImage: !isAccount || hit.model === 'label',
  };
}
