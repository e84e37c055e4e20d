// spec §3: the activity feed and its items, and the audience section.

/** spec §3 "Loading types: full page, next page, refresh". */
export const FEED_LOADING_TYPES = ['fullPage', 'nextPage', 'refresh'] as const;
export type FeedLoadingType = (typeof FEED_LOADING_TYPES)[number];

export interface ActivityItem {
  id: string;
  trackName: string | null;
  artistName: string | null;
  labelName: string | null;
  imageUrl: string | null;
  artistImageUrl?: string | null;
  date: string;
  sourceId: string;
  chartPositionText: string | null;
  isHighlight: boolean;
  isMilestone: boolean;
  isLocked: boolean;
  activityType: string;
  /** spec §9: the tier the activity reaches, 1 (Top End) to 4 (Bassline). */
  tier?: number | null;
  popupTitle?: string | null;
  popupText?: string | null;
  popupUrl?: string | null;
}

export interface FeedState {
  feedItems: ActivityItem[];
  storyFeedItems: ActivityItem[];
  lastViewedDate: string | null;
  page: number;
  noMoreLoadableItems: boolean;
  loading: Partial<Record<FeedLoadingType, boolean>>;
}

export interface SummaryCard {
  title: string;
  value: number | string | null;
  delta?: number | null;
}

export interface MapPoint {
  id: string;
  name: string;
  longitude: number;
  latitude: number;
  /** Rank value per column id. */
  ranks: Record<string, number | null>;
  scopeRule?: string | null;
  scopeData?: unknown;
}

export interface TableColumn {
  id: string;
  title: string;
  isDefaultSort?: boolean;
}

export interface TableCell {
  value: string | number | null;
  /** spec §3: cells carry an order value that the table sorts by. */
  order: number | string | null;
}

export interface DataTable {
  columns: TableColumn[];
  rows: TableCell[][];
  defaultSortColumn: string | null;
}

export interface AudienceSection {
  summaryCards: SummaryCard[];
  backstageStats: unknown[];
  accountIdUnique: string;
  maps: MapPoint[][];
  tables: DataTable[];
}
