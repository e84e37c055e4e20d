import { type Database, pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import {
  type ActivityRow,
  activityKey,
  compactNumber,
  tierFields,
} from '../activities/activity-row';
import { writeActivities } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { ZStatsPage } from '../world/world-schemas';
import { COUNTER_SOURCES, type CounterMetric, countersOf } from './counter-sources';
import { crossedMilestones, DEFAULT_MILESTONES } from './milestones';

interface SeriesRow {
  object_id: number;
  metric: string;
  value: number;
}

async function previousValues(db: Database, source: string, trackIds: number[], date: string) {
  const rows = await queryRows<SeriesRow>(
    db,
    sql`select distinct on (object_id, metric) object_id, metric, value from series
        where object_type = 'track' and source = ${source}
          and object_id = any(${pgArray(trackIds)}::bigint[]) and day < ${date}
        order by object_id, metric, day desc`,
  );
  return new Map(rows.map((row) => [`${row.object_id}:${row.metric}`, Number(row.value)]));
}

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
 * A source's track counters for one day: one series row per (track, metric, day), and a
 * milestone activity for each ladder step crossed since the last stored day. A milestone's key
 * has no date: a threshold is reached once.
 */
export async function refreshSourceCounters(
  context: MonitorContext,
  source: string,
  trackIds: ReadonlyMap<string, number>,
  date: string,
  ladder: readonly number[] = DEFAULT_MILESTONES,
): Promise<number> {
  const counters = countersOf(source);
  let written = 0;
  for await (const items of context.world.pages(
    `/stats/${source}/tracks?date=${date}`,
    ZStatsPage,
  )) {
    const values: { object_id: number; metric: string; value: number }[] = [];
    for (const item of items) {
      const trackId = trackIds.get(item.track_id);
      if (trackId === undefined) continue;
      for (const counter of counters) {
        const value = item.metrics[counter.metric];
        if (value !== undefined) values.push({ object_id: trackId, metric: counter.metric, value });
      }
    }
    if (values.length === 0) continue;
    const before = await previousValues(
      context.db,
      source,
      [...new Set(values.map((v) => v.object_id))],
      date,
    );
    const activities = values.flatMap((row) => {
      const counter = counters.find((c) => c.metric === row.metric);
      if (!counter?.milestones) return [];
      const previous = before.get(`${row.object_id}:${row.metric}`) ?? null;
      return crossedMilestones(previous, row.value, ladder).map((threshold) =>
        milestoneActivity(counter, row.object_id, threshold, date),
      );
    });
    await context.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await db.execute(sql`
        insert into series (object_type, object_id, source, metric, day, value)
        select 'track', x.object_id, ${source}, x.metric, ${date}::date, x.value
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(object_id bigint, metric text, value bigint)
        on conflict do nothing`);
      written += await writeActivities(db, activities);
    });
  }
  return written;
}

export async function refreshCounters(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<{ sources: number; failed: number; activities: number }> {
  let failed = 0;
  let activities = 0;
  for (const source of COUNTER_SOURCES) {
    try {
      activities += await refreshSourceCounters(context, source, trackIds, date);
    } catch (error) {
      if (!(error instanceof FetchFailedError)) throw error;
      failed++;
      context.log.warn(`counters ${source} ${date}: ${error.message}`);
    }
  }
  return { sources: COUNTER_SOURCES.length, failed, activities };
}
