import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';

export interface TrackChartCountRow {
  trackId: number;
  /** The charts the track is on today. */
  current: number;
  /** The charts it ever entered (those it left included): the rows of the charts table. */
  entered: number;
}

/**
 * Per track, the charts it is on today and those it ever entered, from every entry: the charts
 * table lists only 500 rows, shared by all of an account's tracks (issue 21).
 */
export async function countTrackCharts(
  db: Database,
  trackIds: readonly number[],
  source: string | null,
): Promise<TrackChartCountRow[]> {
  if (trackIds.length === 0) return [];
  const sourceFilter = source ? sql`and c.source = ${source}` : sql``;
  return queryRows<TrackChartCountRow>(
    db,
    sql`select ce.track_id::int as "trackId",
          (count(*) filter (where ce.position is not null))::int as "current",
          count(*)::int as "entered"
        from chart_entries ce join charts c on c.id = ce.chart_id
        where ce.track_id = any(${pgArray(trackIds)}::bigint[]) ${sourceFilter}
        group by ce.track_id`,
  );
}
