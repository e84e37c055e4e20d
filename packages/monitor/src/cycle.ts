import { refreshPlaylistHealth } from '@songstats/db';
import { analyzeChangedCatalogue, syncCatalogue } from './catalogue/sync-catalogue';
import { defaultCharts } from './charts/chart-list';
import { type ChartsResult, refreshCharts } from './charts/refresh-charts';
import type { MonitorContext } from './context';
import { refreshCounters } from './counters/refresh-counters';
import { DAILY_JOBS, type DailyJobName, LIVE_JOBS, loadStepInputs } from './cycle-steps';
import { lastWholeDay } from './job-days/day-range';
import type { DailyJobResult } from './job-days/run-daily-job';
import { refreshPlatformPlaylists } from './playlists/platform-playlists';
import { type RefreshResult, refreshAllPlaylists } from './playlists/refresh-all-playlists';
import { recordSpotifyPlaylistDays } from './playlists/track-playlist-days';

export interface CycleResult {
  date: string;
  catalogue: Record<string, number>;
  playlists: RefreshResult;
  /** Apple Music, Deezer, Amazon Music, Tidal and SoundCloud playlists (decision 041). */
  platformPlaylists: RefreshResult;
  charts: ChartsResult;
  counters: Awaited<ReturnType<typeof refreshCounters>>;
  /** Per-day jobs (radio, city charts, DJ sets, concerts, artist counters, audience). */
  daily: Record<string, DailyJobResult>;
  ms: number;
}

/**
 * One full monitoring cycle for the platform's current day, in this process: import new
 * catalogue, then the steps of `cycleSteps` in two lines that run at once: playlists, charts and
 * counters one after the other, and the per-day jobs (which also catch up on days they missed). Safe to run again for the same day: it writes only what changed since,
 * so on a live platform, which publishes its day as it goes, it runs again and again through the
 * day. The per-day jobs read whole days only (the day before, while today is being published),
 * and radio and DJ sets also what has been published of today so far (radio's counts are
 * replaced as they grow, a track's DJ support of the day is updated in place as more sets come
 * out; the day is marked done once whole, and then read again in full). On PostgreSQL the same
 * steps run as queue jobs (`startQueueWorker`).
 */
export async function runCycle(context: MonitorContext): Promise<CycleResult> {
  const started = performance.now();
  // Where a cycle's time goes, for the log: each step's own time (the two lines overlap).
  const stepMs = new Map<string, number>();
  const timed = async <Result>(name: string, run: () => Promise<Result>): Promise<Result> => {
    context.signal?.throwIfAborted();
    const stepStarted = performance.now();
    const result = await run();
    stepMs.set(name, Math.round(performance.now() - stepStarted));
    return result;
  };
  const status = await context.world.status();
  const { date } = status;
  const wholeDay = lastWholeDay(status);
  const catalogue = await timed('catalogue', () => syncCatalogue(context));
  const inputs = await loadStepInputs(context);
  // Two lines run at once: the steps on the platform's current state (playlists, charts,
  // counters) and the per-day jobs. They are independent (on PostgreSQL each is a queue job of
  // its own, `cycleSteps`), and one line's waiting for the platform's answers is the other's
  // time to diff and write (the world serves in its own process).
  const current = (async () => {
    const playlists = await timed('playlists', () =>
      refreshAllPlaylists(context, inputs.trackIds, date),
    );
    // Issue 21: once all of Spotify's playlists are read, its playlists per track and their
    // reach over time (decision 062; on the queue the day's last shard does it).
    await timed('playlistCounts', () => recordSpotifyPlaylistDays(context.db, date));
    const platformPlaylists = await timed('platformPlaylists', () =>
      refreshPlatformPlaylists(context, inputs.trackIds, date),
    );
    const charts = await timed('charts', () =>
      refreshCharts(context, defaultCharts(), inputs.trackIds, date),
    );
    const counters = await timed('counters', () => refreshCounters(context, inputs.trackIds, date));
    return { playlists, platformPlaylists, charts, counters };
  })();
  const daily: Record<string, DailyJobResult> = {};
  const perDay = (async () => {
    const dailyStarted = performance.now();
    for (const [name, job] of Object.entries(DAILY_JOBS)) {
      daily[name as DailyJobName] = await timed(name, () => job(context, inputs, wholeDay));
    }
    if (wholeDay !== date) {
      // Radio and DJ sets of today so far (`LIVE_JOBS`): radioToday, tracklistsToday.
      for (const [name, job] of Object.entries(LIVE_JOBS)) {
        daily[name] = await timed(name, () => job(context, inputs, date));
      }
    }
    // The real platforms are not the world's: they run on the real calendar on their own
    // schedule (`startRealPlatformsLoop`, decision 054), never on this cycle's date.
    stepMs.set('daily', Math.round(performance.now() - dailyStarted));
  })();
  // Both lines end before the cycle does (a failed one fails the cycle, after the other ends).
  const [currentLine, perDayLine] = await Promise.allSettled([current, perDay]);
  if (currentLine.status === 'rejected') throw currentLine.reason;
  if (perDayLine.status === 'rejected') throw perDayLine.reason;
  const { playlists, platformPlaylists, charts, counters } = currentLine.value;
  // What the cycle wrote (playlist names, new releases) changes the search's statistics.
  await timed('analyze', () => analyzeChangedCatalogue(context.db));
  // Issue 28: every playlist's health from the day's readings (decision 057).
  await timed('playlistHealth', () => refreshPlaylistHealth(context.db, date));
  const dailyJobs = Object.values(daily);
  const dailyActivities = dailyJobs.reduce((sum, job) => sum + job.activities, 0);
  const dailyFailed = dailyJobs.reduce((sum, job) => sum + job.failed, 0);
  const result = {
    date,
    catalogue,
    playlists,
    platformPlaylists,
    charts,
    counters,
    daily,
    ms: Math.round(performance.now() - started),
  };
  const ms = (step: string) => stepMs.get(step) ?? 0;
  context.log.info(
    `cycle ${date}: ${playlists.playlists} playlists (${playlists.changed} changed, ${playlists.failed} failed), ${charts.charts} charts (${charts.failed} failed${charts.unpublished > 0 ? `, ${charts.unpublished} not out yet` : ''}), ${counters.sources} counter sources, ${dailyJobs.length} daily jobs (${dailyFailed} failed), ${playlists.activities + platformPlaylists.activities + charts.activities + counters.activities + dailyActivities} activities in ${result.ms} ms (catalogue ${ms('catalogue')}, playlists ${ms('playlists')} [fetch ${Math.round(playlists.fetchMs)}, write ${Math.round(playlists.writeMs)}, counts ${ms('playlistCounts')}], other platforms' playlists ${ms('platformPlaylists')} (${platformPlaylists.changed} changed), charts ${ms('charts')}, counters ${ms('counters')}, daily ${ms('daily')} [${Object.keys(
      daily,
    )
      .map((name) => `${name} ${ms(name)}`)
      .join(', ')}])`,
  );
  return result;
}
