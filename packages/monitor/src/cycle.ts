import { loadTrackIds, syncCatalogue } from './catalogue/sync-catalogue';
import type { MonitorContext } from './context';
import { refreshAllPlaylists } from './playlists/refresh-all-playlists';
import type { RefreshResult } from './playlists/refresh-playlists';

export interface CycleResult {
  date: string;
  catalogue: Record<string, number>;
  playlists: RefreshResult;
  ms: number;
}

/**
 * One full monitoring cycle for the platform's current day: import new catalogue, then every job
 * (playlists so far). Safe to run again for the same day: it writes only what changed since.
 */
export async function runCycle(context: MonitorContext): Promise<CycleResult> {
  const started = performance.now();
  const { date } = await context.world.status();
  const catalogue = await syncCatalogue(context);
  const trackIds = await loadTrackIds(context.db);
  const playlists = await refreshAllPlaylists(context, trackIds, date);
  const result = { date, catalogue, playlists, ms: Math.round(performance.now() - started) };
  context.log.info(
    `cycle ${date}: ${playlists.playlists} playlists (${playlists.changed} changed, ${playlists.failed} failed), ${playlists.activities} activities in ${result.ms} ms`,
  );
  return result;
}
