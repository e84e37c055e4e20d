import type { Database } from './connect';
import { pingDatabase } from './ping-database';

/**
 * The database's health, asked at most once per `maxAgeMs`: an uptime check polled by every open
 * page (spec §4, on each route change) must not cost a query per call.
 */
export function createHealthProbe(db: Database, maxAgeMs = 1000) {
  let checkedAt = -Infinity;
  let last: Promise<boolean> = Promise.resolve(false);
  return function isDatabaseUp(now = Date.now()): Promise<boolean> {
    if (now - checkedAt >= maxAgeMs) {
      checkedAt = now;
      last = pingDatabase(db);
    }
    return last;
  };
}
