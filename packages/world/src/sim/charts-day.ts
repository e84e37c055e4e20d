import { CHARTS, type ChartSpec, GLOBAL } from '../model/markets';
import { gauss, Salt, unit } from '../model/random';
import type { TrackTable } from '../model/track-table';
import type { DayPool } from './day-pool';
import { topIndexes } from './top-indexes';
import { isBreakingOut } from './track-growth';

export function countryKey(code: string): number {
  return code.charCodeAt(0) * 256 + code.charCodeAt(1);
}

/** Static taste of a market for a track: home artists chart at home, the rest by luck. */
function affinity(seed: number, track: number, chart: ChartSpec, homeKey: number): number {
  if (chart.country === GLOBAL) return 1;
  const key = countryKey(chart.country);
  let factor = (homeKey === key ? 8 : 1) * Math.exp(0.9 * gauss(seed, Salt.affinity, track, key));
  if (chart.cityIndex !== undefined) {
    factor *= Math.exp(0.5 * gauss(seed, Salt.affinity, track, 5000 + chart.cityIndex));
  }
  return factor;
}

function sourceFactor(seed: number, track: number, chart: ChartSpec, breaking: boolean): number {
  switch (chart.source) {
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
    default:
      return 1;
  }
}

/** Every chart of `day`, as track indexes by position (index 0 = #1). */
export function computeCharts(
  tracks: TrackTable,
  artistCountryKeys: Int32Array,
  pool: DayPool,
  seed: number,
  day: number,
): Int32Array[] {
  return CHARTS.map((chart) => {
    const candidates = chart.electronicOnly ? pool.electronicTop : pool.top;
    const scores = new Float64Array(candidates.length);
    for (let k = 0; k < candidates.length; k++) {
      const track = candidates[k]!;
      const homeKey = artistCountryKeys[tracks.artist[track]!]!;
      // Daily noise makes the tail of a chart churn: exits, re-entries, small moves.
      const noise = Math.exp(0.35 * (unit(seed, Salt.chartNoise, day, track, chart.index) - 0.5));
      scores[k] =
        pool.rates[track]! *
        affinity(seed, track, chart, homeKey) *
        sourceFactor(seed, track, chart, isBreakingOut(tracks, track, day)) *
        noise;
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
};

/** The second of the day at which a chart of the day is published (404 before, on a live day). */
export function chartPublicationSecond(chart: ChartSpec): number {
  return PUBLICATION_HOUR[chart.source] * 3600;
}
