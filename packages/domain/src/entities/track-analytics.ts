// spec §3: the track overview and the per-source track analytics section.
import type { DataTable, MapPoint } from './feed';

export interface TrackOverview {
  infoArray: { title: string; value: string }[];
  entityLinks: { sourceId: string; url: string }[];
  genres: string[];
  stats: { title: string; value: number | null; sourceId?: string }[];
  followerBreakdown: { title: string; value: number }[];
  audioFeatureData: Record<string, number>;
  tooltips: Record<string, string>;
  relatedArtists: { idUnique: string; name: string; imageUrl: string | null }[];
  highlightItems: { title: string; value: string }[];
  relatedLabels: { idUnique: string; name: string; imageUrl: string | null }[];
}

/** spec §3 "Table cells are text, links, buttons, delta cells, graph or table popups, share, or service icon". */
export const ANALYTICS_CELL_KINDS = [
  'text',
  'link',
  'button',
  'delta',
  'graphPopup',
  'tablePopup',
  'share',
  'serviceIcon',
] as const;
export type AnalyticsCellKind = (typeof ANALYTICS_CELL_KINDS)[number];

export interface AnalyticsCell {
  kind: AnalyticsCellKind;
  text?: string | null;
  url?: string | null;
  delta?: number | null;
  sourceId?: string | null;
  order: number | string | null;
}

export interface ScopeOption {
  id: string;
  title: string;
}

export interface TrackAnalyticsSection {
  trackIdUnique: string;
  lastLoadedTime: number | null;
  hasAccess: boolean;
  top: unknown;
  bottom: unknown;
  tables: DataTable[];
  locationMaps: MapPoint[][];
  mapTables: DataTable[];
  comments: { author: string; text: string; date: string }[];
  scope: string | null;
  scopeMenuOptions: ScopeOption[];
  canFilterByTime: boolean;
  sortedById: string | null;
}
