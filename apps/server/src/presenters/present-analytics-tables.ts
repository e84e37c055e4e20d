import type { AnalyticsCellResponse, AnalyticsTableResponse } from '@songstats/contract';
import type {
  SeriesPointRow,
  SeriesSummaryRow,
  TrackActivityRow,
  TrackChartRow,
  TrackPlaylistRow,
  TrackStationRow,
} from '@songstats/db';
import { noPlatformDataText, type SortDirection, sourceById, TEXTS } from '@songstats/domain';
import { entityLinks, playlistUrl } from './analytics-links';
import { buildTable, type ColumnSpec, cell, metricTitle } from './analytics-table';
import { presentPlaylistHealth } from './present-activity';
import { countryName } from './present-audience';
import { chartSeries } from './present-track-overview';

export interface TableOptions {
  sortBy?: string | undefined;
  sortOrder?: SortDirection | undefined;
  /** Account views name the track of each row. */
  withTrack?: boolean;
  /** The rows to keep (an export keeps all the query gave). */
  limit?: number;
}

/** The playlists table's figures from every entry, not only the rows sent (issue 21). */
export interface PlaylistsTableCount {
  /** The entries there are: one per playlist for a track, one per (playlist, track) for many. */
  totalRows: number;
}

const sourceName = (id: string) => sourceById(id)?.name ?? id;
const KIND_NAMES: Record<string, string> = {
  radio: 'Radio',
  digital: 'Digital Radio',
  sat_radio: 'Satellite Radio',
  tv: 'TV',
};
const trackColumn: ColumnSpec = { id: 'track', title: 'Track' };

function withTrackCell(options: TableOptions, row: { trackName: string }) {
  return options.withTrack ? [cell.text(row.trackName)] : [];
}

/** Playlists the tracks are on: link, service, type, curator, followers, added, share. */
export function playlistsTable(
  rows: readonly TrackPlaylistRow[],
  options: TableOptions,
  count?: PlaylistsTableCount,
): AnalyticsTableResponse {
  return buildTable({
    id: 'playlists',
    // Many tracks' rows are placements (a playlist with two of them is two rows): named so, as
    // the cards count each playlist once (issue 21).
    title: options.withTrack ? 'Playlist Placements' : 'Playlists',
    ...(count ? { totalRows: count.totalRows } : {}),
    columns: [
      { id: 'playlist', title: 'Playlist' },
      { id: 'service', title: 'Service' },
      ...(options.withTrack ? [trackColumn] : []),
      { id: 'type', title: 'Type' },
      { id: 'curator', title: 'Curator' },
      { id: 'followers', title: 'Followers' },
      { id: 'addedAt', title: 'Added On' },
      { id: 'share', title: 'Share' },
    ],
    defaultSort: 'followers',
    ...options,
    emptyText: TEXTS.emptyState.noPlaylists,
    rows: rows.map((row) => {
      const url = playlistUrl(row.source, row.externalId);
      // Issue 28: the playlist's health beside its name (decision 057).
      const health = presentPlaylistHealth(
        row.healthVerdict ?? null,
        row.healthSignals ?? null,
        row.healthDay ?? null,
      );
      const name = url ? cell.link(row.name, url) : cell.text(row.name);
      return [
        health ? { ...name, health } : name,
        cell.service(row.source, url),
        ...withTrackCell(options, row),
        cell.text(row.playlistType.charAt(0).toUpperCase() + row.playlistType.slice(1)),
        cell.text(row.curatorName ?? row.ownerName),
        cell.text(row.followers),
        cell.text(row.addedAt),
        cell.share(
          row.name,
          { subtitle: row.trackName, imageUrl: row.imageUrl, followers: row.followers },
          row.source,
        ),
      ];
    }),
  });
}

/** Chart entries: chart, market, position, peak, days; a popup with the track's moves on it. */
export function chartsTable(
  rows: readonly TrackChartRow[],
  sourceId: string,
  activities: readonly TrackActivityRow[],
  options: TableOptions,
  count: { totalRows?: number } = {},
): AnalyticsTableResponse {
  const moves = (chartKey: string) =>
    activities
      .filter((activity) => activity.details.chartKey === chartKey)
      .map((activity) => [activity.activityDate, activity.activityText]);
  return buildTable({
    id: 'charts',
    title: 'Charts',
    ...count,
    columns: [
      { id: 'chart', title: 'Chart' },
      { id: 'market', title: 'Market' },
      ...(options.withTrack ? [trackColumn] : []),
      { id: 'position', title: 'Position', ascending: true },
      { id: 'peak', title: 'Peak', ascending: true },
      { id: 'days', title: 'Days on Chart' },
      { id: 'history', title: 'History' },
    ],
    defaultSort: 'position',
    defaultOrder: 'asc',
    ...options,
    emptyText: noPlatformDataText(sourceName(sourceId)),
    rows: rows.map((row) => {
      const history = moves(row.chartKey);
      return [
        cell.text(row.chartName),
        cell.text(row.countryCode ? countryName(row.countryCode) : 'Global'),
        ...withTrackCell(options, row),
        cell.text(row.position === null ? 'Off chart' : `#${row.position}`, row.position),
        cell.text(`#${row.peakPosition}`, row.peakPosition),
        cell.text(row.daysOnChart),
        cell.table(history.length, `${row.chartName}: ${row.trackName}`, ['Date', 'Move'], history),
      ];
    }),
  });
}

/** Each counter of the source: its value, the week's change and its history as a graph. */
export function statsTable(
  summaries: readonly SeriesSummaryRow[],
  points: readonly SeriesPointRow[],
  sourceId: string,
  options: TableOptions,
): AnalyticsTableResponse {
  return buildTable({
    id: 'stats',
    title: 'Stats',
    columns: [
      { id: 'metric', title: 'Metric' },
      { id: 'value', title: 'Value' },
      { id: 'history', title: 'History' },
    ],
    defaultSort: 'metric',
    defaultOrder: 'asc',
    ...options,
    emptyText: noPlatformDataText(sourceName(sourceId)),
    rows: summaries.map((row) => [
      cell.text(metricTitle(row.metric)),
      cell.delta(row.value, row.weekAgo === null ? null : row.value - row.weekAgo),
      cell.graph(
        row.value,
        metricTitle(row.metric),
        chartSeries(points.filter((point) => point.metric === row.metric)),
      ),
    ]),
  });
}

/** The track's activities on the source. */
export function activitiesTable(
  rows: readonly TrackActivityRow[],
  sourceId: string,
  options: TableOptions,
): AnalyticsTableResponse {
  return buildTable({
    id: 'activities',
    title: 'Activities',
    columns: [
      { id: 'date', title: 'Date' },
      { id: 'activity', title: 'Activity' },
      { id: 'service', title: 'Service' },
    ],
    defaultSort: 'date',
    ...options,
    emptyText: noPlatformDataText(sourceName(sourceId)),
    rows: rows.map((row) => [
      cell.text(row.activityDate),
      cell.text(row.activityText),
      cell.service(row.source),
    ]),
  });
}

/** The track's links, each with a removal request button (media_links/request_link_removal). */
export function linksTable(
  externalIds: Record<string, string>,
  options: TableOptions,
): AnalyticsTableResponse {
  return buildTable({
    id: 'links',
    title: 'Links',
    columns: [
      { id: 'service', title: 'Service' },
      { id: 'link', title: 'Link' },
      { id: 'action', title: 'Action' },
    ],
    defaultSort: 'service',
    defaultOrder: 'asc',
    ...options,
    rows: entityLinks(externalIds).map((link) => [
      cell.service(link.sourceId, link.url),
      cell.link(link.url, link.url),
      cell.button('Request Removal', 'requestLinkRemoval', link.url),
    ]),
  });
}

/** Radio stations that played the tracks: station, kind, country, spins, last played. */
export function stationsTable(
  rows: readonly TrackStationRow[],
  options: TableOptions,
): AnalyticsTableResponse {
  return buildTable({
    id: 'stations',
    title: 'Stations',
    columns: [
      { id: 'station', title: 'Station' },
      { id: 'kind', title: 'Kind' },
      { id: 'country', title: 'Country' },
      { id: 'spins', title: 'Spins' },
      { id: 'lastPlayed', title: 'Last Played' },
    ],
    defaultSort: 'spins',
    ...options,
    emptyText: noPlatformDataText(sourceName('radio')),
    rows: rows.map((row) => [
      cell.text(row.name),
      cell.text(KIND_NAMES[row.kind] ?? row.kind),
      cell.text(countryName(row.countryCode)),
      cell.text(row.spins),
      cell.text(row.lastPlayed),
    ]),
  });
}

export type { AnalyticsCellResponse };
