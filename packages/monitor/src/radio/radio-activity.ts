import { activityTier } from '@songstats/domain';
import { type ActivityRow, activityKey, tierFields } from '../activities/activity-row';
import type { TrackDaySpins } from './aggregate-spins';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Stations listed in an activity's details; the feed shows a few, the count says the rest. */
const LISTED_STATIONS = 10;

function times(spins: number): string {
  return spins === 1 ? 'once' : `${spins} times`;
}

function countryName(countryCode: string): string {
  return countryNames.of(countryCode) ?? countryCode;
}

/**
 * The day's radio news of a track in one sentence, naming countries (never a station's kind or
 * spin count in brackets, which read as a country):
 * - one station: "Played once on Lima 106.4 FM, Peru", "Played 3 times on Lima 106.4 FM, Peru";
 * - one country: "Played 14 times on 9 stations in Peru, most on Lima 106.4 FM";
 * - several: "Played 14 times on 9 stations in 5 countries, most on Lima 106.4 FM, Peru".
 */
export function radioActivityText(entry: TrackDaySpins): string {
  const [top] = entry.stations;
  if (!top) return `Played ${times(entry.spins)}`;
  const where = `${top.station.name}, ${countryName(top.station.countryCode)}`;
  if (entry.stations.length === 1) return `Played ${times(entry.spins)} on ${where}`;
  if (entry.countries.length === 1) {
    return `Played ${times(entry.spins)} on ${entry.stations.length} stations in ${countryName(top.station.countryCode)}, most on ${top.station.name}`;
  }
  return `Played ${times(entry.spins)} on ${entry.stations.length} stations in ${entry.countries.length} countries, most on ${where}`;
}

/**
 * spec §9: the best market the track was played in. Radio has no measured size, so each country
 * reaches the tiers whose markets hold it; one spin in a Top End market makes the day's item Top
 * End (the countries and their spins are in its details).
 */
export function bestMarket(entry: TrackDaySpins): string | null {
  let best: { countryCode: string; tier: number } | null = null;
  for (const { countryCode } of entry.countries) {
    const tier = activityTier({ countryCode }) ?? Number.POSITIVE_INFINITY;
    if (best === null || tier < best.tier) best = { countryCode, tier };
  }
  return best?.countryCode ?? null;
}

/** 1, 2, 5, 10, 20, 50, 100, …: the largest of them up to `spins`. */
export function spinStep(spins: number): number {
  let step = 1;
  for (let scale = 1; scale <= spins; scale *= 10) {
    for (const factor of [1, 2, 5]) if (factor * scale <= spins) step = factor * scale;
  }
  return step;
}

/**
 * When a track's radio day is news again (decision 081): a country more, or its spins reaching
 * the next of 2, 5, 10, 20, 50, …; then its item rises to the top of the day in the feeds. Every
 * spin is counted in the item, but only these move it, so a busy track does not hold the top.
 */
export function radioNewsLevel(entry: TrackDaySpins): string {
  return `${entry.countries.length}:${spinStep(entry.spins)}`;
}

/**
 * One activity per (track, day), keyed `radio:radio_spins:{track}:{date}`: a day of a busy track
 * is one feed item, not one per country or station (docs/decisions/024). A later count of the
 * same day (a rerun, more spins) has the same key and replaces text, value, tier and details;
 * it rises in the feeds when its news level grows (`radioNewsLevel`).
 */
export function radioActivity(entry: TrackDaySpins, date: string): ActivityRow {
  return {
    key: activityKey('radio', 'radio_spins', String(entry.trackId), date),
    source: 'radio',
    activity_type: 'radio_spins',
    activity_date: date,
    track_id: entry.trackId,
    account_id: null,
    ...tierFields({ countryCode: bestMarket(entry) }),
    is_milestone: false,
    activity_text: radioActivityText(entry),
    activity_url: null,
    value: entry.spins,
    details: {
      newsLevel: radioNewsLevel(entry),
      stationCount: entry.stations.length,
      countryCount: entry.countries.length,
      countries: entry.countries,
      stations: entry.stations.slice(0, LISTED_STATIONS).map(({ station, spins }) => ({
        stationId: station.externalId,
        name: station.name,
        kind: station.kind,
        countryCode: station.countryCode,
        spins,
      })),
    },
  };
}
