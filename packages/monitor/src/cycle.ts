import { syncCatalogue } from './catalogue/sync-catalogue';
import { defaultCharts } from './charts/chart-list';
import { type ChartsResult, refreshCharts } from './charts/refresh-charts';
import type { MonitorContext } from './context';
import { refreshCounters } from './counters/refresh-counters';
import { DAILY_JOBS, type DailyJobName, loadStepInputs } from './cycle-steps';
import { lastWholeDay } from './job-days/day-range';
import type { DailyJobResult } from './job-days/run-daily-job';
import { type RefreshResult, refreshAllPlaylists } from './playlists/refresh-all-playlists';
import { refreshRadioSoFar } from './radio/refresh-radio';
import { refreshRealPlatforms } from './real-platforms/refresh-real-platforms';

export interface CycleResult {
  date: string;
  catalogue: Record<string, number>;
  playlists: RefreshResult;
  charts: ChartsResult;
  counters: Awaited<ReturnType<typeof refreshCounters>>;
  /** Per-day jobs (radio, city charts, DJ sets, concerts, artist counters, audience). */
  daily: Record<string, DailyJobResult>;
  ms: number;
}

/**
 * One full monitoring cycle for the platform's current day, in this process: import new
 * catalogue, then every step of `cycleSteps` one after the other (playlists, charts, counters,
 * then the per-day jobs, which also catch up on days they missed). Safe to run again for the same
 * day: it writes only what changed since, so on a live platform, which publishes its day as it
 * goes, it runs again and again through the day. The per-day jobs read whole days only (the day
 * before, while today is being published), and radio also what has been played of today so far
 * (its counts are replaced as they grow; the day is marked done once whole). On PostgreSQL the same steps run as queue jobs
 * (`startQueueWorker`).
 */
export async function runCycle(context: MonitorContext): Promise<CycleResult> {
  const started = performance.now();
  // Where a cycle's time goes, for the log: catalogue, playlists, charts, counters, per-day jobs.
  const split: number[] = [];
  let lap = started;
  const mark = () => {
    const now = performance.now();
    split.push(Math.round(now - lap));
    lap = now;
  };
  const status = await context.world.status();
  const { date } = status;
  const wholeDay = lastWholeDay(status);
  const catalogue = await syncCatalogue(context);
  const inputs = await loadStepInputs(context);
  mark();
  const playlists = await refreshAllPlaylists(context, inputs.trackIds, date);
  mark();
  context.signal?.throwIfAborted();
  const charts = await refreshCharts(context, defaultCharts(), inputs.trackIds, date);
  mark();
  context.signal?.throwIfAborted();
  const counters = await refreshCounters(context, inputs.trackIds, date);
  mark();
  const daily: Record<string, DailyJobResult> = {};
  for (const [name, job] of Object.entries(DAILY_JOBS)) {
    context.signal?.throwIfAborted();
    daily[name as DailyJobName] = await job(context, inputs, wholeDay);
  }
  if (wholeDay !== date) {
    context.signal?.throwIfAborted();
    daily.radioToday = await refreshRadioSoFar(context, inputs.trackIds, date);
  }
  context.signal?.throwIfAborted();
  // Real connectors (issue 4), only those whose credentials are set; a no-op without any.
  await refreshRealPlatforms(context, date);
  mark();
  const dailyJobs = Object.values(daily);
  const dailyActivities = dailyJobs.reduce((sum, job) => sum + job.activities, 0);
  const dailyFailed = dailyJobs.reduce((sum, job) => sum + job.failed, 0);
  const result = {
    date,
    catalogue,
    playlists,
    charts,
    counters,
    daily,
    ms: Math.round(performance.now() - started),
  };
  context.log.info(
    `cycle ${date}: ${playlists.playlists} playlists (${playlists.changed} changed, ${playlists.failed} failed), ${charts.charts} charts (${charts.failed} failed${charts.unpublished > 0 ? `, ${charts.unpublished} not out yet` : ''}), ${counters.sources} counter sources, ${dailyJobs.length} daily jobs (${dailyFailed} failed), ${playlists.activities + charts.activities + counters.activities + dailyActivities} activities in ${result.ms} ms (catalogue ${split[0]}, playlists ${split[1]} [fetch ${Math.round(playlists.fetchMs)}, write ${Math.round(playlists.writeMs)}], charts ${split[2]}, counters ${split[3]}, daily ${split[4]})`,
  );
  return result;
}
