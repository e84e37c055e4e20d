import type {
  AnalyticsCellResponse,
  AnalyticsTableResponse,
  ChartSeriesResponse,
} from '@songstats/contract';
import { type SortDirection, sortRows, sourceById } from '@songstats/domain';

// spec §3 table cells: text, link, button, delta, graph popup, table popup, share, service icon.
// The builders keep each cell's `order` (what the column sorts by) next to what it shows.

type Value = string | number | null;

export const cell = {
  text: (value: Value, order: Value = value): AnalyticsCellResponse => ({
    kind: 'text',
    value,
    order,
  }),
  link: (value: string, url: string, order: Value = value): AnalyticsCellResponse => ({
    kind: 'link',
    value,
    url,
    order,
  }),
  button: (
    value: string,
    action: 'requestLinkRemoval' | 'requestTrackRemoval',
    url: string | null = null,
  ): AnalyticsCellResponse => ({ kind: 'button', value, order: null, action, url }),
  delta: (value: number | null, delta: number | null): AnalyticsCellResponse => ({
    kind: 'delta',
    value,
    order: value,
    delta,
  }),
  graph: (value: Value, title: string, series: ChartSeriesResponse[]): AnalyticsCellResponse => ({
    kind: 'graphPopup',
    value,
    order: value,
    popup: { title, series },
  }),
  table: (
    value: Value,
    title: string,
    columns: string[],
    rows: Value[][],
  ): AnalyticsCellResponse => ({
    kind: 'tablePopup',
    value,
    order: value,
    popup: {
      title,
      table: {
        columns: columns.map((name, index) => ({
          id: `c${index}`,
          title: name,
          isDefaultSort: index === 0,
        })),
        rows: rows.map((row) => row.map((item) => ({ value: item }))),
      },
    },
  }),
  share: (
    value: string,
    share: { subtitle: string | null; imageUrl: string | null; followers: number | null },
    sourceId: string,
  ): AnalyticsCellResponse => ({
    kind: 'share',
    value: 'Share',
    order: null,
    share: { title: value, sourceId, ...share },
  }),
  service: (sourceId: string, url: string | null = null): AnalyticsCellResponse => ({
    kind: 'serviceIcon',
    value: sourceById(sourceId)?.name ?? sourceId,
    order: sourceById(sourceId)?.name ?? sourceId,
    sourceId,
    url,
  }),
};

export interface ColumnSpec {
  id: string;
  title: string;
  /** Lower is better (a chart position): sorted ascending unless another order is asked for. */
  ascending?: boolean;
}

/** The server's row limit per table (the web pages through them; spec §9 mobile pages of 20). */
export const TABLE_ROW_LIMIT = 500;

/**
 * spec §3 table: columns with a default sort column, rows sorted by the asked column (by the
 * cells' order, empty values last, spec §4) and cut to the row limit.
 */
export function buildTable(input: {
  id: string;
  title: string;
  columns: ColumnSpec[];
  rows: AnalyticsCellResponse[][];
  defaultSort: string;
  sortBy?: string | undefined;
  sortOrder?: SortDirection | undefined;
  /** The direction of the default sort (a position sorts ascending). */
  defaultOrder?: SortDirection;
  emptyText?: string | null;
  limit?: number;
  /** The rows there are when `rows` holds only the first of them (a query's cut). */
  totalRows?: number;
}): AnalyticsTableResponse {
  const requested = input.columns.findIndex((column) => column.id === input.sortBy);
  const index =
    requested >= 0
      ? requested
      : input.columns.findIndex((column) => column.id === input.defaultSort);
  // A column asked for without an order takes its own: best first (issue 21: a chart position).
  const natural = (column: ColumnSpec | undefined): SortDirection =>
    column?.ascending ? 'asc' : 'desc';
  const direction =
    requested >= 0
      ? (input.sortOrder ?? natural(input.columns[requested]))
      : (input.defaultOrder ?? natural(input.columns[index]));
  const sorted =
    index >= 0 ? sortRows(input.rows, (row) => row[index]?.order ?? null, direction) : input.rows;
  return {
    id: input.id,
    title: input.title,
    columns: input.columns.map((column) => ({
      ...column,
      isDefaultSort: column.id === input.defaultSort,
    })),
    defaultSortColumn: input.defaultSort,
    sortedById: index >= 0 ? (input.columns[index]?.id ?? null) : null,
    sortOrder: direction,
    rows: sorted.slice(0, input.limit ?? TABLE_ROW_LIMIT),
    totalRows: Math.max(input.totalRows ?? 0, input.rows.length),
    emptyText: input.rows.length === 0 ? (input.emptyText ?? null) : null,
  };
}

/**
 * The charts a track is on today, as its cards and the account's Tracks table name them: the
 * charts table also lists those it left, as "Off chart" (issue 21: two measures, two names).
 */
export const CURRENT_CHARTS = 'Current Charts';

const METRIC_TITLES: Record<string, string> = {
  followers_total: 'Followers',
  monthly_listeners_current: 'Monthly Listeners',
  popularity_current: 'Popularity',
  subscribers_total: 'Subscribers',
  streams_total: 'Streams',
  video_views_total: 'Video Views',
  videos_total: 'Videos',
  views_total: 'Views',
  shazams_total: 'Shazams',
  reposts_total: 'Reposts',
  total_support_total: 'DJ Supports',
  dj_charts_total: 'DJ Charts',
  current_listeners: 'Current Listeners',
  listeners: 'Listeners',
  spins: 'Spins',
  stations: 'Stations',
  countries: 'Countries',
  rank: 'Rank',
  // Issue 25: a creator's series.
  average_views: 'Average Views',
  engagement_rate: 'Engagement Rate',
  posts_30d: 'Posts per Week',
};

/** A metric's name as people read it: field-notes ids to words. */
export function metricTitle(metric: string): string {
  return (
    METRIC_TITLES[metric] ??
    metric
      .replace(/_(total|current)$/, '')
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** The text of a row of cells, for keyword filters and CSV. */
export function cellText(value: AnalyticsCellResponse): string {
  return value.value === null ? '' : String(value.value);
}
