import { writeActivities } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob } from '../job-days/run-daily-job';
import { ZTracklistPage } from '../world/world-schemas';
import { tracklistActivities } from './tracklist-activities';

/** DJ supports: the tracklists published on a day (1001tracklists) that play monitored tracks. */
export async function refreshTracklistsDay(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  let written = 0;
  for await (const tracklists of context.world.pages(
    `/1001tracklists/tracklists?date=${date}`,
    ZTracklistPage,
  )) {
    const activities = tracklists.flatMap((list) => tracklistActivities(list, trackIds, date));
    written += await writeActivities(context.db, activities);
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
