import { CHARTS, type ChartSpec, GLOBAL } from '../model/markets';
import { gauss, Salt, unit } from '../model/random';
import type { TrackTable } from '../model/track-table';
import type { DayPool } from './day-pool';
import { topIndexes } from './top-indexes';
import { isBreakingOut } from './track-growth';

export function countryKey(code: string): number {
  return code.charCodeAt(0) * 256 + code.charCodeAt(1);
}

/**
 * Static taste of a market for a track: home artists chart at home, the rest by luck. The same
 * for every chart of a country (`cityFactor` adds a Shazam city's own).
 */
function countryAffinity(seed: number, track: number, country: string, homeKey: number): number {
  if (country === GLOBAL) return 1;
  const key = countryKey(country);
  return (homeKey === key ? 8 : 1) * Math.exp(0.9 * gauss(seed, Salt.affinity, track, key));
}

function cityFactor(seed: number, track: number, cityIndex: number): number {
  return Math.exp(0.5 * gauss(seed, Salt.affinity, track, 5000 + cityIndex));
}

function sourceFactor(
  seed: number,
  track: number,
  source: ChartSpec['source'],
  breaking: boolean,
): number {
  switch (source) {
    case 'apple_music':
      return Math.exp(0.5 * gauss(seed, Salt.affinity, track, 1000));
    case 'shazam':
      // Shazam catches songs on the way up: breakouts weigh more there.
      return (breaking ? 4 : 1) * Math.exp(0.6 * gauss(seed, Salt.affinity, track, 1001));
    case 'beatport':
      return Math.exp(0.6 * gauss(seed, Salt.affinity, track, 1002));
    case 'traxsource':
      return Math.exp(0.6 * gauss(seed, Salt.affinity, track, 1003));
    case 'itunes':
      // Downloads: buyers of new releases, the catalogue's own taste.
      return Math.exp(0.7 * gauss(seed, Salt.affinity, track, 1004));
    // Each streaming service's own listeners (decision 049).
    case 'deezer':
      return Math.exp(0.5 * gauss(seed, Salt.affinity, track, 1005));
    case 'amazon':
      return Math.exp(0.5 * gauss(seed, Salt.affinity, track, 1006));
    case 'tidal':
      return Math.exp(0.6 * gauss(seed, Salt.affinity, track, 1007));
    // Music videos: the track's video's own pull, breakouts weigh more (as on Shazam, less).
    case 'youtube':
      return (breaking ? 2 : 1) * Math.exp(0.7 * gauss(seed, Salt.affinity, track, 1008));
    default:
      return 1;
  }
}

/**
 * A day's factors of a candidate list, each drawn once per (track, country) or (track, source)
 * and shared by every chart that uses it (135 charts share 19 countries and 10 sources): the
 * same numbers as drawing them per chart, for a fraction of the draws (charts were most of the
 * time a world day takes).
 */
function factorCache(
  tracks: TrackTable,
  artistCountryKeys: Int32Array,
  candidates: Int32Array,
  seed: number,
  day: number,
) {
  const byCountry = new Map<string, Float64Array>();
  const bySource = new Map<ChartSpec['source'], Float64Array>();
  const homeKeys = Int32Array.from(
    candidates,
    (track) => artistCountryKeys[tracks.artist[track]!]!,
  );
  const breaking = Uint8Array.from(candidates, (track) =>
    isBreakingOut(tracks, track, day) ? 1 : 0,
  );
  return {
    country(country: string): Float64Array {
      let factors = byCountry.get(country);
      if (!factors) {
        factors = Float64Array.from(candidates, (track, k) =>
          countryAffinity(seed, track, country, homeKeys[k]!),
        );
        byCountry.set(country, factors);
      }
      return factors;
    },
    source(source: ChartSpec['source']): Float64Array {
      let factors = bySource.get(source);
      if (!factors) {
        factors = Float64Array.from(candidates, (track, k) =>
          sourceFactor(seed, track, source, breaking[k] === 1),
        );
        bySource.set(source, factors);
      }
      return factors;
    },
  };
}

/** Every chart of `day`, as track indexes by position (index 0 = #1). */
export function computeCharts(
  tracks: TrackTable,
  artistCountryKeys: Int32Array,
  pool: DayPool,
  seed: number,
  day: number,
): Int32Array[] {
  const all = factorCache(tracks, artistCountryKeys, pool.top, seed, day);
  const electronic = factorCache(tracks, artistCountryKeys, pool.electronicTop, seed, day);
  return CHARTS.map((chart) => {
    const candidates = chart.electronicOnly ? pool.electronicTop : pool.top;
    const cache = chart.electronicOnly ? electronic : all;
    const affinities = cache.country(chart.country);
    const sources = cache.source(chart.source);
    const scores = new Float64Array(candidates.length);
    for (let k = 0; k < candidates.length; k++) {
      const track = candidates[k]!;
      let affinity = affinities[k]!;
      if (chart.cityIndex !== undefined) affinity *= cityFactor(seed, track, chart.cityIndex);
      // Daily noise makes the tail of a chart churn: exits, re-entries, small moves.
      const noise = Math.exp(0.35 * (unit(seed, Salt.chartNoise, day, track, chart.index) - 0.5));
      scores[k] = pool.rates[track]! * affinity * sources[k]! * noise;
    }
    return topIndexes(scores, candidates, chart.size);
  });
}

/** The hour (UTC) each chart source publishes the day's chart; Shazam's city charts with its own. */
const PUBLICATION_HOUR: Record<ChartSpec['source'], number> = {
  apple_music: 6,
  shazam: 9,
  spotify: 12,
  beatport: 15,
  traxsource: 16,
  itunes: 7,
  deezer: 5,
  amazon: 8,
  tidal: 10,
  youtube: 11,
};

/** The second of the day at which a chart of the day is published (404 before, on a live day). */
export function chartPublicationSecond(chart: ChartSpec): number {
  return PUBLICATION_HOUR[chart.source] * 3600;
}
