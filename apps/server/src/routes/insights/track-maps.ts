import type { MapPointResponse, MapStatsResponse } from '@songstats/contract';
import {
  type Database,
  listCitiesById,
  listCountryCentres,
  listTrackCharts,
  listTrackStations,
} from '@songstats/db';
import { noPlatformDataText, sourceById } from '@songstats/domain';
import { buildTable, cell } from '../../presenters/analytics-table';
import { countryName } from '../../presenters/present-audience';
import { lastDayBySource } from './provenance';

interface Place {
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  ranks: Record<string, number | null>;
}

function keep(places: Map<string, Place>, id: string, place: Omit<Place, 'ranks'>) {
  const found = places.get(id) ?? { ...place, ranks: {} };
  places.set(id, found);
  return found.ranks;
}

const best = (current: number | null | undefined, next: number | null) =>
  next === null ? (current ?? null) : Math.min(current ?? next, next);

/**
 * Issue 28 (decision 063): a platform whose figures a track's map tables show, the step that read
 * them (its charts, the radio spins) and the newest day its rows tell.
 */
export interface TrackMapReading {
  source: string;
  kind: 'charts' | 'radio';
  day: string | null;
}

/**
 * spec §3 location maps and map tables of a track: the cities and countries whose charts it is on
 * (best position, best peak) and, for radio, where its spins were (spins per city and country).
 * `readings` are the platforms the tables show, for their provenance.
 */
export async function loadTrackMaps(
  db: Database,
  trackId: number | null,
  sourceId: string,
  /** spec §6: spins show only with radio access. */
  hasRadioAccess = true,
): Promise<{ mapStats: MapStatsResponse; readings: TrackMapReading[] }> {
  const source = sourceId === 'overview' ? null : sourceId;
  const withRadio = trackId !== null && hasRadioAccess && (source === null || source === 'radio');
  const [charts, stations] = await Promise.all([
    trackId === null ? [] : listTrackCharts(db, [trackId], source),
    withRadio ? listTrackStations(db, [trackId!], null) : [],
  ]);
  const cityRows = await listCitiesById(
    db,
    charts.flatMap((chart) => (chart.cityId === null ? [] : [chart.cityId])),
  );
  const cityById = new Map(cityRows.map((city) => [city.id, city]));
  const countryCodes = [
    ...new Set([
      ...charts.flatMap((chart) => (chart.countryCode ? [chart.countryCode] : [])),
      ...stations.map((station) => station.countryCode),
    ]),
  ];
  const centres = await listCountryCentres(db, countryCodes);
  const cities = new Map<string, Place>();
  const countries = new Map<string, Place>();
  const country = (code: string) => {
    const centre = centres.get(code);
    return centre
      ? keep(countries, code, { name: countryName(code), countryCode: code, ...centre })
      : null;
  };
  for (const chart of charts) {
    const city = chart.cityId === null ? undefined : cityById.get(chart.cityId);
    const ranks = city
      ? keep(cities, String(city.id), city)
      : chart.countryCode
        ? country(chart.countryCode)
        : null;
    if (!ranks) continue;
    ranks.position = best(ranks.position, chart.position);
    ranks.peak = best(ranks.peak, chart.peakPosition);
  }
  for (const station of stations) {
    if (station.cityName && station.latitude !== null && station.longitude !== null) {
      const ranks = keep(cities, `${station.cityName}|${station.countryCode}`, {
        name: station.cityName,
        countryCode: station.countryCode,
        latitude: Number(station.latitude),
        longitude: Number(station.longitude),
      });
      ranks.spins = (ranks.spins ?? 0) + station.spins;
    }
    const ranks = country(station.countryCode);
    if (ranks) ranks.spins = (ranks.spins ?? 0) + station.spins;
  }
  const points = (places: Map<string, Place>, scope: 'city' | 'country'): MapPointResponse[] =>
    [...places.entries()]
      .sort(
        ([, a], [, b]) =>
          (b.ranks.spins ?? 0) - (a.ranks.spins ?? 0) ||
          (a.ranks.position ?? 999) - (b.ranks.position ?? 999),
      )
      .map(([id, place], index) => ({
        id: `${scope}:${id}`,
        name: place.name,
        longitude: place.longitude,
        latitude: place.latitude,
        ranks: place.ranks,
        scopeRule: scope,
        scopeData: { countryCode: place.countryCode, rank: index + 1 },
      }));
  const cityPoints = points(cities, 'city');
  const countryPoints = points(countries, 'country');
  const emptyText = noPlatformDataText(sourceById(sourceId)?.name ?? sourceId);
  const columns = [
    { id: 'position', title: 'Best Position' },
    { id: 'peak', title: 'Peak' },
    { id: 'spins', title: 'Spins' },
  ];
  const rankCells = (point: MapPointResponse) => [
    cell.text(
      point.ranks.position == null ? null : `#${point.ranks.position}`,
      point.ranks.position ?? null,
    ),
    cell.text(point.ranks.peak == null ? null : `#${point.ranks.peak}`, point.ranks.peak ?? null),
    cell.text(point.ranks.spins ?? null),
  ];
  const readings: TrackMapReading[] = [
    ...[
      ...lastDayBySource(charts.map((chart) => ({ source: chart.source, day: chart.lastSeen }))),
    ].map(([source, day]) => ({ source, kind: 'charts' as const, day })),
    ...(stations.length > 0
      ? [
          {
            source: 'radio',
            kind: 'radio' as const,
            day: stations.reduce<string | null>(
              (last, station) =>
                last === null || station.lastPlayed > last ? station.lastPlayed : last,
              null,
            ),
          },
        ]
      : []),
  ];
  const mapStats: MapStatsResponse = {
    maps: [cityPoints, countryPoints],
    mapTitles: ['Cities', 'Countries'],
    tables: [
      buildTable({
        id: 'map_cities',
        title: 'Cities',
        columns: [{ id: 'city', title: 'City' }, { id: 'country', title: 'Country' }, ...columns],
        defaultSort: withRadio ? 'spins' : 'position',
        defaultOrder: withRadio ? 'desc' : 'asc',
        emptyText,
        rows: cityPoints.map((point) => [
          cell.text(point.name),
          cell.text(countryName(point.scopeData?.countryCode ?? null)),
          ...rankCells(point),
        ]),
      }),
      buildTable({
        id: 'map_countries',
        title: 'Countries',
        columns: [{ id: 'country', title: 'Country' }, ...columns],
        defaultSort: withRadio ? 'spins' : 'position',
        defaultOrder: withRadio ? 'desc' : 'asc',
        emptyText,
        rows: countryPoints.map((point) => [cell.text(point.name), ...rankCells(point)]),
      }),
    ],
  };
  return { mapStats, readings };
}
