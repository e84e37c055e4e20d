import type { AnalyticsTableResponse, TimeRange } from '@songstats/contract';
import {
  countTrackPlaylists,
  type Database,
  type InsightTrack,
  listSeriesPoints,
  listSeriesSummaries,
  listTrackActivities,
  listTrackCharts,
  listTrackPlaylists,
  listTrackStations,
  playlistTotals,
} from '@songstats/db';
import {
  RADIO_SOURCE_IDS,
  type SortDirection,
  type StationKind,
  sourceById,
  stationKindsOfSource,
} from '@songstats/domain';
import { rangeDays, withinRange } from '../../presenters/analytics-links';
import { TABLE_ROW_LIMIT } from '../../presenters/analytics-table';
import {
  activitiesTable,
  chartsTable,
  linksTable,
  playlistsTable,
  stationsTable,
  statsTable,
} from '../../presenters/present-analytics-tables';
import { loadRadioTables } from '../radio/radio-tables';

export interface TableQuery {
  source: string;
  scope?: string | undefined;
  range: TimeRange;
  sortBy?: string | undefined;
  sortOrder?: SortDirection | undefined;
  excludeActivities?: boolean | undefined;
  /** Sources left out of the overview's tables (spec §6: radio without radio access). */
  excludeSources?: readonly string[];
  /** The report download: tables hold every row (issue 24's `radio` report), not a page's. */
  forExport?: boolean | undefined;
}

/** spec §3 scope menu: the markets a track (or catalogue) charts in, plus all of them. */
export function marketScopes(charts: readonly { countryCode: string | null }[]) {
  const codes = [...new Set(charts.map((chart) => chart.countryCode ?? 'global'))].sort();
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return [
    { id: 'all', title: 'All Markets' },
    ...codes.map((code) => ({
      id: code,
      title: code === 'global' ? 'Global' : (names.of(code) ?? code),
    })),
  ];
}

/** Keeps the charts of the chosen market (scope), all of them without one. */
export function inScope<T extends { countryCode: string | null }>(rows: T[], scope?: string) {
  if (!scope || scope === 'all') return rows;
  return rows.filter((row) => (row.countryCode ?? 'global') === scope);
}

/**
 * The tables of a track's analytics on a source (spec §3 bottom part): links and activities on
 * the overview; playlists, charts, stations, counters and activities on a platform.
 */
export async function loadTrackTables(
  db: Database,
  track: InsightTrack,
  query: TableQuery,
): Promise<{
  tables: AnalyticsTableResponse[];
  charts: { countryCode: string | null }[];
  /** Issue 28: the newest stored reading of the track's series on the source (decision 063). */
  lastDay: string | null;
}> {
  const source = query.source === 'overview' ? null : query.source;
  const definition = source ? sourceById(source) : null;
  const days = rangeDays(query.range);
  const options = { sortBy: query.sortBy, sortOrder: query.sortOrder };
  const withPlaylists = source === null || definition?.tags.playlist === true;
  const [charts, allActivities, playlists, counts, summaries, points, stations] = await Promise.all(
    [
      listTrackCharts(db, [track.id], source),
      listTrackActivities(db, track.id, source),
      withPlaylists
        ? listTrackPlaylists(db, [track.id], source, {
            column: query.sortBy,
            direction: query.sortOrder,
            limit: query.forExport ? null : TABLE_ROW_LIMIT,
          })
        : [],
      withPlaylists ? countTrackPlaylists(db, [track.id], source) : [],
      source ? listSeriesSummaries(db, 'track', [track.id], [source]) : [],
      source ? listSeriesPoints(db, 'track', track.id, source, null) : [],
      source && RADIO_SOURCE_IDS.includes(source) ? listTrackStations(db, [track.id], days) : [],
    ],
  );
  const activities = allActivities.filter(
    (activity) => !query.excludeSources?.includes(activity.source),
  );
  const tables: AnalyticsTableResponse[] = [];
  if (source === null) tables.push(linksTable(track.externalIds, options));
  if (playlists.length > 0 || definition?.tags.playlist) {
    tables.push(
      playlistsTable(
        playlists,
        { ...options, ...(query.forExport ? { limit: playlists.length } : {}) },
        { totalRows: playlistTotals(counts).playlists },
      ),
    );
  }
  if (source && RADIO_SOURCE_IDS.includes(source)) {
    // Issue 24: SiriusXM is the satellite radio stations; both tabs add the track's radio
    // audience and its `radio` report (spins per station per day).
    const kinds = stationKindsOfSource(source);
    tables.push(
      stationsTable(
        kinds ? stations.filter((row) => kinds.includes(row.kind as StationKind)) : stations,
        options,
      ),
      ...(await loadRadioTables(db, [track.id], source, days, {
        ...options,
        forExport: query.forExport,
      })),
    );
  }
  if (charts.length > 0) {
    tables.push(
      chartsTable(inScope(charts, query.scope), source ?? 'overview', activities, options),
    );
  }
  if (source) tables.push(statsTable(summaries, withinRange(points, days), source, options));
  if (!query.excludeActivities) {
    tables.push(activitiesTable(activities, query.source, options));
  }
  const lastDay = summaries.reduce<string | null>(
    (last, row) => (last === null || row.day > last ? row.day : last),
    null,
  );
  return { tables, charts, lastDay };
}
