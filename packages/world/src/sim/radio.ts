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
  const spins = wholeStationSpins(state, station, day);
  const published = publishedSpinCount(state, station, day);
  // Drawn in full and cut, so a spin is the same before and after its day is whole.
  return published < spins.length ? spins.slice(0, published) : spins;
}

function wholeStationSpins(state: WorldState, station: number, day: number): Spin[] {
  const record = state.history[day];
  if (!record) return [];
  const count = spinCount(state.seed, station, day);
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
  return spins;
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

/** A day's spins grouped by track: those of track t are [offsets[t], offsets[t + 1]). */
export type DaySpinIndex = {
  offsets: Int32Array;
  station: Int32Array;
  /** The spin's index among its station's spins of the day (what a live day publishes by). */
  rank: Int32Array;
  second: Int32Array;
};

const spinIndexCache = new WeakMap<WorldState, Map<number, DaySpinIndex>>();

/**
 * Every spin of a day (published or not) indexed by track, so a question about a few tracks
 * does not page through the day's ~875,000 spins. Built once a day (a few days are kept).
 */
export function daySpinIndex(state: WorldState, day: number): DaySpinIndex {
  let perDay = spinIndexCache.get(state);
  if (!perDay) {
    perDay = new Map();
    spinIndexCache.set(state, perDay);
  }
  const cached = perDay.get(day);
  if (cached) return cached;
  const record = state.history[day];
  const stationCount = state.stations.length;
  const all: Spin[][] = [];
  const offsets = new Int32Array(state.tracks.length + 1);
  let total = 0;
  for (let s = 0; s < stationCount; s++) {
    // Drawn whole, as on a day that is over: the published part is cut when asked.
    const spins = record ? wholeStationSpins(state, s, day) : [];
    all.push(spins);
    for (const spin of spins) offsets[spin.track + 1]!++;
    total += spins.length;
  }
  for (let t = 0; t < state.tracks.length; t++) offsets[t + 1]! += offsets[t]!;
  const next = offsets.slice(0, state.tracks.length);
  const index: DaySpinIndex = {
    offsets,
    station: new Int32Array(total),
    rank: new Int32Array(total),
    second: new Int32Array(total),
  };
  for (let s = 0; s < stationCount; s++) {
    const spins = all[s]!;
    for (let k = 0; k < spins.length; k++) {
      const spin = spins[k]!;
      const at = next[spin.track]!++;
      index.station[at] = s;
      index.rank[at] = k;
      index.second[at] = spin.second;
    }
  }
  if (perDay.size >= 3) perDay.delete(perDay.keys().next().value!);
  perDay.set(day, index);
  return index;
}

/** The published spins of some tracks on a day, ordered by station then time. */
export function trackSpins(state: WorldState, day: number, tracks: readonly number[]): Spin[] {
  const index = daySpinIndex(state, day);
  const published = new Map<number, number>();
  const out: Spin[] = [];
  for (const track of new Set(tracks)) {
    for (let at = index.offsets[track]!; at < index.offsets[track + 1]!; at++) {
      const station = index.station[at]!;
      let count = published.get(station);
      if (count === undefined) {
        count = publishedSpinCount(state, station, day);
        published.set(station, count);
      }
      if (index.rank[at]! < count) out.push({ station, track, second: index.second[at]! });
    }
  }
  return out.sort((a, b) => a.station - b.station || a.second - b.second);
}
