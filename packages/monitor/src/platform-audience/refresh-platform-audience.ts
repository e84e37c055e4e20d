import { type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { AudienceRow } from '../audience/audience-rows';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob } from '../job-days/run-daily-job';
import { mapConcurrent } from '../map-concurrent';
import {
  AUDIENCE_PLATFORMS,
  type PlatformAudience,
  ZPlatformAudience,
} from './platform-audience-schema';

/**
 * The platforms publish their audience reports weekly, on Mondays (decision 033): a report is
 * read once a week, which keeps the 90-day catch-up's writes to a seventh of a daily read.
 */
export function isReportDay(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
}

/** A report's rows: the places' counts, cities the catalogue does not know left out. */
export function platformAudienceRows(
  accountId: number,
  report: PlatformAudience,
  cityIds: ReadonlyMap<string, number>,
): AudienceRow[] {
  const rows: AudienceRow[] = [];
  for (const city of report.cities) {
    const cityId = cityIds.get(`${city.city_name}|${city.country_code}`);
    if (cityId === undefined) continue;
    rows.push({
      account_id: accountId,
      scope: 'city',
      place: String(cityId),
      metric: report.metric,
      value: city.value,
    });
  }
  for (const country of report.countries) {
    rows.push({
      account_id: accountId,
      scope: 'country',
      place: country.country_code,
      metric: report.metric,
      value: country.value,
    });
  }
  return rows;
}

export async function loadCityIds(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; name: string; country_code: string }>(
    db,
    sql`select id, name, country_code from cities`,
  );
  return new Map(rows.map((row) => [`${row.name}|${row.country_code}`, Number(row.id)]));
}

async function writeRows(db: Database, source: string, date: string, rows: AudienceRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into audience (account_id, source, scope, place, metric, day, value)
    select x.account_id, ${source}, x.scope, x.place, x.metric, ${date}::date, x.value
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(account_id bigint, scope text,
      place text, metric text, value bigint)
    on conflict do nothing`);
}

/**
 * The report's total as the account's figure where no counter of the platform says it already
 * (Apple Music's and Shazam's dashboards; YouTube, TikTok and Instagram have their counters).
 */
export const REPORT_TOTALS: Partial<Record<string, string>> = {
  apple_music: 'monthly_listeners_current',
  shazam: 'monthly_shazams_current',
};

async function writeTotals(
  db: Database,
  source: string,
  date: string,
  totals: { accountId: number; value: number }[],
) {
  const metric = REPORT_TOTALS[source];
  if (!metric || totals.length === 0) return;
  await db.execute(sql`
    insert into series (object_type, object_id, source, metric, day, value)
    select 'account', x."accountId", ${source}, ${metric}, ${date}::date, x.value
    from jsonb_to_recordset(${JSON.stringify(totals)}::jsonb) as x("accountId" bigint, value bigint)
    on conflict do nothing`);
}

/** Every platform's report of each monitored artist for one report day; returns the rows written. */
export async function refreshPlatformAudienceDay(
  context: MonitorContext,
  artists: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  const cityIds = await loadCityIds(context.db);
  let written = 0;
  for (const source of AUDIENCE_PLATFORMS) {
    const reports = await mapConcurrent(
      [...artists],
      context.concurrency,
      async ([id, accountId]) => {
        const report = await context.world.get(
          `/audience/${source}/artists/${encodeURIComponent(id)}?date=${date}`,
          ZPlatformAudience,
        );
        return {
          accountId,
          total: report.total,
          rows: platformAudienceRows(accountId, report, cityIds),
        };
      },
    );
    // One statement per platform and day: the rows of all its artists.
    const rows = reports.flatMap((report) => report.rows);
    await writeRows(context.db, source, date, rows);
    await writeTotals(
      context.db,
      source,
      date,
      reports.map(({ accountId, total }) => ({ accountId, value: total })),
    );
    written += rows.length;
  }
  return written;
}

/** The per-day job: on report days, the platforms' audience of the monitored artists. */
export async function refreshPlatformAudience(
  context: MonitorContext,
  artists: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult & { rows: number }> {
  let rows = 0;
  const result = await runDailyJob(context, 'platformAudience', today, async (date) => {
    if (isReportDay(date)) rows += await refreshPlatformAudienceDay(context, artists, date);
    // Audience is a table, not the feed: no activities.
    return 0;
  });
  return { ...result, rows };
}
