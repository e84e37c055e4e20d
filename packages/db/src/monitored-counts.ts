import { sql } from 'drizzle-orm';
import type { Database } from './connect';
import { queryRows } from './query-rows';

export interface MonitoredCountRow {
  /** What is counted: playlists, charts, creator posts or radio stations. */
  kind: 'playlists' | 'charts' | 'posts' | 'stations';
  /** The source (a station's kind for stations). */
  key: string;
  count: number;
}

/**
 * Issue 30: what this installation monitors, counted in its own tables (the landing page's
 * "What we monitor"): playlists, charts and creator posts by source, radio stations by kind.
 */
export function countMonitored(db: Database): Promise<MonitoredCountRow[]> {
  return queryRows<MonitoredCountRow>(
    db,
    sql`select 'playlists' as kind, source as key, count(*)::int as count
          from playlists group by source
        union all
        select 'charts', source, count(*)::int from charts group by source
        union all
        select 'posts', source, count(*)::int from creator_posts group by source
        union all
        select 'stations', kind, count(*)::int from radio_stations group by kind`,
  );
}
