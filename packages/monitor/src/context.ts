import type { Database } from '@songstats/db';
import type { PlaylistWriteThread } from './playlists/playlist-write-thread';
import type { WorldClient } from './world/world-client';

export interface MonitorLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface MonitorContext {
  db: Database;
  world: WorldClient;
  log: MonitorLog;
  /** Requests in flight against the platform at once. */
  concurrency: number;
  /**
   * On a playlist's first sight, additions within this many days are activities; older ones are
   * history, stored without an activity. Default 90 (the demo's history).
   */
  backfillDays?: number;
  /**
   * Playlists per transaction. Smaller batches keep an embedded database (one connection shared
   * with the API) free for requests between them. Default 250.
   */
  playlistBatchSize?: number;
  /** Batches written at once: 1 on an embedded database, 2 or more on PostgreSQL. Default 1. */
  writeConcurrency?: number;
  /**
   * Stops a running cycle between its steps and batches (the server closing). What was written
   * stays; the next cycle does the rest, as after a crash.
   */
  signal?: AbortSignal;
  /** PostgreSQL only: a worker thread that writes playlist batches while this thread fetches. */
  playlistWriteThread?: PlaylistWriteThread;
}
