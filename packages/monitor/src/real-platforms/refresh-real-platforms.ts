import type { ConnectorName, SelectedConnectors } from '../connectors/select-connectors';
import { loadMonitoredIsrcTracks } from './monitored-isrc-tracks';
import {
  emptyResult,
  type PlatformJobContext,
  type PlatformJobInput,
  type PlatformResult,
} from './platform-result';
import {
  deferPlatform,
  deferredUntil,
  guardClient,
  PlatformDeferredError,
  type PlatformGuard,
  recordPlatformRun,
} from './platform-state';
import { configuredRealPlatforms, type RealPlatformsSettings } from './real-platforms-settings';
import { refreshBatchedCounters } from './refresh-batched-counters';
import { refreshDeezerTracks } from './refresh-deezer-tracks';
import { resolveMusicBrainzIds } from './resolve-musicbrainz-ids';

/**
 * Where real Spotify ids live on a track: `spotify` holds the demo world's ids (the catalogue
 * import and every demo job key on it), so a real id stored there would be read as a demo one.
 */
export const SPOTIFY_WEB_KEY = 'spotify_web';
/** A YouTube video id of the track. */
export const YOUTUBE_KEY = 'youtube';

/** A platform's run; `retryAt` when it was put off (Retry-After, budget) before finishing. */
export type RealPlatformResult = PlatformResult & { retryAt?: string };
export type RealPlatformsResult = Partial<Record<ConnectorName, RealPlatformResult>>;

/** The earliest moment a put-off platform may be asked again: when to reschedule the job. */
export function nextRetryAt(result: RealPlatformsResult): string | undefined {
  const times = Object.values(result).flatMap((job) => (job.retryAt ? [job.retryAt] : []));
  return times.sort()[0];
}

export interface RealPlatformsOptions {
  /** The clients to use; by default those of process.env (`selectConnectors`). */
  connectors?: SelectedConnectors;
  settings?: RealPlatformsSettings;
  /** The wall clock (Retry-After, budgets); tests move it. */
  now?: () => number;
  /** How a worker waits an over-budget window that ends within 5 s. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The real connectors' daily job for the monitored tracks that carry an ISRC: MusicBrainz and
 * Deezer ids found by ISRC once, then Deezer, Spotify and YouTube counters as series rows (and
 * view milestones). A platform that is not configured is skipped without a request; with none
 * configured this returns at once.
 */
export async function refreshRealPlatforms(
  context: PlatformJobContext,
  date: string,
  options: RealPlatformsOptions = {},
): Promise<RealPlatformsResult> {
  const fromEnvironment =
    options.connectors && options.settings ? undefined : configuredRealPlatforms(context.log);
  const connectors = options.connectors ?? fromEnvironment?.connectors;
  const settings = options.settings ?? fromEnvironment?.settings;
  if (!connectors || !settings || connectors.enabled.length === 0) return {};

  const input: PlatformJobInput = {
    tracks: await loadMonitoredIsrcTracks(context.db),
    date,
    lookUpsPerCycle: settings.lookUpsPerCycle,
    retryMissesAfterDays: settings.retryMissesAfterDays,
  };
  const result: RealPlatformsResult = {};
  const clock = {
    now: options.now ?? Date.now,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  };
  /**
   * One platform's job behind its shared budget and Retry-After: a platform put off is skipped
   * without a request until its time, and one put off mid-run keeps what it stored and reports
   * `retryAt`; the other platforms go on either way.
   */
  async function run<Client extends object>(
    source: ConnectorName,
    client: Client | undefined,
    job: (client: Client) => Promise<PlatformResult>,
  ) {
    if (!client) return;
    const waiting = await deferredUntil(context.db, source, clock.now());
    if (waiting) {
      result[source] = { ...emptyResult(), retryAt: waiting.toISOString() };
      context.log.info(`${source} put off until ${waiting.toISOString()}`);
      return;
    }
    const guard: PlatformGuard = { succeeded: 0, failed: 0, lastError: undefined };
    try {
      result[source] = await job(guardClient(client, source, context.db, guard, clock));
      await recordPlatformRun(context.db, source, guard, clock.now());
    } catch (error) {
      if (!(error instanceof PlatformDeferredError)) throw error;
      await deferPlatform(context.db, error, clock.now());
      result[source] = { ...emptyResult(), retryAt: error.retryAt.toISOString() };
      context.log.info(error.message);
    }
  }
  const { musicBrainz, deezer, spotify, youtube } = connectors;
  await run('musicbrainz', musicBrainz, (client) => resolveMusicBrainzIds(context, client, input));
  await run('deezer', deezer, (client) => refreshDeezerTracks(context, client, input));
  await run('spotify', spotify, (client) =>
    refreshBatchedCounters(
      context,
      {
        source: 'spotify',
        idKey: SPOTIFY_WEB_KEY,
        doneMetric: 'popularity_current',
        fetch: (ids) => client.trackCounters(ids),
      },
      input,
    ),
  );
  await run('youtube', youtube, (client) =>
    refreshBatchedCounters(
      context,
      {
        source: 'youtube',
        idKey: YOUTUBE_KEY,
        doneMetric: 'video_views_total',
        fetch: (ids) => client.videoCounters(ids),
      },
      input,
    ),
  );
  const summary = Object.entries(result)
    .map(
      ([name, job]) =>
        `${name} ${job.ids} ids, ${job.series} series, ${job.failed} failed${job.retryAt ? `, again at ${job.retryAt}` : ''}`,
    )
    .join('; ');
  context.log.info(`real platforms ${date} (${input.tracks.length} tracks): ${summary}`);
  return result;
}
