import type { z } from 'zod';
import { FetchFailedError, type FetchOptions, fetchJson } from '../../http/fetch-json';
import { rebaseUrl, trimSlash } from '../shared/rebase-url';
import type { ChartSnapshot, PlaylistSnapshot, TrackCounters } from '../types';
import { deezerFetch } from './deezer-fetch';
import {
  ZDeezerAlbum,
  ZDeezerAlbumPage,
  ZDeezerArtist,
  ZDeezerArtistSearch,
  ZDeezerChartPage,
  ZDeezerChartPlaylists,
  ZDeezerPlaylist,
  type ZDeezerPlaylistTrack,
  ZDeezerPlaylistTrackPage,
  ZDeezerTrack,
  ZDeezerTrackDetails,
} from './deezer-schemas';

export const DEEZER_API_URL = 'https://api.deezer.com';

export interface DeezerClientOptions {
  baseUrl?: string;
  fetchOptions?: FetchOptions;
}

const toDay = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

export function createDeezerClient(options: DeezerClientOptions = {}) {
  const base = trimSlash(options.baseUrl ?? DEEZER_API_URL);
  const fetchOptions: FetchOptions = {
    ...options.fetchOptions,
    fetch: deezerFetch(options.fetchOptions?.fetch ?? fetch),
  };
  const get = <Schema extends z.ZodType>(url: string, schema: Schema) =>
    fetchJson(url, schema, fetchOptions);
  const follow = (next: string | undefined) =>
    next ? rebaseUrl(next, DEEZER_API_URL, base) : null;

  /** Null when Deezer has no such track ("no data"); other failures throw. */
  async function trackOrNull(path: string): Promise<TrackCounters | null> {
    try {
      const track = await get(`${base}${path}`, ZDeezerTrack);
      return {
        trackId: String(track.id),
        ...(track.isrc ? { isrc: track.isrc } : {}),
        metrics: { rank: track.rank },
      };
    } catch (error) {
      if (error instanceof FetchFailedError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    /** The playlist with every track: the embedded ones, then `/tracks?index=` pages to the end. */
    async playlist(id: string): Promise<PlaylistSnapshot> {
      const playlist = await get(`${base}/playlist/${encodeURIComponent(id)}`, ZDeezerPlaylist);
      const tracks: z.output<typeof ZDeezerPlaylistTrack>[] = [...playlist.tracks.data];
      let next =
        tracks.length < playlist.nb_tracks
          ? `${base}/playlist/${encodeURIComponent(id)}/tracks?index=${tracks.length}`
          : null;
      while (next) {
        const page = await get(next, ZDeezerPlaylistTrackPage);
        tracks.push(...page.data);
        next = page.data.length > 0 ? follow(page.next) : null;
      }
      return {
        id: String(playlist.id),
        name: playlist.title,
        followers: playlist.fans,
        // The checksum changes whenever the track list does, like Spotify's snapshot_id.
        snapshotId: playlist.checksum,
        ownerName: playlist.creator?.name ?? null,
        entries: tracks.map((track) => ({
          trackId: String(track.id),
          ...(track.isrc ? { isrc: track.isrc } : {}),
          addedOn: toDay(track.time_add),
        })),
      };
    },

    track: (trackId: string) => trackOrNull(`/track/${encodeURIComponent(trackId)}`),

    trackByIsrc: (isrc: string) => trackOrNull(`/track/isrc:${encodeURIComponent(isrc)}`),

    /** The artist; null when Deezer has no such artist. */
    async artist(artistId: string) {
      try {
        return await get(`${base}/artist/${encodeURIComponent(artistId)}`, ZDeezerArtist);
      } catch (error) {
        if (error instanceof FetchFailedError && error.status === 404) return null;
        throw error;
      }
    },

    /** Artists by name, Deezer's best matches first (first page). */
    async searchArtists(name: string) {
      const page = await get(
        `${base}/search/artist?q=${encodeURIComponent(name)}`,
        ZDeezerArtistSearch,
      );
      return page.data;
    },

    /** The artist's albums, singles and EPs, every page. */
    async artistAlbums(artistId: string) {
      const albums: z.output<typeof ZDeezerAlbumPage>['data'] = [];
      let next: string | null = `${base}/artist/${encodeURIComponent(artistId)}/albums`;
      while (next) {
        const page: z.output<typeof ZDeezerAlbumPage> = await get(next, ZDeezerAlbumPage);
        albums.push(...page.data);
        next = page.data.length > 0 ? follow(page.next) : null;
      }
      return albums;
    },

    album: (albumId: string) => get(`${base}/album/${encodeURIComponent(albumId)}`, ZDeezerAlbum),

    trackDetails: (trackId: string) =>
      get(`${base}/track/${encodeURIComponent(trackId)}`, ZDeezerTrackDetails),

    /** The playlists Deezer's worldwide chart shows (`/chart/0/playlists`). */
    async chartPlaylists() {
      const page = await get(`${base}/chart/0/playlists`, ZDeezerChartPlaylists);
      return page.data.map((playlist) => String(playlist.id));
    },

    /** The worldwide chart (`/chart/0/tracks`), every page. */
    async chart(): Promise<ChartSnapshot> {
      const entries: ChartSnapshot['entries'] = [];
      let next: string | null = `${base}/chart/0/tracks`;
      while (next) {
        const page: z.output<typeof ZDeezerChartPage> = await get(next, ZDeezerChartPage);
        for (const track of page.data) {
          entries.push({
            position: track.position ?? entries.length + 1,
            trackId: String(track.id),
          });
        }
        next = page.data.length > 0 ? follow(page.next) : null;
      }
      return { entries };
    },
  };
}

export type DeezerClient = ReturnType<typeof createDeezerClient>;
