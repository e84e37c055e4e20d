import { z } from 'zod';
import { type FetchOptions, fetchJson } from '../../http/fetch-json';
import { trimSlash } from '../shared/rebase-url';
import type { PlaylistSnapshot } from '../types';

// Amazon Music Web API (developer.amazon.com/docs/music): GET /v1/playlists/{id}, then its
// tracks by cursor (`/tracks?cursor=`), only the fields read. x_* are the demo world's extensions.

export const AMAZON_MUSIC_API_URL = 'https://api.music.amazon.dev';

const ZAmazonPlaylist = z.object({
  data: z.object({
    playlist: z.object({
      id: z.string(),
      title: z.string(),
      curator: z.string().nullish(),
      followers: z.number().int(),
      versionId: z.string(),
      x_playlist_type: z.enum(['editorial', 'algorithmic', 'listener']).optional(),
    }),
  }),
});

const ZAmazonTracks = z.object({
  data: z.object({
    playlist: z.object({
      tracks: z.object({
        edges: z.array(
          z.object({
            node: z.object({ id: z.string(), isrc: z.string().optional(), addedAt: z.string() }),
          }),
        ),
        pageInfo: z.object({ hasNextPage: z.boolean(), nextCursor: z.string().nullish() }),
      }),
    }),
  }),
});

export interface AmazonMusicClientOptions {
  baseUrl?: string;
  fetchOptions?: FetchOptions;
}

export function createAmazonMusicClient(options: AmazonMusicClientOptions = {}) {
  const base = trimSlash(options.baseUrl ?? AMAZON_MUSIC_API_URL);
  const get = <Schema extends z.ZodType>(path: string, schema: Schema) =>
    fetchJson(`${base}${path}`, schema, options.fetchOptions ?? {});
  return {
    async playlist(id: string): Promise<PlaylistSnapshot> {
      const path = `/v1/playlists/${encodeURIComponent(id)}`;
      const { playlist } = (await get(path, ZAmazonPlaylist)).data;
      const entries: PlaylistSnapshot['entries'] = [];
      let cursor: string | null = '0';
      while (cursor !== null) {
        const page: z.output<typeof ZAmazonTracks> = await get(
          `${path}/tracks?limit=100&cursor=${encodeURIComponent(cursor)}`,
          ZAmazonTracks,
        );
        const { edges, pageInfo } = page.data.playlist.tracks;
        for (const { node } of edges) {
          entries.push({
            trackId: node.id,
            ...(node.isrc ? { isrc: node.isrc } : {}),
            addedOn: node.addedAt.slice(0, 10),
          });
        }
        cursor = pageInfo.hasNextPage && edges.length > 0 ? (pageInfo.nextCursor ?? null) : null;
      }
      return {
        id: playlist.id,
        name: playlist.title,
        followers: playlist.followers,
        snapshotId: playlist.versionId,
        ...(playlist.x_playlist_type ? { playlistType: playlist.x_playlist_type } : {}),
        ownerName: playlist.curator ?? null,
        entries,
      };
    },
  };
}
