import { chunk } from '../connectors/shared/chunk';
import type { TrackCounters } from '../connectors/types';
import { type CounterValue, storeTrackCounters } from '../counters/store-track-counters';
import { trackIdsWithValue } from './monitored-isrc-tracks';
import {
  emptyResult,
  type PlatformJobContext,
  type PlatformJobInput,
  type PlatformResult,
  reportFailure,
} from './platform-result';

/** Spotify `GET /tracks` and YouTube `videos.list` both take at most 50 ids a call. */
const IDS_PER_REQUEST = 50;

export interface BatchedCounters {
  source: string;
  /** Where the platform's id is stored on the track. */
  idKey: string;
  /** The metric whose row for the day marks a track as done (a rerun skips its request). */
  doneMetric: string;
  /** Counters for up to 50 platform ids; ids the platform does not know are left out. */
  fetch(ids: readonly string[]): Promise<TrackCounters[]>;
}

/**
 * Counters of the tracks that carry a platform id under `idKey`, 50 ids a request, each batch
 * written on its own: a batch that keeps failing is reported and skipped, the others stored.
 */
export async function refreshBatchedCounters(
  context: PlatformJobContext,
  platform: BatchedCounters,
  input: PlatformJobInput,
): Promise<PlatformResult> {
  const result = emptyResult();
  const withId = input.tracks.filter((track) => track.externalIds[platform.idKey]);
  const done = await trackIdsWithValue(
    context.db,
    withId.map((track) => track.id),
    platform.source,
    platform.doneMetric,
    input.date,
  );
  // Two of our tracks may point at one platform item (a duplicate import): both get its values.
  const tracksOf = new Map<string, number[]>();
  for (const track of withId) {
    const id = track.externalIds[platform.idKey];
    if (!id || done.has(track.id)) continue;
    tracksOf.set(id, [...(tracksOf.get(id) ?? []), track.id]);
  }
  for (const ids of chunk([...tracksOf.keys()], IDS_PER_REQUEST)) {
    let counters: TrackCounters[];
    try {
      counters = await platform.fetch(ids);
    } catch (error) {
      reportFailure(context, result, `${platform.source} ${ids.length} ids`, error);
      continue;
    }
    const values: CounterValue[] = counters.flatMap((item) =>
      (tracksOf.get(item.trackId) ?? []).flatMap((trackId) =>
        Object.entries(item.metrics).map(([metric, value]) => ({ trackId, metric, value })),
      ),
    );
    const stored = await storeTrackCounters(context.db, platform.source, values, input.date);
    result.series += stored.series;
    result.activities += stored.activities;
  }
  return result;
}
