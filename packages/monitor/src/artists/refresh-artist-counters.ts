import { type Database, pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { writeActivities } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob } from '../job-days/run-daily-job';
import { ZArtistStatsPage } from '../world/world-schemas';
import { ARTIST_COUNTER_SOURCES, ARTIST_COUNTERS } from './artist-counters';
import { type AccountValue, accountMilestones } from './artist-milestones';

/** The platform answers at most 100 ids per call, like Spotify's batch endpoints. */
const IDS_PER_CALL = 100;

async function previousValues(db: Database, source: string, accountIds: number[], date: string) {
  const rows = await queryRows<{ object_id: number; metric: string; value: number }>(
    db,
    sql`select distinct on (object_id, metric) object_id, metric, value from series
        where object_type = 'account' and source = ${source}
          and object_id = any(${pgArray(accountIds)}::bigint[]) and day < ${date}
        order by object_id, metric, day desc`,
  );
  return new Map(rows.map((row) => [`${row.object_id}:${row.metric}`, Number(row.value)]));
}

async function refreshSource(
  context: MonitorContext,
  source: string,
  artists: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  const counters = ARTIST_COUNTERS.filter((c) => c.source === source);
  const externalIds = [...artists.keys()];
  let written = 0;
  for (let start = 0; start < externalIds.length; start += IDS_PER_CALL) {
    const ids = externalIds.slice(start, start + IDS_PER_CALL).join(',');
    const page = await context.world.get(
      `/stats/${source}/artists?date=${date}&limit=${IDS_PER_CALL}&ids=${ids}`,
      ZArtistStatsPage,
    );
    const values: AccountValue[] = page.items.flatMap((item) => {
      const accountId = artists.get(item.artist_id);
      if (accountId === undefined) return [];
      return counters.flatMap(({ metric }) => {
        const value = item.metrics[metric];
        return value === undefined ? [] : [{ accountId, metric, value }];
      });
    });
    if (values.length === 0) continue;
    const before = await previousValues(
      context.db,
      source,
      [...new Set(values.map((v) => v.accountId))],
      date,
    );
    await context.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await db.execute(sql`
        insert into series (object_type, object_id, source, metric, day, value)
        select 'account', x."accountId", ${source}, x.metric, ${date}::date, x.value
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x("accountId" bigint, metric text, value bigint)
        on conflict do nothing`);
      written += await writeActivities(db, accountMilestones(counters, values, before, date));
    });
  }
  return written;
}

/** Artist counters of the monitored artists: series per (account, source, metric, day), milestones. */
export function refreshArtistCounters(
  context: MonitorContext,
  artists: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult> {
  return runDailyJob(context, 'artist-counters', today, async (date) => {
    let written = 0;
    for (const source of ARTIST_COUNTER_SOURCES) {
      written += await refreshSource(context, source, artists, date);
    }
    return written;
  });
}
