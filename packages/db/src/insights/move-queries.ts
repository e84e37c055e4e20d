import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';

export interface MoveSeriesPoint {
  source: string;
  metric: string;
  day: string;
  value: number;
}

/**
 * Issue 28: a track's daily series since a day, on the given sources (null: all): its counters
 * as the monitor stored them, and its radio spins per day (`radio`/`siriusxm`, metric `spins`,
 * summed over stations; SiriusXM is the satellite stations) on the days the radio job wrote.
 */
export async function listMoveSeries(
  db: Database,
  trackId: number,
  sources: readonly string[] | null,
  since: string,
): Promise<MoveSeriesPoint[]> {
  const sourceFilter = sources ? sql`and source = any(${pgArray(sources)}::text[])` : sql``;
  return queryRows<MoveSeriesPoint>(
    db,
    sql`select * from (
          select source, metric, to_char(day, 'YYYY-MM-DD') as "day", value::float8 as "value"
          from series
          where object_type = 'track' and object_id = ${trackId} and day >= ${since}::date
          union all
          select s.source, 'spins' as metric, to_char(d.day, 'YYYY-MM-DD') as "day",
            coalesce((select sum(r.spins) from radio_spins r
              join radio_stations st on st.id = r.station_id
              where r.track_id = ${trackId} and r.day = d.day
                and (s.source = 'radio' or st.kind = 'sat_radio')), 0)::float8 as "value"
          from (select distinct day from monitor_job_days
                where job = 'radio' and day >= ${since}::date) d
            cross join (values ('radio'), ('siriusxm')) as s(source)
          where exists (select 1 from radio_spins r where r.track_id = ${trackId})
        ) points
        where true ${sourceFilter}
        order by source, metric, day`,
  );
}

export interface MoveCandidateRow {
  id: number;
  source: string;
  activityType: string;
  activityDate: string;
  activityText: string;
  value: number | null;
  trackId: number | null;
}

/**
 * The activities that may explain a track's moves since a day: the track's own, and those of its
 * accounts (concerts, follower milestones) that name no track.
 */
export async function listMoveCandidates(
  db: Database,
  trackId: number,
  accountIds: readonly number[],
  since: string,
): Promise<MoveCandidateRow[]> {
  return queryRows<MoveCandidateRow>(
    db,
    sql`select id::float8 as "id", source, activity_type as "activityType",
          to_char(activity_date, 'YYYY-MM-DD') as "activityDate", activity_text as "activityText",
          value::float8 as "value", track_id::float8 as "trackId"
        from activities
        where activity_date >= ${since}::date
          and (track_id = ${trackId}
            or (track_id is null and account_id = any(${pgArray(accountIds)}::bigint[])))`,
  );
}

export interface ForecastSeriesPoint {
  objectType: 'track' | 'account';
  objectId: number;
  idUnique: string;
  name: string;
  source: string;
  metric: string;
  day: string;
  value: number;
}

/**
 * Issue 28: the counting series (`_total` metrics) of an account and of its `trackLimit` most
 * streamed tracks (performed or released by it) since a day, for their next milestones.
 */
export async function listForecastSeries(
  db: Database,
  accountId: number,
  trackLimit: number,
  since: string,
): Promise<ForecastSeriesPoint[]> {
  return queryRows<ForecastSeriesPoint>(
    db,
    sql`with top_tracks as (
          select t.id as track_id from tracks t
          where t.label_id = ${accountId}
            or t.id in (select track_id from track_artists where account_id = ${accountId})
          order by (select s.value from series s
            where s.object_type = 'track' and s.object_id = t.id and s.source = 'spotify'
              and s.metric = 'streams_total' order by s.day desc limit 1) desc nulls last,
            t.id
          limit ${trackLimit})
        select object_type as "objectType", object_id::float8 as "objectId",
          case when object_type = 'track'
            then (select id_unique from tracks where id = object_id)
            else (select id_unique from accounts where id = object_id) end as "idUnique",
          case when object_type = 'track'
            then (select title from tracks where id = object_id)
            else (select name from accounts where id = object_id) end as "name",
          source, metric, to_char(day, 'YYYY-MM-DD') as "day", value::float8 as "value"
        from series
        where metric like '%\\_total' and day >= ${since}::date
          and ((object_type = 'account' and object_id = ${accountId})
            or (object_type = 'track' and object_id in (select track_id from top_tracks)))
        order by object_type, object_id, source, metric, day`,
  );
}
