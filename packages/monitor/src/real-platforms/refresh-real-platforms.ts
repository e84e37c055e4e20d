import type { ConnectorName, SelectedConnectors } from '../connectors/select-connectors';
import { loadMonitoredIsrcTracks } from './monitored-isrc-tracks';
import type { PlatformJobContext, PlatformJobInput, PlatformResult } from './platform-result';
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

export type RealPlatformsResult = Partial<Record<ConnectorName, PlatformResult>>;

export interface RealPlatformsOptions {
  /** The clients to use; by default those of process.env (`selectConnectors`). */
  connectors?: SelectedConnectors;
  settings?: RealPlatformsSettings;
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
  const { musicBrainz, deezer, spotify, youtube } = connectors;
  if (musicBrainz) result.musicbrainz = await resolveMusicBrainzIds(context, musicBrainz, input);
  if (deezer) result.deezer = await refreshDeezerTracks(context, deezer, input);
  if (spotify) {
    result.spotify = await refreshBatchedCounters(
      context,
      {
        source: 'spotify',
        idKey: SPOTIFY_WEB_KEY,
        doneMetric: 'popularity_current',
        fetch: (ids) => spotify.trackCounters(ids),
      },
      input,
    );
  }
  if (youtube) {
    result.youtube = await refreshBatchedCounters(
      context,
      {
        source: 'youtube',
        idKey: YOUTUBE_KEY,
        doneMetric: 'video_views_total',
        fetch: (ids) => youtube.videoCounters(ids),
      },
      input,
    );
  }
  const summary = Object.entries(result)
    .map(([name, job]) => `${name} ${job.ids} ids, ${job.series} series, ${job.failed} failed`)
    .join('; ');
  context.log.info(`real platforms ${date} (${input.tracks.length} tracks): ${summary}`);
  return result;
}
