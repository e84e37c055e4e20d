import type { AnalyticsTableResponse } from '@songstats/contract';
import {
  type AccountTrackRow,
  countTrackCharts,
  countTrackPlaylists,
  type Database,
  type InsightAccount,
  listAccountTracks,
  listSeriesPoints,
  listSeriesSummaries,
  listTrackCharts,
  listTrackPlaylists,
  listTrackStations,
  playlistTotals,
  type SeriesSummaryRow,
  type TrackChartCountRow,
  type TrackChartRow,
  type TrackPlaylistCountRow,
} from '@songstats/db';
import {
  noPlatformDataText,
  RADIO_SOURCE_IDS,
  type StationKind,
  sourceById,
  stationKindsOfSource,
} from '@songstats/domain';
import { rangeDays, withinRange } from '../../presenters/analytics-links';
import {
  buildTable,
  CURRENT_CHARTS,
  cell,
  metricTitle,
  TABLE_ROW_LIMIT,
} from '../../presenters/analytics-table';
import {
  chartsTable,
  playlistsTable,
  stationsTable,
  statsTable,
  type TableOptions,
} from '../../presenters/present-analytics-tables';
import { loadRadioTables } from '../radio/radio-tables';
import { creatorTables } from './creator-analytics';
import { inScope, type TableQuery } from './track-data';

/**
 * The account's tracks with their counters on the source, playlists and charts today. A track's
 * playlists, reach and charts are counted from all its entries: the figures of its own cards
 * (issue 21), not of the 500 rows the account's tables hold.
 */
function tracksTable(
  tracks: readonly AccountTrackRow[],
  summaries: readonly SeriesSummaryRow[],
  playlistCounts: readonly TrackPlaylistCountRow[],
  chartCounts: readonly TrackChartCountRow[],
  sourceId: string,
  options: TableOptions,
): AnalyticsTableResponse {
  const metrics = [...new Set(summaries.map((row) => row.metric))];
  const value = new Map(summaries.map((row) => [`${row.objectId}:${row.metric}`, row]));
  const currentCharts = new Map(chartCounts.map((row) => [row.trackId, row.current]));
  return buildTable({
    id: 'tracks',
    title: 'Tracks',
    columns: [
      { id: 'track', title: 'Track' },
      { id: 'artist', title: 'Artist' },
      { id: 'releaseDate', title: 'Release Date' },
      ...metrics.map((metric) => ({ id: metric, title: metricTitle(metric) })),
      { id: 'playlists', title: 'Playlists' },
      { id: 'playlistReach', title: 'Playlist Reach' },
      { id: 'charts', title: CURRENT_CHARTS },
    ],
    defaultSort: metrics[0] ?? 'playlistReach',
    ...options,
    emptyText: noPlatformDataText(sourceById(sourceId)?.name ?? sourceId),
    rows: tracks.map((track) => {
      const onPlaylists = playlistTotals(playlistCounts, track.id);
      return [
        cell.text(track.title),
        cell.text(track.artistName),
        cell.text(track.releaseDate),
        ...metrics.map((metric) => {
          const row = value.get(`${track.id}:${metric}`);
          return row
            ? cell.delta(row.value, row.weekAgo === null ? null : row.value - row.weekAgo)
            : cell.delta(null, null);
        }),
        cell.text(onPlaylists.playlists),
        cell.text(onPlaylists.reach),
        cell.text(currentCharts.get(track.id) ?? 0),
      ];
    }),
  });
}

/**
 * The tables of an account's analytics on a source (spec §3): its tracks, the playlists and charts
 * they are on, radio stations, and the account's own counters.
 */
export async function loadAccountTables(
  db: Database,
  account: InsightAccount,
  query: TableQuery,
): Promise<{
  tables: AnalyticsTableResponse[];
  charts: TrackChartRow[];
  /** Issue 28: the newest stored reading of the account's or its tracks' series on the source. */
  lastDay: string | null;
  /** Issue 28: a table of several platforms' figures: each figure's platform and day. */
  readings?: { source: string; day: string }[];
}> {
  // Issue 25: a creator has posts, not tracks.
  if (account.type === 'creator') {
    const { tables, readings } = await creatorTables(db, account.id, query);
    const lastDay = readings.reduce<string | null>(
      (last, row) => (last === null || row.day > last ? row.day : last),
      null,
    );
    return { tables, charts: [], lastDay, readings };
  }
  const source = query.source === 'overview' ? null : query.source;
  const definition = source ? sourceById(source) : null;
  const days = rangeDays(query.range);
  const tracks = await listAccountTracks(db, account.id);
  const trackIds = tracks.map((track) => track.id);
  const options = { sortBy: query.sortBy, sortOrder: query.sortOrder };
  const withPlaylists = source === null || definition?.tags.playlist === true;
  const [
    summaries,
    playlists,
    playlistCounts,
    charts,
    chartCounts,
    stations,
    accountSummaries,
    accountPoints,
  ] = await Promise.all([
    source ? listSeriesSummaries(db, 'track', trackIds, [source]) : [],
    withPlaylists
      ? listTrackPlaylists(db, trackIds, source, {
          column: query.sortBy,
          direction: query.sortOrder,
          limit: query.forExport ? null : TABLE_ROW_LIMIT,
        })
      : [],
    countTrackPlaylists(db, trackIds, source),
    listTrackCharts(db, trackIds, source),
    countTrackCharts(db, trackIds, source),
    source && RADIO_SOURCE_IDS.includes(source) ? listTrackStations(db, trackIds, days) : [],
    source ? listSeriesSummaries(db, 'account', [account.id], [source]) : [],
    source ? listSeriesPoints(db, 'account', account.id, source, null) : [],
  ]);
  const withTrack = { ...options, withTrack: true };
  const tables = [
    tracksTable(tracks, summaries, playlistCounts, chartCounts, query.source, options),
  ];
  if (withPlaylists) {
    const placements = playlistTotals(playlistCounts).playlists;
    const cut = query.forExport ? { limit: playlists.length } : {};
    tables.push(playlistsTable(playlists, { ...withTrack, ...cut }, { totalRows: placements }));
  }
  if (source && RADIO_SOURCE_IDS.includes(source)) {
    // Issue 24: SiriusXM is the satellite radio stations; both tabs add the radio audience by
    // country and city and the `radio` report (spins per station per day).
    const kinds = stationKindsOfSource(source);
    tables.push(
      stationsTable(
        kinds ? stations.filter((row) => kinds.includes(row.kind as StationKind)) : stations,
        options,
      ),
      ...(await loadRadioTables(db, trackIds, source, days, {
        ...options,
        forExport: query.forExport,
      })),
    );
  }
  if (charts.length > 0) {
    const entered = chartCounts.reduce((sum, row) => sum + row.entered, 0);
    const scoped = !query.scope || query.scope === 'all';
    tables.push(
      chartsTable(inScope(charts, query.scope), query.source, [], withTrack, {
        ...(scoped ? { totalRows: entered } : {}),
      }),
    );
  }
  if (accountSummaries.length > 0 && source) {
    tables.push(statsTable(accountSummaries, withinRange(accountPoints, days), source, options));
  }
  const lastDay = [...summaries, ...accountSummaries].reduce<string | null>(
    (last, row) => (last === null || row.day > last ? row.day : last),
    null,
  );
  return { tables, charts, lastDay };
}
