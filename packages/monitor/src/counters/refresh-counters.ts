import { recordPlatformRun } from '@songstats/db';
import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { mapConcurrent } from '../map-concurrent';
import { ZStatsPage } from '../world/world-schemas';
import { COUNTER_SOURCES, countersOf } from './counter-sources';
import { DEFAULT_MILESTONES } from './milestones';
import { type CounterValue, storeTrackCounters } from './store-track-counters';

/** Tracks per stats question (the platform's limit for `ids`). */
const IDS_PER_CALL = 100;

/**
 * A source's track counters for one day: one series row per (track, metric, day), and a
 * milestone activity for each ladder step crossed since the last stored day. A milestone's key
 * has no date: a threshold is reached once. The monitored tracks are asked for a hundred at a
 * time (`ids`), not the whole catalogue's ~15,000 paged through and filtered here.
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
  const ids = [...trackIds.keys()];
  const groups: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) {
    groups.push(ids.slice(start, start + IDS_PER_CALL));
  }
  const answers = await mapConcurrent(groups, context.concurrency, (group) =>
    context.world.get(
      `/stats/${source}/tracks?date=${date}&limit=${IDS_PER_CALL}&ids=${group.join(',')}`,
      ZStatsPage,
    ),
  );
  for (const { items } of answers) {
    const values: CounterValue[] = [];
    for (const item of items) {
      const trackId = trackIds.get(item.track_id);
      if (trackId === undefined) continue;
      for (const counter of counters) {
        const value = item.metrics[counter.metric];
        if (value !== undefined) values.push({ trackId, metric: counter.metric, value });
      }
    }
    written += (await storeTrackCounters(context.db, source, values, date, ladder)).activities;
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
      // Issue 28: the platform failed today; its figures are stale until it is read again.
      await recordPlatformRun(context.db, source, date, error.message);
      continue;
    }
    await recordPlatformRun(context.db, source, date);
  }
  return { sources: COUNTER_SOURCES.length, failed, activities };
}
