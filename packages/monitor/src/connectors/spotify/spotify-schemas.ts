import { z } from 'zod';

// Spotify Web API response shapes (developer.spotify.com/documentation/web-api), only the fields
// the monitor reads; zod drops the rest.

/** POST https://accounts.spotify.com/api/token, grant_type=client_credentials. */
export const ZSpotifyToken = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

/** A playlist item as filtered by PLAYLIST_ITEM_FIELDS. */
export const ZSpotifyPlaylistItem = z.object({
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

export const ZSpotifyPlaylistItemPage = z.object({
  items: z.array(ZSpotifyPlaylistItem),
  next: z.string().nullable(),
  total: z.number().int(),
});

/** GET /playlists/{id}, with PLAYLIST_FIELDS. */
export const ZSpotifyPlaylistObject = z.object({
  id: z.string(),
  name: z.string(),
  snapshot_id: z.string(),
  followers: z.object({ total: z.number().int() }),
  owner: z.object({ id: z.string(), display_name: z.string().nullish() }),
  tracks: ZSpotifyPlaylistItemPage,
});

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
