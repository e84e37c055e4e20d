import { z } from 'zod';
import { type FetchOptions, fetchJson } from '../../http/fetch-json';
import { trimSlash } from '../shared/rebase-url';
import type { PlaylistSnapshot } from '../types';

// Apple Music API (developer.apple.com/documentation/applemusicapi), only the fields read:
// GET /v1/catalog/{storefront}/playlists/{id} with its first page of songs, then the `next` pages
// of /tracks (100 songs a page). x_* are the demo world's extensions (what Apple does not publish).

export const APPLE_MUSIC_API_URL = 'https://api.music.apple.com';

const ZType = z.enum(['editorial', 'algorithmic', 'listener']);

const ZSongPage = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      attributes: z.object({ isrc: z.string().optional(), x_dateAdded: z.string().optional() }),
    }),
  ),
  next: z.string().optional(),
});

const ZApplePlaylist = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        attributes: z.object({
          name: z.string(),
          curatorName: z.string().nullish(),
          playlistType: z.string(),
          x_version: z.string().optional(),
          x_followers: z.number().int().optional(),
          x_playlist_type: ZType.optional(),
        }),
        relationships: z.object({ tracks: ZSongPage }),
      }),
    )
    .min(1),
});

export interface AppleMusicClientOptions {
  baseUrl?: string;
  storefront?: string;
  fetchOptions?: FetchOptions;
}

export function createAppleMusicClient(options: AppleMusicClientOptions = {}) {
  const base = trimSlash(options.baseUrl ?? APPLE_MUSIC_API_URL);
  const storefront = options.storefront ?? 'us';
  const get = <Schema extends z.ZodType>(path: string, schema: Schema) =>
    fetchJson(`${base}${path}`, schema, options.fetchOptions ?? {});
  return {
    /** The playlist and every song on it (its ISRC and, where given, the day it was added). */
    async playlist(id: string): Promise<PlaylistSnapshot> {
      const answer = await get(
        `/v1/catalog/${storefront}/playlists/${encodeURIComponent(id)}`,
        ZApplePlaylist,
      );
      const playlist = answer.data[0]!;
      const songs = [...playlist.relationships.tracks.data];
      let next = playlist.relationships.tracks.next;
      while (next) {
        const page: z.output<typeof ZSongPage> = await get(next, ZSongPage);
        songs.push(...page.data);
        next = page.data.length > 0 ? page.next : undefined;
      }
      const { attributes } = playlist;
      return {
        id: playlist.id,
        name: attributes.name,
        followers: attributes.x_followers ?? 0,
        snapshotId: attributes.x_version ?? '',
        playlistType:
          attributes.x_playlist_type ??
          (attributes.playlistType === 'editorial' ? 'editorial' : 'listener'),
        ownerName: attributes.curatorName ?? null,
        entries: songs.map((song) => ({
          trackId: song.id,
          ...(song.attributes.isrc ? { isrc: song.attributes.isrc } : {}),
          addedOn: song.attributes.x_dateAdded?.slice(0, 10) ?? null,
        })),
      };
    },
  };
}
