// The shapes every real connector normalises into: the same ones the monitor builds from the
// demo world, so jobs diff and store them without knowing which platform answered.

export interface PlaylistEntry {
  /** The platform's own track id (Spotify base62, Deezer numeric as a string). */
  trackId: string;
  isrc?: string;
  /** YYYY-MM-DD; null where the platform documents that it may not know (very old playlists). */
  addedOn: string | null;
}

export interface PlaylistSnapshot {
  id: string;
  name: string;
  followers: number;
  /** The platform's version marker (Spotify snapshot_id, Deezer checksum): unchanged = no diff. */
  snapshotId: string;
  playlistType?: 'editorial' | 'algorithmic' | 'listener';
  ownerName: string | null;
  entries: PlaylistEntry[];
}

export interface TrackCounters {
  trackId: string;
  isrc?: string;
  /** Field-notes metric names (`popularity_current`, `video_views_total`, ...). */
  metrics: Record<string, number>;
}

export interface ChartSnapshot {
  entries: { position: number; trackId: string; isrc?: string }[];
}
