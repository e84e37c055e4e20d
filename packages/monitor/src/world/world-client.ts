import type { z } from 'zod';
import { addedOnDay } from '../connectors/shared/added-on';
import { type FetchOptions, fetchJson } from '../http/fetch-json';
import {
  type SpotifyPlaylist,
  ZSpotifyPlaylist,
  ZSpotifyPlaylistTrackIds,
  ZWorldStatus,
} from './world-schemas';

export interface PlaylistMembership {
  /**
   * The platform's track id and the day it was added (YYYY-MM-DD), null when the platform does
   * not know it (no date, or the epoch).
   */
  entries: { trackId: string; addedOn: string | null }[];
}

/** Reads the demo world over HTTP, as a connector reads a real platform. */
export function createWorldClient(baseUrl: string, fetchOptions: FetchOptions = {}) {
  const base = baseUrl.replace(/\/$/, '');
  const get = <Schema extends z.ZodType>(path: string, schema: Schema) =>
    fetchJson(`${base}${path}`, schema, fetchOptions);

  /** Every item of a paged world list (`/catalog/...`). */
  async function* pages<Item>(
    path: string,
    schema: z.ZodType<{ items: Item[]; next?: string | null | undefined }>,
    limit = 1000,
  ): AsyncGenerator<Item[]> {
    const separator = path.includes('?') ? '&' : '?';
    for (let offset = 0; ; offset += limit) {
      const page = await get(`${path}${separator}offset=${offset}&limit=${limit}`, schema);
      if (page.items.length > 0) yield page.items;
      if (!page.next || page.items.length < limit) return;
    }
  }

  return {
    baseUrl: base,
    /** How this client reads (retries, delays): the platform connectors on the world share it. */
    fetchOptions,
    /**
     * An image address as we keep it: the world's own images (on its loopback port, which a
     * browser cannot reach and which changes between starts) become their path, `/images/...`,
     * which our server answers from its world (docs/decisions/025); any other address is kept.
     */
    imagePath(url: string | null | undefined): string | null {
      if (!url) return null;
      return url.startsWith(`${base}/images/`) ? url.slice(base.length) : url;
    },
    get,
    pages,
    status: () => get('/world/status', ZWorldStatus),
    playlist: (id: string): Promise<SpotifyPlaylist> =>
      get(`/spotify/v1/playlists/${encodeURIComponent(id)}`, ZSpotifyPlaylist),
    async playlistMembership(id: string): Promise<PlaylistMembership> {
      const entries: PlaylistMembership['entries'] = [];
      let path: string | null =
        `/spotify/v1/playlists/${encodeURIComponent(id)}/tracks?offset=0&limit=100&fields=${encodeURIComponent('items(added_at,track(id)),next')}`;
      while (path) {
        const page: z.output<typeof ZSpotifyPlaylistTrackIds> = await get(
          path,
          ZSpotifyPlaylistTrackIds,
        );
        for (const item of page.items) {
          if (item.track)
            entries.push({ trackId: item.track.id, addedOn: addedOnDay(item.added_at) });
        }
        path = page.next ? page.next.replace(/^https?:\/\/[^/]+/, '') : null;
      }
      return { entries };
    },
  };
}

export type WorldClient = ReturnType<typeof createWorldClient>;
