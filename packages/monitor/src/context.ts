import type { Database } from '@songstats/db';
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
}
