import { CITIES } from '../../data/cities';
import { CHARTS, GENRES, PLAYLIST_SOURCES, PLAYLIST_TYPES } from '../../model/markets';
import { playlistName, trackName } from '../../model/names';
import { creatorHandles } from '../../sim/creator-profile';
import { imageUrl } from '../../views/artwork';
import { playlistView, snapshotId } from '../../views/spotify-views';
import type { WorldState } from '../../world-state';
import { page, paging, type RouteContext, type RouteHandler } from '../context';
import { badRequest, notFound } from '../http-error';

// Discovery lists (world extensions): what a monitor would otherwise learn from search and feeds.

type Lister = {
  total: (state: WorldState, context: RouteContext) => [number, number];
  item: (state: WorldState, index: number, context: RouteContext) => unknown;
};

/** First track index released on or after `day` (tracks are stored in release order). */
function firstReleasedOnOrAfter(state: WorldState, day: number): number {
  let low = 0;
  let high = state.tracks.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (state.tracks.releaseDay[mid]! < day) low = mid + 1;
    else high = mid;
  }
  return low;
}

const listers: Record<string, Lister> = {
  artists: {
    total: (state) => [0, state.artists.length],
    item: (state, i, context) => {
      const artist = state.artists[i]!;
      return {
        id: artist.id,
        name: artist.name,
        country_code: artist.countryCode,
        image_url: imageUrl(context.baseUrl, 'artist', artist.id),
        genres: [GENRES[artist.genre]],
        label_id: state.labels[artist.label]!.id,
      };
    },
  },
  labels: {
    total: (state) => [0, state.labels.length],
    item: (state, i, context) => {
      const label = state.labels[i]!;
      return {
        id: label.id,
        name: label.name,
        country_code: label.countryCode,
        image_url: imageUrl(context.baseUrl, 'label', label.id),
      };
    },
  },
  creators: {
    total: (state) => [0, state.creators.length],
    item: (state, i, context) => {
      const creator = state.creators[i]!;
      return {
        id: creator.id,
        name: creator.name,
        platform: creator.platform,
        country_code: creator.countryCode,
        followers: creator.followers,
        // Issue 25: the creator's user names, as their TikTok, Instagram and YouTube links say.
        handles: creatorHandles(state, i),
        image_url: imageUrl(context.baseUrl, 'creator', creator.id),
      };
    },
  },
  tracks: {
    total: (state, context) => {
      const since = context.query.get('since');
      if (!since) return [0, state.tracks.length];
      const day = state.calendar.dayOf(since);
      if (day === undefined) throw badRequest(`Invalid since ${since}: expected YYYY-MM-DD`);
      const start = firstReleasedOnOrAfter(state, day);
      return [start, state.tracks.length];
    },
    item: (state, i, context) => {
      const { tracks } = state;
      const artistIds = [tracks.artist[i]!, tracks.featured1[i]!, tracks.featured2[i]!]
        .filter((a) => a >= 0)
        .map((a) => state.artists[a]!.id);
      return {
        id: tracks.ids[i],
        name: trackName(state.seed, i),
        isrc: tracks.isrcs[i],
        artist_ids: artistIds,
        label_id: state.labels[tracks.label[i]!]!.id,
        release_date: state.calendar.dateOf(tracks.releaseDay[i]!),
        genre: GENRES[tracks.genre[i]!],
        image_url: imageUrl(context.baseUrl, 'track', tracks.ids[i]!),
      };
    },
  },
  // One platform's playlists (`?source=`, default Spotify): the table keeps each source's together.
  playlists: {
    total: (state, context) => {
      const source = context.query.get('source') || 'spotify';
      const s = PLAYLIST_SOURCES.findIndex((entry) => entry.source === source);
      if (s < 0) throw badRequest(`Unknown playlist source ${source}`);
      return [state.playlists.sourceStart[s]!, state.playlists.sourceStart[s + 1]!];
    },
    item: (state, i, context) => {
      const { playlists } = state;
      const genre = GENRES[playlists.genre[i]!]!;
      return {
        source: PLAYLIST_SOURCES[playlists.source[i]!]!.source,
        id: playlists.ids[i],
        name: playlistName(state.seed, i, genre),
        type: PLAYLIST_TYPES[playlists.type[i]!],
        genres: [genre],
        snapshot_id: snapshotId(state, i),
        followers: playlists.followers(i, state.day),
        tracks_total: playlistView(state, i).length,
        image_url: imageUrl(context.baseUrl, 'playlist', playlists.ids[i]!),
      };
    },
  },
  stations: {
    total: (state) => [0, state.stations.length],
    item: (state, i, context) => {
      const station = state.stations[i]!;
      return {
        id: station.id,
        name: station.name,
        kind: station.kind,
        country_code: station.countryCode,
        city_id: CITIES[station.cityIndex]!.id,
        genre: GENRES[station.genre],
        image_url: imageUrl(context.baseUrl, 'station', station.id),
      };
    },
  },
  cities: {
    total: () => [0, CITIES.length],
    item: (_state, i) => {
      const city = CITIES[i]!;
      return {
        id: city.id,
        name: city.name,
        country_code: city.countryCode,
        lat: city.lat,
        lng: city.lng,
      };
    },
  },
  charts: {
    total: () => [0, CHARTS.length],
    item: (_state, i, context) => {
      const chart = CHARTS[i]!;
      const city = chart.cityIndex === undefined ? undefined : CITIES[chart.cityIndex]!;
      const href = city
        ? `${context.baseUrl}/shazam/charts/city/${city.id}/{date}`
        : `${context.baseUrl}/charts/${chart.source}/${chart.country}/{date}`;
      return {
        source: chart.source,
        country: chart.country,
        city_id: city?.id ?? null,
        size: chart.size,
        href,
      };
    },
  },
};

const listCatalog: RouteHandler = (context) => {
  const lister = listers[context.params[0] ?? ''];
  if (!lister) throw notFound(`Unknown catalog ${context.params[0]}`);
  const { offset, limit } = paging(context, 100, 1000);
  const { state } = context.world;
  const [start, end] = lister.total(state, context);
  const items = [];
  for (let i = start + offset; i < Math.min(end, start + offset + limit); i++)
    items.push(lister.item(state, i, context));
  return page(context, items, offset, limit, end - start);
};

export const catalogRoutes: [string, RouteHandler][] = [['/catalog/:kind', listCatalog]];
