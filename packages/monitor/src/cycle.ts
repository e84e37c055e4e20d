import { loadTrackIds, syncCatalogue } from './catalogue/sync-catalogue';
import { defaultCharts } from './charts/chart-list';
import { type ChartsResult, refreshCharts } from './charts/refresh-charts';
import type { MonitorContext } from './context';
import { refreshCounters } from './counters/refresh-counters';
import { type RefreshResult, refreshAllPlaylists } from './playlists/refresh-all-playlists';

export interface CycleResult {
  date: string;
  catalogue: Record<string, number>;
  playlists: RefreshResult;
  charts: ChartsResult;
  counters: Awaited<ReturnType<typeof refreshCounters>>;
  ms: number;
}

/**
 * One full monitoring cycle for the platform's current day: import new catalogue, then every job
 * (playlists, charts, counters). Safe to run again for the same day: it writes only what changed since.
 */
export async function runCycle(context: MonitorContext): Promise<CycleResult> {
  const started = performance.now();
  const { date } = await context.world.status();
  const catalogue = await syncCatalogue(context);
  const trackIds = await loadTrackIds(context.db);
  const playlists = await refreshAllPlaylists(context, trackIds, date);
  const charts = await refreshCharts(context, defaultCharts(), trackIds, date);
  const counters = await refreshCounters(context, trackIds, date);
  const result = {
    date,
    catalogue,
    playlists,
    charts,
    counters,
    ms: Math.round(performance.now() - started),
  };
  context.log.info(
    `cycle ${date}: ${playlists.playlists} playlists (${playlists.changed} changed, ${playlists.failed} failed), ${charts.charts} charts (${charts.failed} failed), ${counters.sources} counter sources, ${playlists.activities + charts.activities + counters.activities} activities in ${result.ms} ms`,
  );
  return result;
}
