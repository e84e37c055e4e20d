import type { SmartLinkServiceItem } from '@songstats/contract';
import { entityLinks } from '../../presenters/analytics-links';

/** The order a fan page lists services in, most listened first; others follow by name. */
const SERVICE_ORDER = [
  'spotify',
  'apple_music',
  'youtube',
  'amazon',
  'deezer',
  'tidal',
  'soundcloud',
  'beatport',
  'traxsource',
  'itunes',
];

/** A new link's buttons: the catalogue's links of the track (streaming, stores, video). */
export function trackServices(externalIds: Record<string, string>): SmartLinkServiceItem[] {
  const rank = (id: string) => {
    const index = SERVICE_ORDER.indexOf(id);
    return index === -1 ? SERVICE_ORDER.length : index;
  };
  return entityLinks(externalIds)
    .filter((link) => link.sourceId !== 'musicbrainz')
    .map((link) => ({ serviceId: link.sourceId, url: link.url }))
    .sort(
      (a, b) => rank(a.serviceId) - rank(b.serviceId) || a.serviceId.localeCompare(b.serviceId),
    );
}

/** "Midnight City (Remix)" -> "midnight-city-remix". */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '');
  return slug.length >= 3 ? slug : `link-${slug || 'new'}`;
}
