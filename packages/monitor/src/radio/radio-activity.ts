import { type ActivityRow, activityKey, tierFields } from '../activities/activity-row';
import type { CountrySpins, StationKind } from './aggregate-spins';

const KIND_NAMES: Record<StationKind, string> = {
  radio: 'radio',
  digital: 'digital radio',
  sat_radio: 'satellite radio',
  tv: 'TV',
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Stations listed in an activity's details; the feed shows a few, the count says the rest. */
const LISTED_STATIONS = 10;

function times(spins: number): string {
  return spins === 1 ? 'once' : `${spins} times`;
}

/**
 * "Played 3 times on Kiss FM (digital radio, Germany)", or for several stations of a country
 * "Played 12 times on 4 stations in Germany, most on Kiss FM (digital radio, 5)".
 */
export function radioActivityText(entry: CountrySpins): string {
  const country = countryNames.of(entry.countryCode) ?? entry.countryCode;
  const [top] = entry.stations;
  if (!top) return `Played ${times(entry.spins)} in ${country}`;
  const kind = KIND_NAMES[top.station.kind];
  if (entry.stations.length === 1) {
    return `Played ${times(entry.spins)} on ${top.station.name} (${kind}, ${country})`;
  }
  return `Played ${times(entry.spins)} on ${entry.stations.length} stations in ${country}, most on ${top.station.name} (${kind}, ${top.spins})`;
}

/**
 * One activity per (track, country, day): per station would be ~10x the rows for the same news
 * (docs/decisions/008-radio-activities.md). The station's country is the market (spec §9).
 */
export function radioActivity(entry: CountrySpins, date: string): ActivityRow {
  return {
    key: activityKey('radio', 'radio_spins', `${entry.trackId}:${entry.countryCode}`, date),
    source: 'radio',
    activity_type: 'radio_spins',
    activity_date: date,
    track_id: entry.trackId,
    account_id: null,
    ...tierFields({ countryCode: entry.countryCode }),
    is_milestone: false,
    activity_text: radioActivityText(entry),
    activity_url: null,
    value: entry.spins,
    details: {
      countryCode: entry.countryCode,
      stationCount: entry.stations.length,
      stations: entry.stations.slice(0, LISTED_STATIONS).map(({ station, spins }) => ({
        stationId: station.externalId,
        name: station.name,
        kind: station.kind,
        spins,
      })),
    },
  };
}
