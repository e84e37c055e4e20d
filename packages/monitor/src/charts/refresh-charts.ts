import { type Database, queryRows } from '@songstats/db';
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

export async function refreshCharts(
  context: MonitorContext,
  charts: readonly ChartDefinition[],
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<ChartsResult> {
  let failed = 0;
  let unpublished = 0;
  const written = await mapConcurrent(charts, Math.min(4, context.concurrency), async (chart) => {
    try {
      return await refreshChart(context, chart, trackIds, date);
    } catch (error) {
      if (!(error instanceof FetchFailedError)) throw error;
      // A chart comes out at its hour of the day: the next cycle of the day reads it.
      if (error.status === 404) {
        unpublished++;
        return 0;
      }
      failed++;
      context.log.warn(`chart ${chart.key} ${date}: ${error.message}`);
      return 0;
    }
  });
  return {
    charts: charts.length,
    failed,
    unpublished,
    activities: written.reduce((sum, n) => sum + n, 0),
  };
}
