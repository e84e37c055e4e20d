import { GENRES } from '../model/markets';
import { createRandom, Salt, unit } from '../model/random';
import type { WorldState } from '../world-state';
import { sampleRotation } from './day-pool';

export type Spin = { station: number; track: number; second: number };

/** Spins of one station on one day: ~50 to 300, fixed by (seed, day, station). */
export function spinCount(seed: number, station: number, day: number): number {
  return 50 + Math.floor(250 * unit(seed, Salt.radio, day, station) ** 1.5);
}

/**
 * Spins of a station the world has reported on a day: all of them, or on a live day those whose
 * slot of the day (the day split evenly by the station's spin count) has ended.
 */
export function publishedSpinCount(state: WorldState, station: number, day: number): number {
  const count = spinCount(state.seed, station, day);
  if (day !== state.day || state.publishedSecond >= 86_400) return count;
  return Math.min(count, Math.floor((state.publishedSecond * count) / 86_400));
}

export function stationSpins(state: WorldState, station: number, day: number): Spin[] {
  const record = state.history[day];
  if (!record) return [];
  const count = spinCount(state.seed, station, day);
  const published = publishedSpinCount(state, station, day);
  const random = createRandom(state.seed, Salt.radio, day, station + 1);
  const genre = state.stations[station]!.genre;
  const spins: Spin[] = [];
  const slot = 86_400 / count;
  for (let k = 0; k < count; k++) {
    let track = sampleRotation(record.rotation, random.next());
    // Format radio: half the time the station insists on its own genre.
    if (random.next() < 0.5 && GENRES[genre] !== undefined) {
      for (let attempt = 0; attempt < 3 && state.tracks.genre[track] !== genre; attempt++) {
        track = sampleRotation(record.rotation, random.next());
      }
    }
    spins.push({ station, track, second: Math.floor((k + random.next()) * slot) });
  }
  // Drawn in full and cut, so a spin is the same before and after its day is whole.
  return published < count ? spins.slice(0, published) : spins;
}

const offsetsCache = new WeakMap<WorldState, Map<number, Int32Array>>();

/** Prefix sums of spin counts over stations, for paging through a whole day of spins. */
export function spinOffsets(state: WorldState, day: number): Int32Array {
  if (day === state.day && state.publishedSecond < 86_400) {
    // A live day grows by the second: counted afresh, never cached.
    const offsets = new Int32Array(state.stations.length + 1);
    for (let s = 0; s < state.stations.length; s++) {
      offsets[s + 1] = offsets[s]! + publishedSpinCount(state, s, day);
    }
    return offsets;
  }
  let perDay = offsetsCache.get(state);
  if (!perDay) {
    perDay = new Map();
    offsetsCache.set(state, perDay);
  }
  let offsets = perDay.get(day);
  if (!offsets) {
    offsets = new Int32Array(state.stations.length + 1);
    for (let s = 0; s < state.stations.length; s++) {
      offsets[s + 1] = offsets[s]! + spinCount(state.seed, s, day);
    }
    if (perDay.size > 64) perDay.clear();
    perDay.set(day, offsets);
  }
  return offsets;
}

/** Spins [offset, offset + limit) of a day, ordered by station then time. */
export function spinsPage(state: WorldState, day: number, offset: number, limit: number): Spin[] {
  const offsets = spinOffsets(state, day);
  const out: Spin[] = [];
  if (offset >= offsets[state.stations.length]!) return out;
  let station = 0;
  let low = 0;
  let high = state.stations.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (offsets[mid + 1]! <= offset) low = mid + 1;
    else {
      station = mid;
      high = mid - 1;
    }
  }
  for (; station < state.stations.length && out.length < limit; station++) {
    const spins = stationSpins(state, station, day);
    const skip = Math.max(0, offset - offsets[station]!);
    out.push(...spins.slice(skip, skip + limit - out.length));
  }
  return out;
}
