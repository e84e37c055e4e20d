import { z } from 'zod';
import { type FetchOptions, fetchJson } from '../../http/fetch-json';
import { trimSlash } from '../shared/rebase-url';
import type { PlaylistSnapshot } from '../types';

// SoundCloud API (developers.soundcloud.com/docs/api): GET /playlists/{id}, a playlist ("set")
// with its tracks inline, only the fields read. x_* are the demo world's extensions.

export const SOUNDCLOUD_API_URL = 'https://api.soundcloud.com';

const ZSoundCloudPlaylist = z.object({
  id: z.number().int(),
  title: z.string(),
  likes_count: z.number().int(),
  user: z.object({ username: z.string() }).optional(),
  x_version: z.string().optional(),
  x_playlist_type: z.enum(['editorial', 'algorithmic', 'listener']).optional(),
  tracks: z.array(
    z.object({
      id: z.number().int(),
      publisher_metadata: z.object({ isrc: z.string().optional() }).nullish(),
      x_added_at: z.string().optional(),
    }),
  ),
});

export interface SoundCloudClientOptions {
  baseUrl?: string;
  fetchOptions?: FetchOptions;
}

export function createSoundCloudClient(options: SoundCloudClientOptions = {}) {
  const base = trimSlash(options.baseUrl ?? SOUNDCLOUD_API_URL);
  return {
    async playlist(id: string): Promise<PlaylistSnapshot> {
      const playlist = await fetchJson(
        `${base}/playlists/${encodeURIComponent(id)}`,
        ZSoundCloudPlaylist,
        options.fetchOptions ?? {},
      );
      return {
        id: String(playlist.id),
        name: playlist.title,
        followers: playlist.likes_count,
        snapshotId: playlist.x_version ?? '',
        playlistType: playlist.x_playlist_type ?? 'listener',
        ownerName: playlist.user?.username ?? null,
        entries: playlist.tracks.map((track) => {
          const isrc = track.publisher_metadata?.isrc;
          return {
            trackId: String(track.id),
            ...(isrc ? { isrc } : {}),
            addedOn: track.x_added_at?.slice(0, 10) ?? null,
          };
        }),
      };
    },
  };
}
