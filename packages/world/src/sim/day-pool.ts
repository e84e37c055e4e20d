import { ELECTRONIC_GENRES, GENRES } from '../model/markets';
import type { TrackTable } from '../model/track-table';
import { searchCdf, topIndexes } from './top-indexes';
import { dailyStreams } from './track-growth';

/** How many of the day's most-streamed tracks compete in charts and fill radio rotations. */
const TOP_SIZE = 1500;
const ELECTRONIC_TOP_SIZE = 600;

/** What one day keeps for later: chart candidates and radio rotation. */
export type DayRotation = {
  top: Int32Array;
  /** Cumulative radio weights over `top`. */
  topCdf: Float64Array;
  electronicTop: Int32Array;
};

/** The day's sampling tables for playlist adds, built once per simulated day. */
export type DayPool = DayRotation & {
  day: number;
  rates: Float64Array;
  genreTracks: Int32Array[];
  genreCdf: Float64Array[];
};

export function buildDayPool(tracks: TrackTable, day: number): DayPool {
  const n = tracks.length;
  const rates = new Float64Array(n);
  const genreCounts = new Int32Array(GENRES.length);
  for (let i = 0; i < n; i++) {
    rates[i] = dailyStreams(tracks, i, day);
    genreCounts[tracks.genre[i]!]!++;
  }
  const genreTracks = Array.from(genreCounts, (size) => new Int32Array(size));
  const genreCdf = Array.from(genreCounts, (size) => new Float64Array(size));
  const fill = new Int32Array(GENRES.length);
  for (let i = 0; i < n; i++) {
    const genre = tracks.genre[i]!;
    const slot = fill[genre]!++;
    // Curators favour what streams and what is new (release radar effect).
    const weight = rates[i]! ** 0.6 * (day - tracks.releaseDay[i]! < 21 ? 3 : 1);
    genreTracks[genre]![slot] = i;
    genreCdf[genre]![slot] = (slot > 0 ? genreCdf[genre]![slot - 1]! : 0) + weight;
  }
  const all = new Int32Array(n);
  const electronic: number[] = [];
  for (let i = 0; i < n; i++) {
    all[i] = i;
    if (ELECTRONIC_GENRES.has(tracks.genre[i]!)) electronic.push(i);
  }
  const top = topIndexes(rates, all, TOP_SIZE);
  const topCdf = new Float64Array(top.length);
  let acc = 0;
  for (let k = 0; k < top.length; k++) {
    acc += rates[top[k]!]! ** 0.7;
    topCdf[k] = acc;
  }
  const electronicIndexes = Int32Array.from(electronic);
  const electronicRates = Float64Array.from(electronic, (i) => rates[i]!);
  const electronicTop = topIndexes(electronicRates, electronicIndexes, ELECTRONIC_TOP_SIZE);
  return { day, rates, genreTracks, genreCdf, top, topCdf, electronicTop };
}

/** A track drawn by the day's playlist weights: mostly the wanted genre, sometimes any. */
export function sampleTrack(pool: DayPool, genre: number, u1: number, u2: number): number {
  let g = genre;
  if (u1 < 0.2 || (pool.genreTracks[g]?.length ?? 0) === 0) {
    g = Math.floor((u1 / 0.2) * GENRES.length) % GENRES.length;
    while ((pool.genreTracks[g]?.length ?? 0) === 0) g = (g + 1) % GENRES.length;
  }
  const cdf = pool.genreCdf[g]!;
  const size = cdf.length;
  return pool.genreTracks[g]![searchCdf(cdf, size, u2 * cdf[size - 1]!)]!;
}

/** A radio spin drawn by the day's rotation weights. */
export function sampleRotation(rotation: DayRotation, u: number): number {
  const size = rotation.topCdf.length;
  return rotation.top[searchCdf(rotation.topCdf, size, u * rotation.topCdf[size - 1]!)]!;
}
