import { loadMonitoredArtists } from './artists/monitored-artists';
import { refreshArtistCounters } from './artists/refresh-artist-counters';
import { refreshAudience } from './audience/refresh-audience';
import { loadTrackIds, syncCatalogue } from './catalogue/sync-catalogue';
import { defaultCharts } from './charts/chart-list';
import { type ChartsResult, refreshCharts } from './charts/refresh-charts';
import { refreshConcerts } from './concerts/refresh-concerts';
import type { MonitorContext } from './context';
import { refreshCounters } from './counters/refresh-counters';
import type { DailyJobResult } from './job-days/run-daily-job';
import { type RefreshResult, refreshAllPlaylists } from './playlists/refresh-all-playlists';
import { refreshRadio } from './radio/refresh-radio';
import { refreshRealPlatforms } from './real-platforms/refresh-real-platforms';
import { refreshCityCharts } from './shazam-cities/refresh-city-charts';
import { refreshTracklists } from './tracklists/refresh-tracklists';

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
 * One full monitoring cycle for the platform's current day: import new catalogue, then every job
 * (playlists, charts, counters, then the per-day jobs, which also catch up on days they missed).
 * Safe to run again for the same day: it writes only what changed since.
 */
export async function runCycle(context: MonitorContext): Promise<CycleResult> {
  const started = performance.now();
  const { date } = await context.world.status();
  const catalogue = await syncCatalogue(context);
  const trackIds = await loadTrackIds(context.db);
  const artists = await loadMonitoredArtists(context.db);
  const playlists = await refreshAllPlaylists(context, trackIds, date);
  const charts = await refreshCharts(context, defaultCharts(), trackIds, date);
  const counters = await refreshCounters(context, trackIds, date);
  const daily: Record<string, DailyJobResult> = {
    shazamCities: await refreshCityCharts(context, trackIds, date),
    radio: await refreshRadio(context, trackIds, date),
    tracklists: await refreshTracklists(context, trackIds, date),
    concerts: await refreshConcerts(context, artists, date),
    artistCounters: await refreshArtistCounters(context, artists, date),
    audience: await refreshAudience(context, artists, date),
  };
  // Real connectors (issue 4), only those whose credentials are set; a no-op without any.
  await refreshRealPlatforms(context, date);
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
    `cycle ${date}: ${playlists.playlists} playlists (${playlists.changed} changed, ${playlists.failed} failed), ${charts.charts} charts (${charts.failed} failed), ${counters.sources} counter sources, ${dailyJobs.length} daily jobs (${dailyFailed} failed), ${playlists.activities + charts.activities + counters.activities + dailyActivities} activities in ${result.ms} ms`,
  );
  return result;
}
