import { storeChartDay } from '../charts/refresh-charts';
import type { DeezerClient } from '../connectors/deezer/deezer-client';
import type { PlaylistSnapshot } from '../connectors/types';
import { diffReadPlaylists } from './diff-read-playlists';
import {
  emptyResult,
  type PlatformJobContext,
  type PlatformJobInput,
  type PlatformResult,
  reportFailure,
} from './platform-result';
import { DEEZER_KEY } from './refresh-deezer-tracks';

/**
 * The real Deezer worldwide chart, kept apart from the demo world's Deezer charts (a chart's
 * entries are diffed against its own stored ones).
 */
export const REAL_DEEZER_CHART = {
  key: 'real:deezer:global',
  source: 'deezer',
  countryCode: null,
  name: 'Deezer Top 100 Global',
} as const;

/** Real Deezer playlists are stored under their own source, apart from the demo world's. */
export const REAL_DEEZER_PLAYLISTS = 'deezer_real';

/**
 * Deezer's chart and the playlists it shows, read on the real day and written through the same
 * pipeline as the world's (`storeChartDay`, `refreshAllPlaylists`): chart entries and playlist
 * additions or removals of monitored tracks (matched by their Deezer id) become activities dated
 * `input.date`, each once.
 */
export async function refreshDeezerCharts(
  context: PlatformJobContext,
  client: DeezerClient,
  input: PlatformJobInput,
): Promise<PlatformResult> {
  const result = emptyResult();
  const byDeezerId = new Map<string, number>();
  for (const track of input.tracks) {
    const deezerId = track.externalIds[DEEZER_KEY];
    if (deezerId) byDeezerId.set(deezerId, track.id);
  }
  try {
    const chart = await client.chart();
    const positions = chart.entries.flatMap((entry) => {
      const trackId = byDeezerId.get(entry.trackId);
      return trackId === undefined ? [] : [{ trackId, position: entry.position }];
    });
    result.activities += await storeChartDay(context, REAL_DEEZER_CHART, positions, input.date);
  } catch (error) {
    reportFailure(context, result, 'deezer chart', error);
  }

  let playlistIds: string[] = [];
  try {
    playlistIds = await client.chartPlaylists();
  } catch (error) {
    reportFailure(context, result, 'deezer chart playlists', error);
  }
  const snapshots = new Map<string, PlaylistSnapshot>();
  for (const id of playlistIds) {
    try {
      snapshots.set(id, await client.playlist(id));
    } catch (error) {
      reportFailure(context, result, `deezer playlist ${id}`, error);
    }
  }
  if (snapshots.size === 0) return result;
  const refreshed = await diffReadPlaylists(context, byDeezerId, input.date, {
    source: REAL_DEEZER_PLAYLISTS,
    // Their activities are Deezer's in the feed (its Deezer tab, its badge).
    feedSource: 'deezer',
    snapshots,
  });
  result.activities += refreshed.activities;
  result.failed += refreshed.failed;
  return result;
}
