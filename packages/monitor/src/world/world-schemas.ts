import { z } from 'zod';

// The demo world's answers (packages/world/README.md), in the shapes of the platforms it mimics.

export const ZWorldStatus = z.object({
  day: z.number().int(),
  date: z.string(),
  seed: z.number(),
  scale: z.number(),
  /** A live world publishes its day as it goes: up to this instant. */
  published_until: z.string().optional(),
  /** False while the current day is still being published (absent: whole, as before). */
  day_complete: z.boolean().optional(),
  /** How many of each kind the catalogue lists (artists, tracks, playlists, ...). */
  counts: z.record(z.string(), z.number()).optional(),
});
export type WorldStatus = z.infer<typeof ZWorldStatus>;

const page = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    next: z.string().nullable().optional(),
    total: z.number().int().optional(),
  });

export const ZCatalogAccount = z.object({
  id: z.string(),
  name: z.string(),
  country_code: z.string().nullish(),
  image_url: z.string().nullish(),
  genres: z.array(z.string()).nullish(),
});
export const ZCatalogAccountPage = page(ZCatalogAccount);

export const ZCatalogTrack = z.object({
  id: z.string(),
  name: z.string(),
  isrc: z.string().nullish(),
  artist_ids: z.array(z.string()),
  label_id: z.string().nullish(),
  release_date: z.string().nullish(),
  image_url: z.string().nullish(),
});
export const ZCatalogTrackPage = page(ZCatalogTrack);

export const ZCatalogCity = z.object({
  id: z.string(),
  name: z.string(),
  country_code: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const ZCatalogCityPage = page(ZCatalogCity);

export const ZCatalogPlaylist = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['editorial', 'algorithmic', 'listener']),
  genres: z.array(z.string()),
  snapshot_id: z.string(),
  followers: z.number().int(),
  tracks_total: z.number().int(),
  image_url: z.string().nullish(),
});
export type CatalogPlaylist = z.infer<typeof ZCatalogPlaylist>;
export const ZCatalogPlaylistPage = page(ZCatalogPlaylist);

export const ZCatalogStation = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['radio', 'digital', 'sat_radio', 'tv']),
  country_code: z.string(),
  city_id: z.string().nullish(),
  image_url: z.string().nullish(),
  /** The station's format (issue 24). */
  genre: z.string().nullish(),
});
export const ZCatalogStationPage = page(ZCatalogStation);

/** Spotify Web API: GET /playlists/{id}. */
export const ZSpotifyPlaylist = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  snapshot_id: z.string(),
  followers: z.object({ total: z.number().int() }),
  owner: z.object({ display_name: z.string().nullish() }).nullish(),
  images: z.array(z.object({ url: z.string() })).nullish(),
  tracks: z.object({ total: z.number().int() }),
  x_playlist_type: z.enum(['editorial', 'algorithmic', 'listener']).optional(),
  x_genres: z.array(z.string()).optional(),
  x_curator: z.object({ name: z.string().nullish(), email: z.string().nullish() }).nullish(),
});
export type SpotifyPlaylist = z.infer<typeof ZSpotifyPlaylist>;

/** Spotify Web API: GET /playlists/{id}/tracks with fields=items(added_at,track(id)),next. */
export const ZSpotifyPlaylistTrackIds = z.object({
  items: z.array(
    z.object({
      added_at: z.string().nullable(),
      track: z.object({ id: z.string() }).nullable(),
    }),
  ),
  next: z.string().nullable(),
});

export const ZChart = z.object({
  source: z.string(),
  country: z.string(),
  date: z.string(),
  entries: z.array(z.object({ position: z.number().int(), track_id: z.string() })),
});

export const ZStatsPage = z.object({
  items: z.array(z.object({ track_id: z.string(), metrics: z.record(z.string(), z.number()) })),
  next: z.string().nullable().optional(),
  total: z.number().int().optional(),
});

/** `/catalog/charts`: every chart; Shazam city charts have a `city_id`. */
export const ZCatalogChartPage = page(
  z.object({
    source: z.string(),
    country: z.string(),
    city_id: z.string().nullable(),
    size: z.number().int(),
  }),
);

/** `/shazam/charts/city/{cityId}/{date}`. */
export const ZCityChart = ZChart.extend({ city_id: z.string(), city_name: z.string() });

/** `/radio/plays`: a day's spins ordered by station then time. */
export const ZRadioPlaysPage = page(
  z.object({ station_id: z.string(), track_id: z.string(), played_at: z.string() }),
);
export type RadioPlay = z.infer<typeof ZRadioPlaysPage>['items'][number];

/** `/1001tracklists/tracklists`: DJ sets published on a day. */
export const ZTracklistPage = page(
  z.object({
    id: z.string(),
    dj: z.string(),
    date: z.string(),
    tracks: z.array(z.object({ track_id: z.string() })),
  }),
);

/** `/events/concerts`: concerts announced on a day (songkick-like). */
export const ZConcert = z.object({
  id: z.string(),
  artist_id: z.string(),
  artist_name: z.string(),
  venue: z.string(),
  city_id: z.string(),
  city_name: z.string(),
  country_code: z.string(),
  date: z.string(),
  announced_on: z.string(),
});
export type Concert = z.infer<typeof ZConcert>;
export const ZConcertPage = page(ZConcert);

/** `/stats/{source}/artists`. */
export const ZArtistStatsPage = page(
  z.object({ artist_id: z.string(), metrics: z.record(z.string(), z.number()) }),
);

/** `/audience/spotify/artists/{id}`: top 50 cities and every country. */
export const ZSpotifyAudience = z.object({
  artist_id: z.string(),
  date: z.string(),
  monthly_listeners: z.number().nullish(),
  cities: z.array(
    z.object({ city_name: z.string(), country_code: z.string(), current_listeners: z.number() }),
  ),
  countries: z.array(z.object({ country_code: z.string(), listeners: z.number() })),
});
export type SpotifyAudience = z.infer<typeof ZSpotifyAudience>;
