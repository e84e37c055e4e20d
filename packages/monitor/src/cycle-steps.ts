import { loadMonitoredArtists } from './artists/monitored-artists';
import { refreshArtistCounters } from './artists/refresh-artist-counters';
import { refreshAudience } from './audience/refresh-audience';
import { loadTrackIds } from './catalogue/sync-catalogue';
import { defaultCharts } from './charts/chart-list';
import { refreshCharts } from './charts/refresh-charts';
import { refreshComments } from './comments/refresh-comments';
import { refreshConcerts } from './concerts/refresh-concerts';
import type { MonitorContext } from './context';
import { refreshCounters } from './counters/refresh-counters';
import { refreshCreatorPosts } from './creator-posts/refresh-creator-posts';
import type { DailyJobResult } from './job-days/run-daily-job';
import { refreshPlatformAudience } from './platform-audience/refresh-platform-audience';
import { refreshPlatformPlaylists } from './playlists/platform-playlists';
import { refreshAllPlaylists } from './playlists/refresh-all-playlists';
import { refreshRadio, refreshRadioSoFar } from './radio/refresh-radio';
import { runRealPlatformsDay } from './real-platforms/real-schedule';
import { nextRetryAt } from './real-platforms/refresh-real-platforms';
import { refreshCityCharts } from './shazam-cities/refresh-city-charts';
import { refreshTracklists, refreshTracklistsSoFar } from './tracklists/refresh-tracklists';

/** What a step needs from the database: the catalogue's track ids and the monitored artists. */
export interface StepInputs {
  trackIds: ReadonlyMap<string, number>;
  artists: ReadonlyMap<string, number>;
}

export async function loadStepInputs(context: MonitorContext): Promise<StepInputs> {
  const [trackIds, artists] = await Promise.all([
    loadTrackIds(context.db),
    loadMonitoredArtists(context.db),
  ]);
  return { trackIds, artists };
}

type DailyJob = (
  context: MonitorContext,
  inputs: StepInputs,
  date: string,
) => Promise<DailyJobResult>;

/** The per-day jobs, which also catch up on the days they missed. */
export const DAILY_JOBS = {
  shazamCities: (context, { trackIds }, date) => refreshCityCharts(context, trackIds, date),
  radio: (context, { trackIds }, date) => refreshRadio(context, trackIds, date),
  tracklists: (context, { trackIds }, date) => refreshTracklists(context, trackIds, date),
  concerts: (context, { artists }, date) => refreshConcerts(context, artists, date),
  artistCounters: (context, { artists }, date) => refreshArtistCounters(context, artists, date),
  audience: (context, { artists }, date) => refreshAudience(context, artists, date),
  platformAudience: (context, { artists }, date) => refreshPlatformAudience(context, artists, date),
  comments: (context, { trackIds }, date) => refreshComments(context, trackIds, date),
  creatorPosts: (context, _inputs, date) => refreshCreatorPosts(context, date),
} satisfies Record<string, DailyJob>;

export type DailyJobName = keyof typeof DAILY_JOBS;
const DAILY_JOB_NAMES = Object.keys(DAILY_JOBS) as DailyJobName[];

/**
 * What a live platform has published of its current day so far, read while the day comes out
 * (issue 21): written as a whole day's are, the day not marked done, so the per-day job reads it
 * again in full once it is whole. Not steps of `cycleSteps` (which work on whole days): the cycle
 * runs them after the per-day jobs, the queue worker as `monitor-live` jobs.
 */
export const LIVE_JOBS = {
  radioToday: (context, { trackIds }, date) => refreshRadioSoFar(context, trackIds, date),
  tracklistsToday: (context, { trackIds }, date) => refreshTracklistsSoFar(context, trackIds, date),
} satisfies Record<string, DailyJob>;

export type LiveJobName = keyof typeof LIVE_JOBS;

/** The counts every step reports; the cycle's report sums them. */
export interface StepResult {
  activities: number;
  failed: number;
  /** A platform asked to be left until then (Retry-After, budget): the step runs again then. */
  retryAt?: string;
}

/**
 * The independent steps of one day's cycle (after the catalogue import), each a job of its own on
 * the queue: the playlists in `playlistShards` disjoint parts, the other platforms' playlists
 * (decision 041), the charts, the counters, each per-day job and the real platforms.
 */
export function cycleSteps(playlistShards: number): string[] {
  const shards = Array.from(
    { length: playlistShards },
    (_, i) => `playlists:${i}/${playlistShards}`,
  );
  return [
    ...shards,
    'platformPlaylists',
    'charts',
    'counters',
    ...DAILY_JOB_NAMES,
    'realPlatforms',
  ];
}

/** Runs one step of `cycleSteps`, or of `LIVE_JOBS`, for the platform's day `date`. */
export async function runStep(
  context: MonitorContext,
  step: string,
  date: string,
  inputs: StepInputs,
): Promise<StepResult> {
  const shard = /^playlists:(\d+)\/(\d+)$/.exec(step);
  if (shard) {
    const result = await refreshAllPlaylists(context, inputs.trackIds, date, undefined, {
      index: Number(shard[1]),
      count: Number(shard[2]),
    });
    return { activities: result.activities, failed: result.failed };
  }
  if (step === 'platformPlaylists') {
    const result = await refreshPlatformPlaylists(context, inputs.trackIds, date);
    return { activities: result.activities, failed: result.failed };
  }
  if (step === 'charts') {
    const result = await refreshCharts(context, defaultCharts(), inputs.trackIds, date);
    return { activities: result.activities, failed: result.failed };
  }
  if (step === 'counters') {
    const result = await refreshCounters(context, inputs.trackIds, date);
    return { activities: result.activities, failed: result.failed };
  }
  if (step === 'realPlatforms') {
    // On the real calendar, once a day per platform from its hour: not the world's `date`.
    const byPlatform = await runRealPlatformsDay(context);
    const results = Object.values(byPlatform);
    const retryAt = nextRetryAt(byPlatform);
    return {
      activities: results.reduce((sum, result) => sum + result.activities, 0),
      failed: results.reduce((sum, result) => sum + result.failed, 0),
      ...(retryAt ? { retryAt } : {}),
    };
  }
  if (step in LIVE_JOBS) {
    const result = await LIVE_JOBS[step as LiveJobName](context, inputs, date);
    return { activities: result.activities, failed: result.failed };
  }
  if (step in DAILY_JOBS) {
    const result = await DAILY_JOBS[step as DailyJobName](context, inputs, date);
    return { activities: result.activities, failed: result.failed };
  }
  throw new Error(`unknown monitor step "${step}"`);
}
