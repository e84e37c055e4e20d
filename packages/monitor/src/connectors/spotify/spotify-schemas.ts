import { z } from 'zod';

// Spotify Web API response shapes (developer.spotify.com/documentation/web-api), only the fields
// the monitor reads; zod drops the rest.

/** POST https://accounts.spotify.com/api/token, grant_type=client_credentials. */
export const ZSpotifyToken = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

/**
 * Since the February 2026 changes a playlist's `tracks` is `items` and an item's `track` is
 * `item`: both shapes are read as the older one.
 */
const renamed = (from: string, to: string) => (value: unknown) =>
  value && typeof value === 'object' && from in value && !(to in value)
    ? { ...(value as Record<string, unknown>), [to]: (value as Record<string, unknown>)[from] }
    : value;

/** A playlist item as filtered by PLAYLIST_ITEM_FIELDS. */
const ZSpotifyPlaylistItemObject = z.object({
  // Documented as null for some very old playlists.
  added_at: z.string().nullable(),
  is_local: z.boolean().optional(),
  track: z
    .object({
      // Local files have no Spotify id.
      id: z.string().nullable(),
      type: z.string(),
      external_ids: z.object({ isrc: z.string().optional() }).nullish(),
    })
    .nullable(),
});
export const ZSpotifyPlaylistItem = z.preprocess(
  renamed('item', 'track'),
  ZSpotifyPlaylistItemObject,
);

export const ZSpotifyPlaylistItemPage = z.object({
  items: z.array(ZSpotifyPlaylistItem),
  next: z.string().nullable(),
  total: z.number().int(),
});

/** GET /playlists/{id}, with PLAYLIST_FIELDS. */
export const ZSpotifyPlaylistObject = z.preprocess(
  renamed('items', 'tracks'),
  z.object({
    id: z.string(),
    name: z.string(),
    snapshot_id: z.string(),
    followers: z.object({ total: z.number().int() }),
    owner: z.object({ id: z.string(), display_name: z.string().nullish() }),
    tracks: ZSpotifyPlaylistItemPage,
  }),
);

/** GET /tracks?ids=...: unknown ids come back as null, in request order. */
export const ZSpotifySeveralTracks = z.object({
  tracks: z.array(
    z
      .object({
        id: z.string(),
        name: z.string(),
        popularity: z.number().int(),
        external_ids: z.object({ isrc: z.string().optional() }).nullish(),
      })
      .nullable(),
  ),
});

// Field filters keep playlist answers to the few fields read, which matters at 100 items a page.
export const PLAYLIST_ITEM_FIELDS = 'items(added_at,is_local,track(id,type,external_ids(isrc)))';
export const PLAYLIST_PAGE_FIELDS = `total,next,${PLAYLIST_ITEM_FIELDS}`;
export const PLAYLIST_FIELDS = `id,name,snapshot_id,followers(total),owner(id,display_name),tracks(${PLAYLIST_PAGE_FIELDS})`;

/** GET /artists/{id} (in Development Mode without `followers` and `popularity`, Feb 2026). */
export const ZSpotifyArtist = z.object({ id: z.string(), name: z.string() });

/** GET /search?type=track&q=isrc:...: the tracks found (Development Mode: at most 10). */
export const ZSpotifyTrackSearch = z.object({
  tracks: z.object({ items: z.array(z.object({ id: z.string() }).nullable()) }),
});

/**
 * GET /search?type=playlist: the playlists found (unavailable ones come back as null). Extended
 * Quota Mode; the monitor does not ask it in Development Mode (decision 065).
 */
export const ZSpotifyPlaylistSearch = z.object({
  playlists: z.object({
    items: z.array(z.object({ id: z.string(), name: z.string() }).nullable()),
  }),
});
