import { type Database, pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import {
  type ActivityRow,
  activityKey,
  compactNumber,
  tierFields,
} from '../activities/activity-row';
import { writeActivities } from '../activities/write-activities';
import { type CounterMetric, countersOf } from './counter-sources';
import { crossedMilestones, DEFAULT_MILESTONES } from './milestones';

export interface CounterValue {
  trackId: number;
  metric: string;
  value: number;
}

/**
 * The last stored value before `date` of each (track, metric) asked: one descent of the series'
 * primary key each (object, source, metric, latest day first), so the cost stays the same as the
 * history grows (a `distinct on` over every earlier day read each day's whole history).
 */
async function previousValues(
  db: Database,
  source: string,
  trackIds: number[],
  metrics: string[],
  date: string,
) {
  if (trackIds.length === 0 || metrics.length === 0) return new Map<string, number>();
  const rows = await queryRows<{ object_id: number; metric: string; value: number }>(
    db,
    sql`select t.id as object_id, m.metric, s.value
        from unnest(${pgArray(trackIds)}::bigint[]) as t(id)
        cross join unnest(${pgArray(metrics)}::text[]) as m(metric)
        cross join lateral (
          select value from series
          where object_type = 'track' and object_id = t.id and source = ${source}
            and metric = m.metric and day < ${date}::date
          order by day desc limit 1) s`,
  );
  return new Map(rows.map((row) => [`${row.object_id}:${row.metric}`, Number(row.value)]));
}

// One key and wording for every source of a counter (the demo world or a real platform): a
// threshold seen by both is still one activity.
function milestoneActivity(
  counter: CounterMetric,
  trackId: number,
  threshold: number,
  date: string,
): ActivityRow {
  return {
    key: activityKey(
      counter.source,
      'milestone',
      `${trackId}:${counter.metric}:${threshold}`,
      'ever',
    ),
    source: counter.source,
    activity_type: 'milestone',
    activity_date: date,
    track_id: trackId,
    account_id: null,
    ...tierFields(counter.tierMetric ? { metric: counter.tierMetric, value: threshold } : {}),
    is_milestone: true,
    activity_text: `Reached ${compactNumber(threshold)} ${counter.noun}`,
    activity_url: null,
    value: threshold,
    details: { metric: counter.metric, threshold },
  };
}

/**
 * One day's counters of a source: a series row per (track, metric, day), first value kept, and a
 * milestone activity per ladder step crossed since the last stored day, for the metrics the
 * counters catalogue marks as counting (a rank or a popularity score is series only). Series and
 * activities commit together, so a rerun finds the series written and no new milestone.
 */
export async function storeTrackCounters(
  db: Database,
  source: string,
  values: readonly CounterValue[],
  date: string,
  ladder: readonly number[] = DEFAULT_MILESTONES,
): Promise<{ series: number; activities: number }> {
  if (values.length === 0) return { series: 0, activities: 0 };
  const counting = new Map(
    countersOf(source)
      .filter((counter) => counter.milestones)
      .map((counter) => [counter.metric, counter]),
  );
  // Only the counting metrics' earlier values are needed (a milestone is crossed from them).
  const before = await previousValues(
    db,
    source,
    [...new Set(values.filter((v) => counting.has(v.metric)).map((v) => v.trackId))],
    [...counting.keys()],
    date,
  );
  const activities = values.flatMap((row) => {
    const counter = counting.get(row.metric);
    if (!counter) return [];
    const previous = before.get(`${row.trackId}:${row.metric}`) ?? null;
    return crossedMilestones(previous, row.value, ladder).map((threshold) =>
      milestoneActivity(counter, row.trackId, threshold, date),
    );
  });
  return db.transaction(async (tx) => {
    const transaction = tx as unknown as Database;
    const inserted = await queryRows<{ n: number }>(
      transaction,
      sql`with inserted as (
            insert into series (object_type, object_id, source, metric, day, value)
            select 'track', x."trackId", ${source}, x.metric, ${date}::date, x.value
            from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
              as x("trackId" bigint, metric text, value bigint)
            on conflict do nothing
            returning 1)
          select count(*)::int as n from inserted`,
    );
    return {
      series: Number(inserted[0]?.n ?? 0),
      activities: await writeActivities(transaction, activities),
    };
  });
}
