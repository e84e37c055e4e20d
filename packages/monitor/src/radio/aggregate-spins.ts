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

/**
 * A track's spins on one day, all stations and countries together: what the day's one radio
 * activity of the track reports (docs/decisions/024-one-radio-activity-per-track-and-day.md).
 */
export interface TrackDaySpins {
  trackId: number;
  spins: number;
  /** Most spins first, then by station name. */
  stations: { station: Station; spins: number }[];
  /** Most spins first, then by country code. */
  countries: { countryCode: string; spins: number }[];
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

/** The day's counts of each track, its stations and countries busiest first. */
export function spinsByTrack(counts: Iterable<StationSpins>): TrackDaySpins[] {
  const byTrack = new Map<number, TrackDaySpins>();
  for (const { trackId, station, spins } of counts) {
    let entry = byTrack.get(trackId);
    if (!entry) {
      entry = { trackId, spins: 0, stations: [], countries: [] };
      byTrack.set(trackId, entry);
    }
    entry.spins += spins;
    entry.stations.push({ station, spins });
    const country = entry.countries.find((c) => c.countryCode === station.countryCode);
    if (country) country.spins += spins;
    else entry.countries.push({ countryCode: station.countryCode, spins });
  }
  for (const entry of byTrack.values()) {
    entry.stations.sort(
      (a, b) => b.spins - a.spins || a.station.name.localeCompare(b.station.name),
    );
    entry.countries.sort((a, b) => b.spins - a.spins || a.countryCode.localeCompare(b.countryCode));
  }
  return [...byTrack.values()];
}

/**
 * The series of each radio source (issue 24): `radio` counts every station, `siriusxm` the
 * satellite radio stations only, so the SiriusXM tab has spins of its own.
 */
export function seriesBySource(
  counts: readonly StationSpins[],
): { source: 'radio' | 'siriusxm'; counts: StationSpins[] }[] {
  return [
    { source: 'radio', counts: [...counts] },
    { source: 'siriusxm', counts: counts.filter((count) => count.station.kind === 'sat_radio') },
  ];
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
