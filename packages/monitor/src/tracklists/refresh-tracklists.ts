import { upsertActivities } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob, runDaySoFar } from '../job-days/run-daily-job';
import { ZTracklistPage } from '../world/world-schemas';
import { addSupports, djSupportActivity, type TrackDaySupports } from './tracklist-activities';

/** Activities per statement. */
const CHUNK = 5000;

/**
 * DJ supports: the tracklists published on a day (1001tracklists) that play monitored tracks,
 * one activity per track summing up all its sets of the day. The whole day is read before
 * writing (a track's sets span pages); a rerun, or a day read again with more sets, updates the
 * same activities and writes nothing where the sets are the same (docs/decisions/030).
 */
export async function refreshTracklistsDay(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  const supports = new Map<number, TrackDaySupports>();
  for await (const tracklists of context.world.pages(
    `/1001tracklists/tracklists?date=${date}`,
    ZTracklistPage,
  )) {
    for (const tracklist of tracklists) addSupports(supports, tracklist, trackIds);
  }
  const activities = [...supports.values()].map((entry) => djSupportActivity(entry, date));
  let written = 0;
  for (let start = 0; start < activities.length; start += CHUNK) {
    written += await upsertActivities(context.db, activities.slice(start, start + CHUNK));
  }
  return written;
}

export function refreshTracklists(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult> {
  return runDailyJob(context, 'tracklists', today, (date) =>
    refreshTracklistsDay(context, trackIds, date),
  );
}

/**
 * The sets a live 1001tracklists has published of its current day so far: written as a whole
 * day's are (each track's activity of the day sums up its sets, and rises in the feeds with each
 * new one: decision 081), but the day is not marked done, so `refreshTracklists` reads it again
 * in full once it is whole.
 */
export function refreshTracklistsSoFar(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult> {
  return runDaySoFar(context, 'tracklists', today, (date) =>
    refreshTracklistsDay(context, trackIds, date),
  );
}
