import type { Database } from '@songstats/db';
import type { ActivityRow } from '../activities/activity-row';
import { writeActivities } from '../activities/write-activities';
import { chartActivity } from '../charts/chart-activities';
import { ensureCityCharts, loadChartEntries, saveChartEntries } from '../charts/chart-store';
import { diffChart, type StoredChartEntry } from '../charts/diff-chart';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob } from '../job-days/run-daily-job';
import { mapConcurrent } from '../map-concurrent';
import { ZCityChart } from '../world/world-schemas';
import { cityChart, listCityCharts } from './city-charts';

/**
 * Every Shazam city chart on one day: the same diff and activities as the country charts
 * (entries, new peaks, re-entries, exits), the city's country as the market. All charts are
 * fetched first and written in one transaction, so a failed fetch writes nothing for the day.
 */
async function refreshCityChartsDay(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  const listed = await listCityCharts(context.world);
  const answers = await mapConcurrent(listed, context.concurrency, ({ cityId }) =>
    context.world.get(`/shazam/charts/city/${encodeURIComponent(cityId)}/${date}`, ZCityChart),
  );
  const charts = answers.map((answer) => ({
    chart: cityChart(answer.city_id, answer.city_name, answer.country),
    positions: answer.entries.flatMap((entry) => {
      const trackId = trackIds.get(entry.track_id);
      return trackId === undefined ? [] : [{ trackId, position: entry.position }];
    }),
  }));
  let written = 0;
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const ids = await ensureCityCharts(
      db,
      charts.map(({ chart }) => chart),
    );
    const stored = await loadChartEntries(db, [...ids.values()]);
    const rows: (StoredChartEntry & { chartId: number })[] = [];
    const activities: ActivityRow[] = [];
    for (const { chart, positions } of charts) {
      const chartId = ids.get(chart.key) as number;
      const diff = diffChart(stored.get(chartId) ?? [], positions, date);
      rows.push(...diff.rows.map((row) => ({ ...row, chartId })));
      activities.push(...diff.events.map((event) => chartActivity(chart, event, date)));
    }
    await saveChartEntries(db, rows);
    written = await writeActivities(db, activities);
  });
  return written;
}

export function refreshCityCharts(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
): Promise<DailyJobResult> {
  return runDailyJob(
    context,
    'shazam-city-charts',
    today,
    (date) => refreshCityChartsDay(context, trackIds, date),
    'shazam',
  );
}
