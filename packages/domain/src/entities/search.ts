// spec §3: search results, playlist results, the playlist-checking state and share settings.
import type { RouteInfo } from './account';

export interface SearchResult {
  id: string;
  type: string;
  name: string;
  hidden?: boolean;
  sourceId?: string | null;
  artistName?: string | null;
  secondaryText?: string | null;
  imageUrl?: string | null;
  groupText?: string | null;
  baseUrl?: string | null;
  routeInfo?: RouteInfo | null;
  hasCheckmark?: boolean;
  isSquareImage?: boolean;
}

export interface PlaylistResult {
  name: string;
  artwork: string | null;
  ownerName: string | null;
  followersCount: number | null;
  baseUrl: string;
  sourceId: string;
  playlistId: string;
}

/** spec §3 "{product} state": the playlist-checking product's current playlist. */
export interface PlaylistCheckState {
  sourceId: string | null;
  playlistId: string | null;
  playlistData: unknown;
  hasAccess: boolean;
  hasExceededLimit: boolean;
  hasSubscriptionAccess: boolean;
}

export const SHARE_DOWNLOAD_FRAMES = ['portrait', 'square', 'landscape'] as const;
export type ShareDownloadFrame = (typeof SHARE_DOWNLOAD_FRAMES)[number];

export interface ShareSettings {
  lastShareStyleId: number | null;
  lastShareDownloadFrame: ShareDownloadFrame;
  showPlaylistCover: boolean;
  fontSizeIndex: number;
  showFollower: boolean;
}

/** spec §3: the download frame defaults to portrait. */
export const DEFAULT_SHARE_SETTINGS: ShareSettings = {
  lastShareStyleId: null,
  lastShareDownloadFrame: 'portrait',
  showPlaylistCover: true,
  fontSizeIndex: 0,
  showFollower: true,
};
