import type { RadioPlay } from '../world/world-schemas';

export type StationKind = 'radio' | 'digital' | 'sat_radio' | 'tv';

export interface Station {
  id: number;
  externalId: string;
  name: string;
  kind: StationKind;
  countryCode: string;
}

/** Spins of one monitored track on one station in one day: the row kept in `radio_spins`. */
export interface StationSpins {
  trackId: number;
  station: Station;
  spins: number;
}

/** A track's spins in one country on one day: what one radio activity reports. */
export interface CountrySpins {
  trackId: number;
  countryCode: string;
  spins: number;
  /** Most spins first, then by station name. */
  stations: { station: Station; spins: number }[];
}

/**
 * Adds a page of plays to the day's counts, keyed `track:station`. Plays of tracks outside the
 * monitored catalogue, or of stations not in the catalogue yet, are not counted.
 */
export function countSpins(
  counts: Map<string, StationSpins>,
  plays: readonly RadioPlay[],
  trackIds: ReadonlyMap<string, number>,
  stations: ReadonlyMap<string, Station>,
): void {
  for (const play of plays) {
    const trackId = trackIds.get(play.track_id);
    const station = stations.get(play.station_id);
    if (trackId === undefined || station === undefined) continue;
    const key = `${trackId}:${station.id}`;
    const count = counts.get(key);
    if (count) count.spins++;
    else counts.set(key, { trackId, station, spins: 1 });
  }
}

export function spinsByCountry(counts: Iterable<StationSpins>): CountrySpins[] {
  const byCountry = new Map<string, CountrySpins>();
  for (const { trackId, station, spins } of counts) {
    const key = `${trackId}:${station.countryCode}`;
    let entry = byCountry.get(key);
    if (!entry) {
      entry = { trackId, countryCode: station.countryCode, spins: 0, stations: [] };
      byCountry.set(key, entry);
    }
    entry.spins += spins;
    entry.stations.push({ station, spins });
  }
  for (const entry of byCountry.values()) {
    entry.stations.sort(
      (a, b) => b.spins - a.spins || a.station.name.localeCompare(b.station.name),
    );
  }
  return [...byCountry.values()];
}

/** field notes "radio": spins, stations and countries per track and day, for the series. */
export function trackTotals(
  counts: Iterable<StationSpins>,
): { trackId: number; spins: number; stations: number; countries: number }[] {
  const totals = new Map<number, { spins: number; stations: number; countries: Set<string> }>();
  for (const { trackId, station, spins } of counts) {
    const total = totals.get(trackId) ?? { spins: 0, stations: 0, countries: new Set<string>() };
    total.spins += spins;
    total.stations++;
    total.countries.add(station.countryCode);
    totals.set(trackId, total);
  }
  return [...totals].map(([trackId, total]) => ({
    trackId,
    spins: total.spins,
    stations: total.stations,
    countries: total.countries.size,
  }));
}
