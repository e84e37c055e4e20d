import type { DeezerClient } from '../connectors/deezer/deezer-client';
import { chunk } from '../connectors/shared/chunk';
import type { TrackCounters } from '../connectors/types';
import { type CounterValue, storeTrackCounters } from '../counters/store-track-counters';
import { mapConcurrent } from '../map-concurrent';
import {
  type IsrcTrack,
  lookUpCandidates,
  storeLookUps,
  trackIdsWithValue,
} from './monitored-isrc-tracks';
import {
  emptyResult,
  type PlatformJobContext,
  type PlatformJobInput,
  type PlatformResult,
  reportFailure,
} from './platform-result';

export const DEEZER_KEY = 'deezer';
const SOURCE = 'deezer';
/** The metric whose row for the day marks a track as done (a rerun skips its request). */
const DONE_METRIC = 'rank';
/** Deezer allows 50 requests per 5 s; a few in flight stay well inside it. */
const CONCURRENCY = 4;
/** Tracks fetched, then written in one transaction: a restart repeats at most one batch. */
const BATCH = 50;

interface Work {
  track: IsrcTrack;
  /** A known Deezer id to read, or none: find the track by ISRC first. */
  deezerId: string | undefined;
}

/**
 * Deezer per monitored track: the track is found by ISRC once (`external_ids.deezer`), then each
 * day its counters (`rank`) become series rows. Deezer has no several-tracks call, so it is one
 * request per track; tracks already written for the day are not asked again.
 */
export async function refreshDeezerTracks(
  context: PlatformJobContext,
  client: DeezerClient,
  input: PlatformJobInput,
): Promise<PlatformResult> {
  const result = emptyResult();
  const done = await trackIdsWithValue(
    context.db,
    input.tracks.map((track) => track.id),
    SOURCE,
    DONE_METRIC,
    input.date,
  );
  const pending = input.tracks.filter((track) => !done.has(track.id));
  const work: Work[] = [
    ...pending
      .filter((track) => track.externalIds[DEEZER_KEY])
      .map((track) => ({ track, deezerId: track.externalIds[DEEZER_KEY] })),
    ...lookUpCandidates(pending, DEEZER_KEY, input.date, {
      retryDays: input.retryMissesAfterDays,
      limit: input.lookUpsPerCycle,
    }).map((track) => ({ track, deezerId: undefined })),
  ];
  for (const batch of chunk(work, BATCH)) {
    const values: CounterValue[] = [];
    const found: { trackId: number; value: string }[] = [];
    const missed: number[] = [];
    await mapConcurrent(batch, CONCURRENCY, async ({ track, deezerId }) => {
      let counters: TrackCounters | null;
      try {
        counters = deezerId ? await client.track(deezerId) : await client.trackByIsrc(track.isrc);
      } catch (error) {
        reportFailure(context, result, `deezer ${deezerId ?? `isrc:${track.isrc}`}`, error);
        return;
      }
      if (!counters) {
        // A known id that vanished (track taken down) is left alone; an unknown ISRC is a miss.
        if (!deezerId) missed.push(track.id);
        return;
      }
      if (!deezerId) found.push({ trackId: track.id, value: counters.trackId });
      for (const [metric, value] of Object.entries(counters.metrics)) {
        values.push({ trackId: track.id, metric, value });
      }
    });
    result.ids += await storeLookUps(context.db, DEEZER_KEY, found, missed, input.date);
    const stored = await storeTrackCounters(context.db, SOURCE, values, input.date);
    result.series += stored.series;
    result.activities += stored.activities;
  }
  return result;
}
