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

/**
 * One activity per (track, day), keyed `radio:radio_spins:{track}:{date}`: a day of a busy track
 * is one feed item, not one per country or station (docs/decisions/024). A later count of the
 * same day (a rerun, more spins) has the same key and replaces text, value, tier and details.
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
