import { z } from 'zod';

// The demo world's answers (packages/world/README.md), in the shapes of the platforms it mimics.

export const ZWorldStatus = z.object({
  day: z.number().int(),
  date: z.string(),
  seed: z.number(),
  scale: z.number(),
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
});
export type CatalogPlaylist = z.infer<typeof ZCatalogPlaylist>;
export const ZCatalogPlaylistPage = page(ZCatalogPlaylist);

export const ZCatalogStation = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['radio', 'digital', 'sat_radio', 'tv']),
  country_code: z.string(),
  city_id: z.string().nullish(),
});
export const ZCatalogStationPage = page(ZCatalogStation);

/** Spotify Web API: GET /playlists/{id}. */
export const ZSpotifyPlaylist = z.object({
  id: z.string(),
  name: z.string(),
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
      added_at: z.string(),
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
