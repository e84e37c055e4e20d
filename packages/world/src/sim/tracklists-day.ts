import { IdKind, spotifyId } from '../model/ids';
import { personName } from '../model/names';
import { createRandom, hash, Salt } from '../model/random';
import type { DayPool } from './day-pool';

/** One day's DJ tracklists (1001Tracklists-like): ids, DJs and the supported tracks. */
export type DayTracklists = {
  ids: string[];
  djs: string[];
  /** Tracks of tracklist k are tracks[offsets[k] .. offsets[k + 1]). */
  offsets: Int32Array;
  tracks: Int32Array;
  /** The second of the day tracklist k was published (ids stay in list order, not in time order). */
  seconds: Int32Array;
};

/** Relative weight of each hour of the day: every hour has some sets, evenings and nights more. */
const HOUR_WEIGHTS = [
  2, 2, 1.6, 1.2, 0.8, 0.6, 0.5, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1, 1, 1.1, 1.2, 1.4, 1.6, 1.8, 2, 2.2,
  2.3, 2.2,
];
const HOUR_CUMULATIVE = HOUR_WEIGHTS.map((_, h) =>
  HOUR_WEIGHTS.slice(0, h + 1).reduce((sum, w) => sum + w, 0),
);
const WEIGHT_TOTAL = HOUR_CUMULATIVE[23]!;

/**
 * When a day's tracklist k is published, from its own hash (not the tracklist random stream, so
 * the sets themselves are unchanged): an hour by HOUR_WEIGHTS, a uniform second within it.
 */
export function tracklistSecond(seed: number, day: number, k: number): number {
  const draw = hash(seed, 0x7ac1, day, k);
  const target = ((draw >>> 8) / 16_777_216) * WEIGHT_TOTAL;
  let hour = HOUR_CUMULATIVE.findIndex((c) => target < c);
  if (hour < 0) hour = 23;
  return hour * 3600 + (((draw & 0xff) * 3600) >>> 8);
}

export function computeTracklists(
  pool: DayPool,
  seed: number,
  day: number,
  count: number,
): DayTracklists {
  const random = createRandom(seed, Salt.tracklist, day);
  const offsets = new Int32Array(count + 1);
  const tracks: number[] = [];
  const ids: string[] = [];
  const djs: string[] = [];
  const electronic = pool.electronicTop;
  for (let k = 0; k < count; k++) {
    ids.push(spotifyId(seed, IdKind.tracklist, day * 100_000 + k));
    // A DJ pool of a few hundred names, so the same DJs come back.
    djs.push(`DJ ${personName(seed, IdKind.tracklist, random.int(400))}`);
    const size = 12 + random.int(14);
    const picked = new Set<number>();
    for (let attempt = 0; picked.size < size && attempt < size * 3; attempt++) {
      // Most DJs play what is hot in the stores, some dig deeper.
      const position = Math.floor(electronic.length * random.next() ** 2);
      const track = electronic[position];
      if (track !== undefined) picked.add(track);
    }
    tracks.push(...picked);
    offsets[k + 1] = tracks.length;
  }
  const seconds = Int32Array.from({ length: count }, (_, k) => tracklistSecond(seed, day, k));
  return { ids, djs, offsets, tracks: Int32Array.from(tracks), seconds };
}
