import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';

export interface SeriesSummaryRow {
  objectId: number;
  source: string;
  metric: string;
  /** `YYYY-MM-DD` of the latest value. */
  day: string;
  value: number;
  /** The value 7 days before the latest, or null when the series is younger. */
  weekAgo: number | null;
}

/**
 * The latest value of every (object, source, metric) series, with the value a week earlier for
 * the delta. `sources` null reads every source.
 */
export async function listSeriesSummaries(
  db: Database,
  objectType: 'track' | 'account' | 'playlist',
  objectIds: readonly number[],
  sources: readonly string[] | null,
): Promise<SeriesSummaryRow[]> {
  if (objectIds.length === 0) return [];
  const sourceFilter = sources ? sql`and source = any(${pgArray(sources)}::text[])` : sql``;
  return queryRows<SeriesSummaryRow>(
    db,
    sql`with latest as (
          select distinct on (object_id, source, metric) object_id, source, metric, day, value
          from series
          where object_type = ${objectType} and object_id = any(${pgArray(objectIds)}::bigint[])
            ${sourceFilter}
          order by object_id, source, metric, day desc)
        select l.object_id::int as "objectId", l.source, l.metric,
          to_char(l.day, 'YYYY-MM-DD') as "day", l.value::float8 as "value",
          (select s.value::float8 from series s
            where s.object_type = ${objectType} and s.object_id = l.object_id
              and s.source = l.source and s.metric = l.metric and s.day <= l.day - 7
            order by s.day desc limit 1) as "weekAgo"
        from latest l order by l.source, l.metric, l.object_id`,
  );
}

export interface SeriesPointRow {
  metric: string;
  day: string;
  value: number;
}

/** Every point of an object's series on a source since a day (null = from the start). */
export async function listSeriesPoints(
  db: Database,
  objectType: 'track' | 'account' | 'playlist',
  objectId: number,
  source: string,
  since: string | null,
): Promise<SeriesPointRow[]> {
  const sinceFilter = since ? sql`and day >= ${since}::date` : sql``;
  return queryRows<SeriesPointRow>(
    db,
    sql`select metric, to_char(day, 'YYYY-MM-DD') as "day", value::float8 as "value" from series
        where object_type = ${objectType} and object_id = ${objectId} and source = ${source}
          ${sinceFilter}
        order by metric, day`,
  );
}
