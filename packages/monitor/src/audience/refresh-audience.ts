import { type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob } from '../job-days/run-daily-job';
import { mapConcurrent } from '../map-concurrent';
import { ZSpotifyAudience } from '../world/world-schemas';
import { type AudienceRow, audienceRows } from './audience-rows';

async function loadCityIds(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; name: string; country_code: string }>(
    db,
    sql`select id, name, country_code from cities`,
  );
  return new Map(rows.map((row) => [`${row.name}|${row.country_code}`, Number(row.id)]));
}

async function writeRows(db: Database, date: string, rows: AudienceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into audience (account_id, source, scope, place, metric, day, value)
    select x.account_id, 'spotify', x.scope, x.place, x.metric, ${date}::date, x.value
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(account_id bigint, scope text,
      place text, metric text, value bigint)
    on conflict do nothing`);
}

/** Spotify listener geography of each monitored artist on one day; returns the rows written. */
export async function refreshAudienceDay(
  context: MonitorContext,
  artists: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  const cityIds = await loadCityIds(context.db);
  const counts = await mapConcurrent([...artists], context.concurrency, async ([id, accountId]) => {
    const answer = await context.world.get(
      `/audience/spotify/artists/${encodeURIComponent(id)}?date=${date}`,
      ZSpotifyAudience,
    );
    const rows = audienceRows(accountId, answer, cityIds);
    await writeRows(context.db, date, rows);
    return rows.length;
  });
  return counts.reduce((sum, n) => sum + n, 0);
}

export async function refreshAudience(
  context: MonitorContext,
  artists: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult & { rows: number }> {
  let rows = 0;
  const result = await runDailyJob(context, 'audience', today, async (date) => {
    rows += await refreshAudienceDay(context, artists, date);
    // Audience is a table, not the feed: no activities.
    return 0;
  });
  return { ...result, rows };
}
