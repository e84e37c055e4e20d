import type { ConnectorName, SelectedConnectors } from '../connectors/select-connectors';
import type { SpotifyClient } from '../connectors/spotify/spotify-client';
import type { TrackCounters } from '../connectors/types';
import { FetchFailedError } from '../http/fetch-json';
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
  lastRunDay,
  PlatformDeferredError,
  type PlatformGuard,
  recordPlatformMode,
  recordPlatformRun,
} from './platform-state';
import { configuredRealPlatforms, type RealPlatformsSettings } from './real-platforms-settings';
import { refreshBatchedCounters } from './refresh-batched-counters';
import { refreshDeezerCharts } from './refresh-deezer-charts';
import { refreshDeezerTracks } from './refresh-deezer-tracks';
import { refreshSpotifyPlaylists } from './refresh-spotify-playlists';
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
  /**
   * The daily run of the real calendar (decision 054): a platform that ran on `date` already
   * is skipped, and one that finishes (not put off) is marked as run on `date`.
   */
  oncePerDay?: boolean;
  /**
   * Marks a finishing platform as run on `date` without skipping one that ran: a profile's
   * first refresh after the day's hour reads every monitored track, so it is the day's run.
   */
  countsAsDailyRun?: boolean;
}

/** A daily run that got no answer at all is tried again this much later. */
export const RETRY_UNANSWERED_MS = 3_600_000;

/** What Spotify's Development Mode does not give (Feb 2026 changes), shown on the status desk. */
export const SPOTIFY_DEVELOPMENT_MODE_UNAVAILABLE =
  "Spotify popularity and playlist placements: this app is in Development Mode, which answers 403 to GET /tracks?ids=, no longer returns popularity and restricts playlists' contents (February 2026 changes); Extended Quota Mode gives both";

/**
 * Spotify popularity, 50 tracks a call, with its mode read from the answers: a 403 means the
 * app is in Development Mode (the call is not allowed), recorded once with what is unavailable,
 * the remaining batches not asked; an answer means Extended Quota Mode, in which the artists'
 * playlist placements are read too (`refreshSpotifyPlaylists`).
 */
async function refreshSpotify(
  context: PlatformJobContext,
  client: SpotifyClient,
  input: PlatformJobInput,
  now: number,
): Promise<PlatformResult> {
  let restricted = false;
  let answered = false;
  const result = await refreshBatchedCounters(
    context,
    {
      source: 'spotify',
      idKey: SPOTIFY_WEB_KEY,
      doneMetric: 'popularity_current',
      fetch: async (ids): Promise<TrackCounters[]> => {
        if (restricted) return [];
        try {
          const counters = await client.trackCounters(ids);
          answered = true;
          return counters;
        } catch (error) {
          if (!(error instanceof FetchFailedError) || error.status !== 403) throw error;
          restricted = true;
          return [];
        }
      },
    },
    input,
  );
  if (restricted || answered) {
    const changed = await recordPlatformMode(
      context.db,
      'spotify',
      restricted ? 'development' : 'extended',
      restricted ? SPOTIFY_DEVELOPMENT_MODE_UNAVAILABLE : null,
      now,
    );
    if (changed && restricted)
      context.log.warn(`unavailable: ${SPOTIFY_DEVELOPMENT_MODE_UNAVAILABLE}`);
    if (changed && !restricted) {
      context.log.info('spotify: Extended Quota Mode, popularity and playlists read');
    }
  }
  // Playlist placements only in Extended Quota Mode (decision 065); never asked in Development.
  if (!answered || restricted) return result;
  const playlists = await refreshSpotifyPlaylists(context, client, input, SPOTIFY_WEB_KEY);
  return {
    ...result,
    activities: result.activities + playlists.activities,
    failed: result.failed + playlists.failed,
  };
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
    if (options.oncePerDay && (await lastRunDay(context.db, source)) === date) return;
    const waiting = await deferredUntil(context.db, source, clock.now());
    if (waiting) {
      result[source] = { ...emptyResult(), retryAt: waiting.toISOString() };
      context.log.info(`${source} put off until ${waiting.toISOString()}`);
      return;
    }
    const guard: PlatformGuard = { succeeded: 0, failed: 0, lastError: undefined };
    try {
      result[source] = await job(guardClient(client, source, context.db, guard, clock));
      // A daily run with no answer at all is not the day's run: it is tried again in an hour
      // (the platform put off meanwhile), so one outage at the hour does not lose the day.
      const unanswered = guard.failed > 0 && guard.succeeded === 0;
      const daily = options.oncePerDay || options.countsAsDailyRun;
      await recordPlatformRun(
        context.db,
        source,
        guard,
        clock.now(),
        daily && !unanswered ? date : undefined,
      );
      if (daily && unanswered) {
        const again = new PlatformDeferredError(
          source,
          new Date(clock.now() + RETRY_UNANSWERED_MS),
          `no answer: ${guard.lastError ?? 'every call failed'}`,
        );
        await deferPlatform(context.db, again, clock.now());
        result[source] = { ...result[source], retryAt: again.retryAt.toISOString() };
      }
    } catch (error) {
      if (!(error instanceof PlatformDeferredError)) throw error;
      await deferPlatform(context.db, error, clock.now());
      result[source] = { ...emptyResult(), retryAt: error.retryAt.toISOString() };
      context.log.info(error.message);
    }
  }
  const { musicBrainz, deezer, spotify, youtube } = connectors;
  await run('musicbrainz', musicBrainz, (client) => resolveMusicBrainzIds(context, client, input));
  await run('deezer', deezer, async (client) => {
    const tracks = await refreshDeezerTracks(context, client, input);
    // The chart and its playlists match tracks by the Deezer ids the step above stored.
    const withIds = { ...input, tracks: await loadMonitoredIsrcTracks(context.db) };
    const charts = await refreshDeezerCharts(context, client, withIds);
    return {
      ids: tracks.ids,
      series: tracks.series,
      activities: tracks.activities + charts.activities,
      failed: tracks.failed + charts.failed,
    };
  });
  await run('spotify', spotify, (client) => refreshSpotify(context, client, input, clock.now()));
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
