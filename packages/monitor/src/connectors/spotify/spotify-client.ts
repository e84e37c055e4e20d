import type { z } from 'zod';
import { FetchFailedError, type FetchOptions, fetchJson } from '../../http/fetch-json';
import { addedOnDay } from '../shared/added-on';
import { chunk } from '../shared/chunk';
import { rebaseUrl, trimSlash } from '../shared/rebase-url';
import type { PlaylistEntry, PlaylistSnapshot, TrackCounters } from '../types';
import {
  PLAYLIST_FIELDS,
  PLAYLIST_PAGE_FIELDS,
  ZSpotifyArtist,
  ZSpotifyPlaylistItemPage,
  ZSpotifyPlaylistObject,
  ZSpotifyPlaylistSearch,
  ZSpotifySeveralTracks,
  ZSpotifyTrackSearch,
} from './spotify-schemas';
import { createSpotifyTokenSource, type SpotifyCredentials } from './spotify-token';

export const SPOTIFY_API_URL = 'https://api.spotify.com/v1';
export const SPOTIFY_TOKEN_URL = 'https://accounts.spotify.com/api/token';
/** GET /tracks accepts at most 50 ids. */
const TRACKS_PER_REQUEST = 50;

export interface SpotifyClientOptions {
  baseUrl?: string;
  tokenUrl?: string;
  credentials: SpotifyCredentials;
  fetchOptions?: FetchOptions;
  now?: () => number;
}

type PlaylistItem = z.output<typeof ZSpotifyPlaylistItemPage>['items'][number];

function toEntry(item: PlaylistItem): PlaylistEntry | null {
  // Local files (no id) and podcast episodes are not catalogue tracks the monitor can follow.
  const track = item.track;
  if (!track?.id || track.type !== 'track') return null;
  const isrc = track.external_ids?.isrc;
  return {
    trackId: track.id,
    ...(isrc ? { isrc } : {}),
    addedOn: addedOnDay(item.added_at),
  };
}

export function createSpotifyClient(options: SpotifyClientOptions) {
  const base = trimSlash(options.baseUrl ?? SPOTIFY_API_URL);
  const fetchOptions = options.fetchOptions ?? {};
  const tokens = createSpotifyTokenSource({
    tokenUrl: options.tokenUrl ?? SPOTIFY_TOKEN_URL,
    credentials: options.credentials,
    fetchOptions,
    ...(options.now ? { now: options.now } : {}),
  });

  /** GET with the bearer token; a 401 (expired or revoked token) gets one fresh token. */
  async function get<Schema extends z.ZodType>(url: string, schema: Schema) {
    for (let refreshed = false; ; refreshed = true) {
      const token = await tokens.get();
      try {
        return await fetchJson(url, schema, {
          ...fetchOptions,
          headers: { ...fetchOptions.headers, authorization: `Bearer ${token}` },
        });
      } catch (error) {
        if (refreshed || !(error instanceof FetchFailedError) || error.status !== 401) throw error;
        tokens.invalidate(token);
      }
    }
  }

  /** Follows a `next` link on the configured host, keeping the field filter on every page. */
  function nextPageUrl(next: string): string {
    const url = new URL(rebaseUrl(next, SPOTIFY_API_URL, base));
    if (!url.searchParams.has('fields')) url.searchParams.set('fields', PLAYLIST_PAGE_FIELDS);
    return url.toString();
  }

  return {
    /** The playlist and every item, paging followed to the end; all of it or an error. */
    async playlist(id: string): Promise<PlaylistSnapshot> {
      const fields = encodeURIComponent(PLAYLIST_FIELDS);
      const playlist = await get(
        `${base}/playlists/${encodeURIComponent(id)}?fields=${fields}`,
        ZSpotifyPlaylistObject,
      );
      const items = [...playlist.tracks.items];
      let next = playlist.tracks.next;
      while (next) {
        const page = await get(nextPageUrl(next), ZSpotifyPlaylistItemPage);
        items.push(...page.items);
        next = page.items.length > 0 ? page.next : null;
      }
      return {
        id: playlist.id,
        name: playlist.name,
        followers: playlist.followers.total,
        snapshotId: playlist.snapshot_id,
        // The API has no playlist type; playlists Spotify itself owns are its editorial ones.
        playlistType: playlist.owner.id === 'spotify' ? 'editorial' : 'listener',
        ownerName: playlist.owner.display_name ?? null,
        entries: items.map(toEntry).filter((entry) => entry !== null),
      };
    },

    /** The artist's name (a call Development Mode still allows). */
    artist: (artistId: string) =>
      get(`${base}/artists/${encodeURIComponent(artistId)}`, ZSpotifyArtist),

    /** The ids of the playlists a search for `query` finds (at most `limit`, 50 at most). */
    async searchPlaylists(query: string, limit = 20): Promise<string[]> {
      const q = encodeURIComponent(query);
      const answer = await get(
        `${base}/search?type=playlist&limit=${Math.min(limit, 50)}&q=${q}`,
        ZSpotifyPlaylistSearch,
      );
      return answer.playlists.items.flatMap((item) => (item ? [item.id] : []));
    },

    /** The Spotify track with this ISRC, if any (search, allowed in Development Mode). */
    async trackIdByIsrc(isrc: string): Promise<string | null> {
      const q = encodeURIComponent(`isrc:${isrc}`);
      const answer = await get(`${base}/search?type=track&limit=1&q=${q}`, ZSpotifyTrackSearch);
      return answer.tracks.items.find((item) => item !== null)?.id ?? null;
    },

    /** Popularity (0-100) and ISRC per track; ids Spotify does not know are left out. */
    async trackCounters(trackIds: readonly string[]): Promise<TrackCounters[]> {
      const counters: TrackCounters[] = [];
      for (const batch of chunk(trackIds, TRACKS_PER_REQUEST)) {
        const ids = batch.map(encodeURIComponent).join(',');
        const answer = await get(`${base}/tracks?ids=${ids}`, ZSpotifySeveralTracks);
        for (const track of answer.tracks) {
          if (!track) continue;
          const isrc = track.external_ids?.isrc;
          counters.push({
            trackId: track.id,
            ...(isrc ? { isrc } : {}),
            metrics: { popularity_current: track.popularity },
          });
        }
      }
      return counters;
    },
  };
}

export type SpotifyClient = ReturnType<typeof createSpotifyClient>;
