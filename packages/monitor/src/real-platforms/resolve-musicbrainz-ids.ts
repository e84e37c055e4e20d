import type {
  MusicBrainzClient,
  MusicBrainzRecording,
} from '../connectors/musicbrainz/musicbrainz-client';
import { chunk } from '../connectors/shared/chunk';
import { lookUpCandidates, storeLookUps } from './monitored-isrc-tracks';
import {
  emptyResult,
  type PlatformJobContext,
  type PlatformJobInput,
  type PlatformResult,
  reportFailure,
} from './platform-result';

export const MUSICBRAINZ_KEY = 'musicbrainz';
/** At one request a second, progress is saved every few look-ups so a restart loses little. */
const SAVE_EVERY = 20;

/**
 * One ISRC can carry several recordings (a remix or a live take filed under the original's
 * code); the earliest released is the one the code was assigned to.
 */
function originalRecording(recordings: readonly MusicBrainzRecording[]) {
  return [...recordings].sort((a, b) =>
    (a.firstReleaseDate ?? '9999').localeCompare(b.firstReleaseDate ?? '9999'),
  )[0];
}

/** Stores `external_ids.musicbrainz` (a recording id) once per monitored track with an ISRC. */
export async function resolveMusicBrainzIds(
  context: PlatformJobContext,
  client: MusicBrainzClient,
  input: PlatformJobInput,
): Promise<PlatformResult> {
  const result = emptyResult();
  const candidates = lookUpCandidates(input.tracks, MUSICBRAINZ_KEY, input.date, {
    retryDays: input.retryMissesAfterDays,
    limit: input.lookUpsPerCycle,
  });
  for (const batch of chunk(candidates, SAVE_EVERY)) {
    const found: { trackId: number; value: string }[] = [];
    const missed: number[] = [];
    for (const track of batch) {
      try {
        const recording = originalRecording((await client.lookUpIsrc(track.isrc)).recordings);
        if (recording) found.push({ trackId: track.id, value: recording.id });
        else missed.push(track.id);
      } catch (error) {
        // A malformed ISRC in our catalogue never matches: remembered as a miss, not retried daily.
        if (error instanceof TypeError) {
          context.log.warn(`musicbrainz ${track.isrc}: ${error.message}`);
          missed.push(track.id);
        } else {
          reportFailure(context, result, `musicbrainz ${track.isrc}`, error);
        }
      }
    }
    result.ids += await storeLookUps(context.db, MUSICBRAINZ_KEY, found, missed, input.date);
  }
  return result;
}
