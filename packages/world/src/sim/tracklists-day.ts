import { IdKind, spotifyId } from '../model/ids';
import { personName } from '../model/names';
import { createRandom, Salt } from '../model/random';
import type { DayPool } from './day-pool';

/** One day's DJ tracklists (1001Tracklists-like): ids, DJs and the supported tracks. */
export type DayTracklists = {
  ids: string[];
  djs: string[];
  /** Tracks of tracklist k are tracks[offsets[k] .. offsets[k + 1]). */
  offsets: Int32Array;
  tracks: Int32Array;
};

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
  return { ids, djs, offsets, tracks: Int32Array.from(tracks) };
}
