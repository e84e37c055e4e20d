import type {
  AnalyticsTableResponse,
  MapPointResponse,
  MapStatsResponse,
} from '@songstats/contract';
import {
  type AudienceRowOut,
  type Database,
  listRadioAudience,
  listStationDaySpinsOfTracks,
  RADIO_AUDIENCE_DAYS,
  type RadioAudienceRow,
} from '@songstats/db';
import { RADIO_TEXTS, stationKindName, stationKindsOfSource } from '@songstats/domain';
import {
  buildTable,
  type ColumnSpec,
  cell,
  TABLE_ROW_LIMIT,
} from '../../presenters/analytics-table';
import { countryName } from '../../presenters/present-audience';

// Issue 24: the radio audience (spins by city and country) and the `radio` report (spins per
// station per day) of an account's tracks, on the Radio and SiriusXM tabs (docs/radio.md).

/** The station page's address, what search results and tables link to. */
export const stationPath = (externalId: string) => `/stations/${encodeURIComponent(externalId)}`;

export interface TableOptions {
  sortBy?: string | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  /** The report download: every row, not the page's first 500. */
  forExport?: boolean | undefined;
}

/** Rows the `radio` report reads at most: 20,000 station-days, newest first. */
const REPORT_ROWS = 20_000;

const spinsDelta = (row: RadioAudienceRow) => cell.delta(row.spins, row.spins - row.spinsWeekAgo);

function point(row: RadioAudienceRow, rank: number): MapPointResponse | null {
  if (row.latitude === null || row.longitude === null) return null;
  return {
    id: `${row.scope}:${row.place}`,
    name: row.scope === 'city' ? (row.cityName ?? row.place) : countryName(row.countryCode),
    longitude: Number(row.longitude),
    latitude: Number(row.latitude),
    ranks: { spins: row.spins, stations: row.stations },
    scopeRule: row.scope,
    scopeData: { countryCode: row.countryCode, rank },
  };
}

function audienceTables(
  rows: readonly RadioAudienceRow[],
  options: { sortBy?: string | undefined; sortOrder?: 'asc' | 'desc' | undefined } = {},
): AnalyticsTableResponse[] {
  const cities = rows.filter((row) => row.scope === 'city');
  const countries = rows.filter((row) => row.scope === 'country');
  const tail: ColumnSpec[] = [
    { id: 'spins', title: `Spins (${RADIO_AUDIENCE_DAYS} Days)` },
    { id: 'stations', title: 'Stations' },
  ];
  return [
    buildTable({
      id: 'radio_cities',
      title: 'Spins by City',
      columns: [
        { id: 'rank', title: 'Rank', ascending: true },
        { id: 'city', title: 'City' },
        { id: 'country', title: 'Country' },
        ...tail,
      ],
      defaultSort: 'spins',
      ...options,
      emptyText: RADIO_TEXTS.noSpins,
      rows: cities.map((row, index) => [
        cell.text(index + 1),
        cell.text(row.cityName),
        cell.text(countryName(row.countryCode)),
        spinsDelta(row),
        cell.text(row.stations),
      ]),
    }),
    buildTable({
      id: 'radio_countries',
      title: 'Spins by Country',
      columns: [
        { id: 'rank', title: 'Rank', ascending: true },
        { id: 'country', title: 'Country' },
        ...tail,
      ],
      defaultSort: 'spins',
      ...options,
      emptyText: RADIO_TEXTS.noSpins,
      rows: countries.map((row, index) => [
        cell.text(index + 1),
        cell.text(countryName(row.countryCode)),
        spinsDelta(row),
        cell.text(row.stations),
      ]),
    }),
  ];
}

/**
 * The /audience Radio (or SiriusXM) tab's maps and tables: spins by city and by country, and
 * the last day of the counts (their provenance, issue 28).
 */
export async function loadRadioAudienceMaps(
  db: Database,
  trackIds: readonly number[],
  sourceId: string,
): Promise<{ mapStats: MapStatsResponse; lastDay: string | null }> {
  const rows = await listRadioAudience(db, trackIds, stationKindsOfSource(sourceId));
  const lastDay = rows.reduce<string | null>(
    (last, row) => (row.day && (last === null || row.day > last) ? row.day : last),
    null,
  );
  const points = (scope: 'city' | 'country') =>
    rows
      .filter((row) => row.scope === scope)
      .map((row, index) => point(row, index + 1))
      .filter((item) => item !== null);
  return {
    mapStats: {
      maps: [points('city'), points('country')],
      mapTitles: ['Top Cities', 'Top Countries'],
      tables: audienceTables(rows),
    },
    lastDay,
  };
}

/**
 * The radio audience as the audience summary's rows (its Top City and Top Country cards): spins
 * of the last 28 days, most first.
 */
export async function loadRadioAudienceRows(
  db: Database,
  trackIds: readonly number[],
  sourceId: string,
): Promise<AudienceRowOut[]> {
  const rows = await listRadioAudience(db, trackIds, stationKindsOfSource(sourceId));
  return rows.map((row) => ({
    scope: row.scope,
    place: row.place,
    metric: 'spins',
    value: row.spins,
    weekAgo: row.spinsWeekAgo,
    // The last day of the counts: the cards' provenance reads its run records (issue 28; '' was
    // no date, and the provenance query failed on it).
    day: row.day,
    cityName: row.cityName,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

/** The `radio` report: spins of the tracks per station per day (CSV/XLSX through the export). */
export function radioReportTable(
  rows: Awaited<ReturnType<typeof listStationDaySpinsOfTracks>>,
  options: TableOptions = {},
): AnalyticsTableResponse {
  const { forExport, ...sort } = options;
  return buildTable({
    id: 'radio',
    title: 'Spins per Station per Day',
    columns: [
      { id: 'day', title: 'Day' },
      { id: 'station', title: 'Station' },
      { id: 'kind', title: 'Kind' },
      { id: 'city', title: 'City' },
      { id: 'country', title: 'Country' },
      { id: 'spins', title: 'Spins' },
      { id: 'tracks', title: 'Tracks' },
    ],
    defaultSort: 'day',
    ...sort,
    emptyText: RADIO_TEXTS.noSpins,
    // The page shows the first 500 rows (and their total); the file holds every one.
    limit: forExport ? rows.length : TABLE_ROW_LIMIT,
    rows: rows.map((row) => [
      cell.text(row.day),
      cell.link(row.station, stationPath(row.stationExternalId)),
      cell.text(stationKindName(row.kind)),
      cell.text(row.cityName),
      cell.text(countryName(row.countryCode)),
      cell.text(row.spins),
      cell.text(row.tracks),
    ]),
  });
}

/**
 * The radio tables of an account's (or a track's) analytics on the Radio and SiriusXM tabs: spins
 * by country and by city, and the `radio` report of the last `days` days (all when null).
 */
export async function loadRadioTables(
  db: Database,
  trackIds: readonly number[],
  sourceId: string,
  days: number | null,
  options: TableOptions = {},
): Promise<AnalyticsTableResponse[]> {
  const kinds = stationKindsOfSource(sourceId);
  const [audience, report] = await Promise.all([
    listRadioAudience(db, trackIds, kinds),
    listStationDaySpinsOfTracks(db, trackIds, { kinds, days, limit: REPORT_ROWS }),
  ]);
  const { forExport: _forExport, ...sort } = options;
  const [cities, countries] = audienceTables(audience, sort);
  return [radioReportTable(report, options), countries!, cities!];
}
