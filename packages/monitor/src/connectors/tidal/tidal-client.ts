import { z } from 'zod';
import { type FetchOptions, fetchJson } from '../../http/fetch-json';
import { trimSlash } from '../shared/rebase-url';
import type { PlaylistSnapshot } from '../types';

// TIDAL API (v1 shape): GET /v1/playlists/{uuid}, then /items by `offset` (100 a page), only the
// fields read. x_* are the demo world's extensions (what TIDAL does not publish).

export const TIDAL_API_URL = 'https://api.tidal.com';

const ZTidalPlaylist = z.object({
  uuid: z.string(),
  title: z.string(),
  numberOfTracks: z.number().int(),
  type: z.string(),
  creator: z.object({ name: z.string().nullish() }).optional(),
  x_version: z.string().optional(),
  x_followers: z.number().int().optional(),
  x_playlist_type: z.enum(['editorial', 'algorithmic', 'listener']).optional(),
});

const ZTidalItems = z.object({
  totalNumberOfItems: z.number().int(),
  items: z.array(
    z.object({
      item: z.object({ id: z.number().int(), isrc: z.string().optional() }),
      type: z.string(),
      dateAdded: z.string().optional(),
    }),
  ),
});

export interface TidalClientOptions {
  baseUrl?: string;
  fetchOptions?: FetchOptions;
}

export function createTidalClient(options: TidalClientOptions = {}) {
  const base = trimSlash(options.baseUrl ?? TIDAL_API_URL);
  const get = <Schema extends z.ZodType>(path: string, schema: Schema) =>
    fetchJson(`${base}${path}`, schema, options.fetchOptions ?? {});
  return {
    async playlist(id: string): Promise<PlaylistSnapshot> {
      const path = `/v1/playlists/${encodeURIComponent(id)}`;
      const playlist = await get(path, ZTidalPlaylist);
      const entries: PlaylistSnapshot['entries'] = [];
      for (let offset = 0; ; ) {
        const page: z.output<typeof ZTidalItems> = await get(
          `${path}/items?offset=${offset}&limit=100`,
          ZTidalItems,
        );
        for (const { item, type, dateAdded } of page.items) {
          if (type !== 'track') continue;
          entries.push({
            trackId: String(item.id),
            ...(item.isrc ? { isrc: item.isrc } : {}),
            addedOn: dateAdded?.slice(0, 10) ?? null,
          });
        }
        offset += page.items.length;
        if (page.items.length === 0 || offset >= page.totalNumberOfItems) break;
      }
      return {
        id: playlist.uuid,
        name: playlist.title,
        followers: playlist.x_followers ?? 0,
        snapshotId: playlist.x_version ?? '',
        playlistType:
          playlist.x_playlist_type ?? (playlist.type === 'EDITORIAL' ? 'editorial' : 'listener'),
        ownerName: playlist.creator?.name ?? null,
        entries,
      };
    },
  };
}
