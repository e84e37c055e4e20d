import { type Database, queryRows, recordPlatformRun } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { writeActivities } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { mapConcurrent } from '../map-concurrent';
import { ZChart } from '../world/world-schemas';
import { chartActivity } from './chart-activities';
import type { ChartDefinition } from './chart-list';
import { loadChartEntries, saveChartEntries } from './chart-store';
import { diffChart } from './diff-chart';

async function ensureChart(db: Database, chart: ChartDefinition): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into charts (key, source, country_code, name)
        values (${chart.key}, ${chart.source}, ${chart.countryCode}, ${chart.name})
        on conflict (key) do update set name = excluded.name
        returning id`,
  );
  return Number(row?.id);
}

/** One chart on one day: fetch, diff against the stored entries, write rows and activities. */
export async function refreshChart(
  context: MonitorContext,
  chart: ChartDefinition,
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  const country = chart.countryCode ?? 'global';
  const answer = await context.world.get(`/charts/${chart.source}/${country}/${date}`, ZChart);
  const positions = answer.entries.flatMap((entry) => {
    const trackId = trackIds.get(entry.track_id);
    return trackId === undefined ? [] : [{ trackId, position: entry.position }];
  });
  return storeChartDay(context, chart, positions, date);
}

/**
 * A chart's monitored positions on `date` (our track ids), diffed against the stored entries:
 * the changed rows and their activities written in one transaction. Also what a real platform's
 * chart goes through (issue 27).
 */
export async function storeChartDay(
  context: Pick<MonitorContext, 'db'>,
  chart: ChartDefinition,
  positions: { trackId: number; position: number }[],
  date: string,
): Promise<number> {
  const chartId = await ensureChart(context.db, chart);
  const stored = (await loadChartEntries(context.db, [chartId])).get(chartId) ?? [];
  const diff = diffChart(stored, positions, date);
  if (diff.rows.length === 0) return 0;
  let written = 0;
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await saveChartEntries(
      db,
      diff.rows.map((row) => ({ ...row, chartId })),
    );
    written = await writeActivities(
      db,
      diff.events.map((event) => chartActivity(chart, event, date)),
    );
  });
  return written;
}

export interface ChartsResult {
  charts: number;
  failed: number;
  /** Charts of the day the platform has not published yet (a live day, before their hour). */
  unpublished: number;
  activities: number;
}

/**
 * Every chart of the day in a few statements, not a handful per chart: the charts are fetched
 * (four at a time), their rows are created in one statement, their stored entries read in one,
 * and the changed entries and activities of all of them written in one transaction (95 charts
 * cost ~500 round trips to the database before, most of a catch-up day at a small world's size).
 *
 * Issue 28 (migration 0069): once written, each platform's run of the day is recorded (step
 * 'charts'): failed when one of its charts could not be read (not one unpublished yet), else
 * succeeded when it read one, so its chart figures turn stale when its charts failed today.
 */
export async function refreshCharts(
  context: MonitorContext,
  charts: readonly ChartDefinition[],
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<ChartsResult> {
  /** By platform: the last error of a chart that failed, else null when one was read. */
  const runs = new Map<string, string | null>();
  const result = await readAndStoreCharts(context, charts, trackIds, date, runs);
  for (const [source, error] of runs) {
    await recordPlatformRun(context.db, source, date, error, 'charts');
  }
  return result;
}

async function readAndStoreCharts(
  context: MonitorContext,
  charts: readonly ChartDefinition[],
  trackIds: ReadonlyMap<string, number>,
  date: string,
  runs: Map<string, string | null>,
): Promise<ChartsResult> {
  let failed = 0;
  let unpublished = 0;
  const fetched = await mapConcurrent(charts, Math.min(4, context.concurrency), async (chart) => {
    const country = chart.countryCode ?? 'global';
    try {
      const answer = await context.world.get(`/charts/${chart.source}/${country}/${date}`, ZChart);
      if (!runs.has(chart.source)) runs.set(chart.source, null);
      return answer.entries.flatMap((entry) => {
        const trackId = trackIds.get(entry.track_id);
        return trackId === undefined ? [] : [{ trackId, position: entry.position }];
      });
    } catch (error) {
      if (!(error instanceof FetchFailedError)) throw error;
      // A chart comes out at its hour of the day: the next cycle of the day reads it.
      if (error.status === 404) {
        unpublished++;
        return null;
      }
      failed++;
      runs.set(chart.source, `${chart.name}: ${error.message}`);
      context.log.warn(`chart ${chart.key} ${date}: ${error.message}`);
      return null;
    }
  });
  const read = charts.flatMap((chart, index) => {
    const positions = fetched[index];
    return positions ? [{ chart, positions }] : [];
  });
  const result = { charts: charts.length, failed, unpublished, activities: 0 };
  if (read.length === 0) return result;
  const chartIds = await ensureCharts(
    context.db,
    read.map(({ chart }) => chart),
  );
  const onChartNow = new Set(read.flatMap(({ positions }) => positions.map((p) => p.trackId)));
  const stored = await loadChartEntries(context.db, [...chartIds.values()], [...onChartNow]);
  const rows: Parameters<typeof saveChartEntries>[1][number][] = [];
  const activities: ReturnType<typeof chartActivity>[] = [];
  for (const { chart, positions } of read) {
    const chartId = chartIds.get(chart.key);
    if (chartId === undefined) throw new Error(`chart ${chart.key} has no row`);
    const diff = diffChart(stored.get(chartId) ?? [], positions, date);
    for (const row of diff.rows) rows.push({ ...row, chartId });
    for (const event of diff.events) activities.push(chartActivity(chart, event, date));
  }
  if (rows.length === 0) return result;
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await saveChartEntries(db, rows);
    result.activities = await writeActivities(db, activities);
  });
  return result;
}

/** Creates the charts not seen before (one statement); returns every chart's id by key. */
async function ensureCharts(
  db: Database,
  charts: readonly ChartDefinition[],
): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; key: string }>(
    db,
    sql`insert into charts (key, source, country_code, name)
        select x.key, x.source, x."countryCode", x.name
        from jsonb_to_recordset(${JSON.stringify(charts)}::jsonb) as x(key text, source text,
          "countryCode" text, name text)
        on conflict (key) do update set name = excluded.name
        returning id, key`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}
