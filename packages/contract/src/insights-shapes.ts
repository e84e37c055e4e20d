import type {
  ActivityItem,
  AnalyticsCell,
  DataTable,
  MapPoint,
  ScopeOption,
  SummaryCard,
  TrackOverview,
} from '@songstats/domain';
import { type ANALYTICS_CELL_KINDS, SOURCES } from '@songstats/domain';
import { z } from 'zod';

// spec §3 "Activity feed item", "Audience section", "Track overview", "Track analytics section"
// and its cell kinds: the shapes the insights calls answer with (insights.ts declares the calls).
// Each schema's output is checked at the bottom to be assignable to its domain entity.

/** An account's idUnique as a parameter. */
export const ZIdUnique = z
  .string({ error: 'idUnique is required.' })
  .trim()
  .min(1, 'idUnique is required.')
  .max(64);

const SOURCE_IDS = SOURCES.map((source) => source.id);

/** A source of the catalogue (spec §3 "Source (platform) definition"), by id. */
export const ZSourceId = z
  .string()
  .trim()
  .refine((value) => SOURCE_IDS.includes(value), 'Please choose a known source.');

/** A query flag: `true`/`false` or `1`/`0` (query strings carry text). */
export const ZQueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** Issue 28: a playlist's health verdict as shown, with its signals in words (decision 057). */
export const ZPlaylistHealthFlag = z.object({
  verdict: z.enum(['clean', 'suspicious', 'botted']),
  /** "Clean", "Suspicious" or "Botted". */
  label: z.string(),
  /** The day (`YYYY-MM-DD`) it was computed for. */
  day: z.string(),
  /** Each signal in words ("3 follower jumps without matching streams"). */
  signals: z.array(z.string()),
});
export type PlaylistHealthFlag = z.infer<typeof ZPlaylistHealthFlag>;

/**
 * Issue 28 section 4 (decision 063): where a figure comes from: its platform, when the monitor
 * last refreshed it and whether it is fresh, estimated (computed by the product: forecasts,
 * audience quality) or stale (its last reading is older than the platform's daily cadence, or the
 * platform is failing). One per card, series or table, never per point.
 */
export const PROVENANCE_STATES = ['fresh', 'estimated', 'stale'] as const;
export const ZProvenance = z.object({
  /** The platform (a source id). */
  sourceId: z.string(),
  /** The day (`YYYY-MM-DD`) of the reading shown; null when the monitor has none. */
  day: z.string().nullable(),
  /** When the monitor finished the run that read it (ISO); null when no run recorded a time. */
  refreshedAt: z.string().nullable(),
  state: z.enum(PROVENANCE_STATES),
  /** Why it is stale or how it is estimated, in words; null when fresh. */
  note: z.string().nullable(),
});
export type Provenance = z.infer<typeof ZProvenance>;

/** spec §3 "Activity feed item", plus the text and numbers the item is about. */
export const ZActivityItem = z.object({
  id: z.string(),
  trackName: z.string().nullable(),
  /** The track's id for its analytics page; null for account activities and locked items. */
  trackIdUnique: z.string().nullable(),
  artistName: z.string().nullable(),
  labelName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  artistImageUrl: z.string().nullable(),
  /** The activity's day, `YYYY-MM-DD`. */
  date: z.string(),
  sourceId: z.string(),
  /** "#3" for chart activities, else null. */
  chartPositionText: z.string().nullable(),
  isHighlight: z.boolean(),
  isMilestone: z.boolean(),
  isLocked: z.boolean(),
  /** playlist_add, playlist_remove, chart_entry, chart_new_peak, chart_reentry, chart_exit, milestone, radio_spins, dj_support, concert_announced ... ('locked' for locked items). */
  activityType: z.string(),
  /** "Added to Mint (6.1M followers)"; null on locked items. */
  activityText: z.string().nullable(),
  /** The number it is about: followers, chart position, milestone, spins. */
  value: z.number().nullable(),
  /** spec §9: 1 (Top End) to 4 (Bassline). */
  tier: z.number().int().nullable(),
  popupTitle: z.string().nullable(),
  popupText: z.string().nullable(),
  popupUrl: z.string().nullable(),
  /** Issue 28: a playlist activity's playlist health (decision 057); absent on other items. */
  playlistHealth: ZPlaylistHealthFlag.nullable().optional(),
});
export type ActivityItemResponse = z.infer<typeof ZActivityItem>;

/** spec §3 "summaryCards" and backstage stats. */
export const ZSummaryCard = z.object({
  id: z.string(),
  title: z.string(),
  value: z.union([z.number(), z.string()]).nullable(),
  /** Change over the last 7 days, when known. */
  delta: z.number().nullable(),
  sourceId: z.string().nullable(),
  /** Issue 25: 'percent' for a rate shown as a percentage (value 5.23 is 5.23%). */
  unit: z.enum(['percent']).nullable().optional(),
  /** Issue 28: where the figure comes from (decision 063). */
  provenance: ZProvenance.nullable().optional(),
});
export type SummaryCardResponse = z.infer<typeof ZSummaryCard>;

/** spec §3 "Map data: id, name, longitude, latitude, per-column rank values, optional scopeRule and scopeData". */
export const ZMapPoint = z.object({
  id: z.string(),
  name: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  /** The value of each column the map can be ranked by (e.g. `{ listeners: 12000 }`). */
  ranks: z.record(z.string(), z.number().nullable()),
  /** 'city' or 'country': what the point stands for. */
  scopeRule: z.string().nullable(),
  /** The country of a city point, the rank of the point. */
  scopeData: z
    .object({ countryCode: z.string().nullable(), rank: z.number().int().nullable() })
    .nullable(),
});
export type MapPointResponse = z.infer<typeof ZMapPoint>;

export const ZTableColumn = z.object({
  id: z.string(),
  title: z.string(),
  isDefaultSort: z.boolean(),
});

/** A popup's line chart: one or more series of (date, value). */
export const ZChartSeries = z.object({
  id: z.string(),
  title: z.string(),
  points: z.array(z.object({ date: z.string(), value: z.number().nullable() })),
  /** Issue 28: where the series comes from (decision 063); one for all its points. */
  provenance: ZProvenance.nullable().optional(),
});
export type ChartSeriesResponse = z.infer<typeof ZChartSeries>;

/** A table inside a popup cell: plain text cells. */
export const ZPopupTable = z.object({
  columns: z.array(ZTableColumn),
  rows: z.array(z.array(z.object({ value: z.union([z.string(), z.number()]).nullable() }))),
});

/** spec §3 share settings apply to these cards (lastShareStyleId, frame, cover, font, follower). */
export const ZShareCard = z.object({
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  followers: z.number().nullable(),
  sourceId: z.string(),
});

const cellBase = {
  /** What the cell shows. */
  value: z.union([z.string(), z.number()]).nullable(),
  /** spec §3: the value the column sorts by. */
  order: z.union([z.number(), z.string()]).nullable(),
  /** Issue 28: a playlist cell's playlist health (decision 057), shown beside its name. */
  health: ZPlaylistHealthFlag.nullable().optional(),
};

/** spec §3 "Table cells are text, links, buttons, delta cells, graph or table popups, share, or service icon". */
export const ZAnalyticsCell = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), ...cellBase }),
  z.object({ kind: z.literal('link'), ...cellBase, url: z.string() }),
  z.object({
    kind: z.literal('button'),
    ...cellBase,
    /** What the button does: `requestLinkRemoval` or `requestTrackRemoval` (media_links calls). */
    action: z.enum(['requestLinkRemoval', 'requestTrackRemoval']),
    url: z.string().nullable(),
  }),
  z.object({ kind: z.literal('delta'), ...cellBase, delta: z.number().nullable() }),
  z.object({
    kind: z.literal('graphPopup'),
    ...cellBase,
    popup: z.object({ title: z.string(), series: z.array(ZChartSeries) }),
  }),
  z.object({
    kind: z.literal('tablePopup'),
    ...cellBase,
    popup: z.object({ title: z.string(), table: ZPopupTable }),
  }),
  z.object({ kind: z.literal('share'), ...cellBase, share: ZShareCard }),
  z.object({
    kind: z.literal('serviceIcon'),
    ...cellBase,
    sourceId: z.string(),
    url: z.string().nullable(),
  }),
]);
export type AnalyticsCellResponse = z.infer<typeof ZAnalyticsCell>;

/** spec §3 tables: columns with a default sort column, rows of ordered cells. */
export const ZAnalyticsTable = z.object({
  /** The table's id: what a report download asks for (`filter`). */
  id: z.string(),
  title: z.string(),
  columns: z.array(ZTableColumn),
  defaultSortColumn: z.string().nullable(),
  /** The column the rows are sorted by (sortBy when it names a column, else the default). */
  sortedById: z.string().nullable(),
  /** The order of the rows: a chart position ascending (best first), most others descending. */
  sortOrder: z.enum(['asc', 'desc']),
  rows: z.array(z.array(ZAnalyticsCell)),
  /** Every row there is: the rows sent stop at the server's row limit (500). */
  totalRows: z.number().int(),
  /** spec §2 per-platform empty-state message, shown when rows are empty. */
  emptyText: z.string().nullable(),
  /** Issue 28: where the table's figures come from (decision 063). */
  provenance: ZProvenance.nullable().optional(),
  /**
   * Issue 28: a table of several platforms' figures (a creator's posts on the overview): where
   * each platform's come from, one per platform (decision 063).
   */
  platformProvenance: z.array(ZProvenance).optional(),
});
export type AnalyticsTableResponse = z.infer<typeof ZAnalyticsTable>;

/** spec §3 "scopeMenuOptions". */
export const ZScopeOption = z.object({ id: z.string(), title: z.string() });

/** A stat card of a top part: a value, its change and its series for the chart. */
export const ZStatCard = z.object({
  id: z.string(),
  title: z.string(),
  value: z.number().nullable(),
  delta: z.number().nullable(),
  sourceId: z.string().nullable(),
  /** Issue 25: 'percent' for a rate shown as a percentage (value 5.23 is 5.23%). */
  unit: z.enum(['percent']).nullable().optional(),
  /** Issue 28: where the figure comes from (decision 063). */
  provenance: ZProvenance.nullable().optional(),
});

/** spec §3 "Track overview". */
export const ZTrackOverview = z.object({
  infoArray: z.array(z.object({ title: z.string(), value: z.string() })),
  entityLinks: z.array(z.object({ sourceId: z.string(), url: z.string() })),
  genres: z.array(z.string()),
  stats: z.array(
    z.object({
      title: z.string(),
      value: z.number().nullable(),
      sourceId: z.string().optional(),
      /** Issue 28: where a platform's figure comes from (decision 063). */
      provenance: ZProvenance.nullable().optional(),
      /**
       * Issue 28: a figure summed over platforms (Playlists, Playlist Reach, Current Charts):
       * where each platform's part comes from, one per platform (decision 063).
       */
      platformProvenance: z.array(ZProvenance).optional(),
    }),
  ),
  followerBreakdown: z.array(z.object({ title: z.string(), value: z.number() })),
  /**
   * Issue 28: where the breakdown's figures come from: the playlists of each platform it sums,
   * one per platform (decision 063).
   */
  followerBreakdownProvenance: z.array(ZProvenance).optional(),
  audioFeatureData: z.record(z.string(), z.number()),
  tooltips: z.record(z.string(), z.string()),
  relatedArtists: z.array(
    z.object({ idUnique: z.string(), name: z.string(), imageUrl: z.string().nullable() }),
  ),
  highlightItems: z.array(z.object({ title: z.string(), value: z.string() })),
  relatedLabels: z.array(
    z.object({ idUnique: z.string(), name: z.string(), imageUrl: z.string().nullable() }),
  ),
});
export type TrackOverviewResponse = z.infer<typeof ZTrackOverview>;

/**
 * Issue 25 "Audience quality": on a creator's platform, the share of followers that look fake
 * (bursts of followers with no views behind them) and how it is computed.
 */
export const ZAudienceQuality = z.object({
  followers: z.number(),
  suspectFollowers: z.number(),
  /** Suspect followers over followers, 0 to 1. */
  suspectShare: z.number(),
  bursts: z.array(z.object({ day: z.string(), followers: z.number() })),
  method: z.string(),
  /** Issue 28: an estimate computed from the monitor's readings (decision 063). */
  provenance: ZProvenance.nullable().optional(),
});
export type AudienceQualityResponse = z.infer<typeof ZAudienceQuality>;

/** The top part of an analytics section: cards and charts (track overview on 'overview'). */
export const ZAnalyticsTop = z.object({
  overview: ZTrackOverview.nullable(),
  stats: z.array(ZStatCard),
  charts: z.array(ZChartSeries),
  /** A creator's platform only (issue 25). */
  audienceQuality: ZAudienceQuality.nullable().optional(),
});
export type AnalyticsTopResponse = z.infer<typeof ZAnalyticsTop>;

/** spec §3 "Audience section" maps and tables (one map per scope: cities, then countries). */
export const ZMapStats = z.object({
  maps: z.array(z.array(ZMapPoint)),
  /** The title of each map, in the order of `maps`. */
  mapTitles: z.array(z.string()),
  tables: z.array(ZAnalyticsTable),
});
export type MapStatsResponse = z.infer<typeof ZMapStats>;

export const ZComment = z.object({ author: z.string(), text: z.string(), date: z.string() });

/** Analytics scope and time fields shared by the section responses (spec §3). */
export const sectionFields = {
  hasAccess: z.boolean(),
  /** The 403-style reason when hasAccess is false, for the locked prompt. */
  lockedReason: z.string().nullable(),
  scope: z.string().nullable(),
  scopeMenuOptions: z.array(ZScopeOption),
  canFilterByTime: z.boolean(),
};

// The schemas match the domain entities: each output is assignable to its entity.
type Assignable<T, _U extends T> = true;
export type InsightShapesMatchDomain = [
  Assignable<ActivityItem, z.output<typeof ZActivityItem>>,
  Assignable<SummaryCard, z.output<typeof ZSummaryCard>>,
  Assignable<MapPoint, z.output<typeof ZMapPoint>>,
  Assignable<DataTable, z.output<typeof ZAnalyticsTable>>,
  Assignable<AnalyticsCell, z.output<typeof ZAnalyticsCell>>,
  Assignable<AnalyticsCell['kind'], z.output<typeof ZAnalyticsCell>['kind']>,
  Assignable<z.output<typeof ZAnalyticsCell>['kind'], (typeof ANALYTICS_CELL_KINDS)[number]>,
  Assignable<ScopeOption, z.output<typeof ZScopeOption>>,
  Assignable<TrackOverview, z.output<typeof ZTrackOverview>>,
];
