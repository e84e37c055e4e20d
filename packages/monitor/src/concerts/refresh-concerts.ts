import { writeActivities } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob } from '../job-days/run-daily-job';
import { ZConcertPage } from '../world/world-schemas';
import { concertActivity } from './concert-activity';

/** Concerts of the monitored artists announced on a day (songkick-like `/events/concerts`). */
export async function refreshConcertsDay(
  context: MonitorContext,
  artists: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  let written = 0;
  for await (const concerts of context.world.pages(`/events/concerts?date=${date}`, ZConcertPage)) {
    const activities = concerts.flatMap((concert) => {
      const accountId = artists.get(concert.artist_id);
      return accountId === undefined ? [] : [concertActivity(concert, accountId, date)];
    });
    written += await writeActivities(context.db, activities);
  }
  return written;
}

export function refreshConcerts(
  context: MonitorContext,
  artists: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult> {
  return runDailyJob(context, 'concerts', today, (date) =>
    refreshConcertsDay(context, artists, date),
  );
}
