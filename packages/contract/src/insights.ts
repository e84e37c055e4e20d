import { z } from 'zod';
import { defineEndpoint, ZFileAnswer } from './endpoint';
import { TIME_RANGES } from './insights-constants';
import {
  sectionFields,
  ZActivityItem,
  ZAnalyticsTable,
  ZAnalyticsTop,
  ZComment,
  ZIdUnique,
  ZMapStats,
  ZQueryFlag,
  ZSourceId,
  ZSummaryCard,
} from './insights-shapes';

export * from './insights-shapes';

// spec §7 "Audience and feed" and "Track and account analytics": the calls, request and response.

/** Rows of a feed page. */
export const FEED_PAGE_SIZE = 25;

const ZTimeRange = z.enum(
  TIME_RANGES,
  'Please choose a time range: 7d, 28d, 90d, 180d, 365d or all.',
);

const ZPage = z.coerce
  .number('page must be a number.')
  .int('page must be a whole number.')
  .min(1, 'page starts at 1.')
  .max(1000, 'page must be 1000 or less.');

const ZSortOrder = z.enum(['asc', 'desc'], 'sortOrder is asc or desc.');
const ZSortBy = z.string().trim().min(1).max(64);
/** The path parameter of analytics_track calls: the track's idUnique. */
export const ZTrackParams = z.object({ trackId: z.string().trim().min(1).max(64) });
export const ZRequestIdParams = z.object({ requestId: z.coerce.number().int().min(1) });

const FEED_TIER_MESSAGE = 'tier is 1 (Top End), 2 (High Pass), 3 (Mid Range) or 4 (Bassline).';

export const ZActivitiesRequest = z.object({
  idUnique: ZIdUnique,
  /** 'overview' is every source, 'favorites' the member's favorite sources. */
  source: ZSourceId.default('overview'),
  page: ZPage.default(1),
  /**
   * Optional keyset cursor (the previous answer's nextCursor): the page after it, read straight
   * off the index however deep the feed scrolls. Without it, `page` is used.
   */
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}:\d+$/, 'cursor is the nextCursor of a previous page.')
    .optional(),
  /**
   * spec §3, §9: show only activities of this tier or higher: 4 Bassline (all), 3 Mid Range, 2
   * High Pass, 1 Top End. It narrows the activity-settings tier, never widens it.
   */
  tier: z.coerce
    .number(FEED_TIER_MESSAGE)
    .int(FEED_TIER_MESSAGE)
    .min(1, FEED_TIER_MESSAGE)
    .max(4, FEED_TIER_MESSAGE)
    .optional(),
});
export const ZActivitiesResponse = z.object({
  tracks: z.array(ZActivityItem),
  /** spec §4: echoed so the client drops an answer for another account or source. */
  accountIdUnique: z.string(),
  sourceId: z.string(),
  hasAccess: z.boolean(),
  page: z.number().int(),
  noMoreLoadableItems: z.boolean(),
  /** Pass as `cursor` to read the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /**
   * The tier applied (spec §9: 4 shows all, 1 the most significant): the request's tier or the
   * activity-settings tier, whichever is higher (the smaller number).
   */
  tier: z.number().int(),
});
export type ActivitiesResponse = z.infer<typeof ZActivitiesResponse>;

const ZAccountSourceQuery = z.object({
  idUnique: ZIdUnique,
  source: ZSourceId.default('overview'),
});

export const ZSummaryStatsResponse = z.object({
  summaryStats: z.array(ZSummaryCard),
  backstageStats: z.array(ZSummaryCard),
  accountIdUnique: z.string(),
  sourceId: z.string(),
  hasAccess: z.boolean(),
});
export const ZAudienceMapStatsResponse = z.object({
  mapStats: ZMapStats,
  accountIdUnique: z.string(),
  sourceId: z.string(),
  hasAccess: z.boolean(),
});

const analyticsQuery = {
  idUnique: ZIdUnique,
  source: ZSourceId.default('overview'),
  isMobileWeb: ZQueryFlag.optional(),
  scope: z.string().trim().max(64).optional(),
  range: ZTimeRange.default('all'),
};

export const ZAccountAnalyticsTopResponse = z.object({
  accountIdUnique: z.string(),
  sourceId: z.string(),
  lastLoadedTime: z.number(),
  top: ZAnalyticsTop.nullable(),
  ...sectionFields,
});
export const ZAccountAnalyticsBottomResponse = z.object({
  accountIdUnique: z.string(),
  sourceId: z.string(),
  lastLoadedTime: z.number(),
  tableData: z.array(ZAnalyticsTable),
  sortedById: z.string().nullable(),
  ...sectionFields,
});

export const TOP_LIST_RANK_TYPES = ['tracks', 'playlists', 'charts'] as const;
export const ZTopListRequest = z.object({
  idUnique: ZIdUnique,
  source: ZSourceId.default('spotify'),
  rankType: z
    .enum(TOP_LIST_RANK_TYPES, 'rankType is tracks, playlists or charts.')
    .default('tracks'),
  /** A scope of the source (a country code for charts), or 'all'. */
  scopeId: z.string().trim().max(64).default('all'),
  /** The metric to rank by (field-notes names: streams_total, followers ...). */
  metricId: z.string().trim().max(64).optional(),
  /** spec §9: 50 by default. */
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZTopListItem = z.object({
  rank: z.number().int(),
  trackIdUnique: z.string().nullable(),
  name: z.string(),
  secondaryText: z.string().nullable(),
  imageUrl: z.string().nullable(),
  value: z.number().nullable(),
  delta: z.number().nullable(),
  /** A track's release day (ISO) in the tracks ranking; null elsewhere or unknown. */
  releaseDate: z.string().nullable(),
});
export const ZTopListResponse = z.object({
  accountIdUnique: z.string(),
  sourceId: z.string(),
  rankType: z.string(),
  scopeId: z.string(),
  metricId: z.string(),
  /** What `value` is, in words: 'Spotify Popularity (0 to 100)', 'Playlist Followers'. */
  metricTitle: z.string(),
  hasAccess: z.boolean(),
  items: z.array(ZTopListItem),
});

const trackQuery = {
  source: ZSourceId.default('overview'),
  /** The account the track is viewed under (its performer or label). */
  idUnique: ZIdUnique.optional(),
  scope: z.string().trim().max(64).optional(),
  range: ZTimeRange.default('all'),
};

export const ZTrackTopResponse = z.object({
  trackIdUnique: z.string(),
  sourceId: z.string(),
  lastLoadedTime: z.number(),
  top: ZAnalyticsTop.nullable(),
  ...sectionFields,
});
export const ZTrackBottomResponse = z.object({
  trackIdUnique: z.string(),
  sourceId: z.string(),
  lastLoadedTime: z.number(),
  tableData: z.array(ZAnalyticsTable),
  sortedById: z.string().nullable(),
  ...sectionFields,
});
export const ZTrackMapStatsResponse = z.object({
  trackIdUnique: z.string(),
  sourceId: z.string(),
  hasAccess: z.boolean(),
  mapStats: ZMapStats,
});
export const ZTrackCommentsResponse = z.object({
  trackIdUnique: z.string(),
  sourceId: z.string(),
  hasAccess: z.boolean(),
  commentData: z.object({ comments: z.array(ZComment), total: z.number().int() }),
});

export const REPORT_FILE_TYPES = ['csv', 'xlsx'] as const;
export const ZDownloadReportRequest = z.object({
  id_unique: ZIdUnique,
  /** A track's report when set; the account's otherwise. */
  track_id_unique: z.string().trim().max(64).nullish(),
  /** The id of the table to export (an AnalyticsTable id of the bottom part). */
  filter: z.string().trim().min(1, 'Please choose a table to export.').max(64),
  source: ZSourceId,
  file_type: z.enum(REPORT_FILE_TYPES, 'file_type is csv or xlsx.').default('csv'),
  /** `{ columnId: 'asc' | 'desc' }`: the table's sort. */
  sort_hash: z.record(z.string().max(64), ZSortOrder).nullish(),
  service: z.string().max(40).nullish(),
  /** Keeps the rows whose text contains it (case-insensitive). */
  filter_keyword: z.string().max(200).nullish(),
});
export type DownloadReportRequest = z.input<typeof ZDownloadReportRequest>;

const ZLinkUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => /^https?:\/\/\S+$/i.test(value),
    'Please enter a link starting with http or https.',
  );

export const ZMediaLinkRequestItem = z.object({
  id: z.number().int(),
  kind: z.enum(['add_link', 'remove_link', 'remove_track']),
  status: z.enum(['pending', 'approved', 'rejected']),
  accountIdUnique: z.string(),
  trackIdUnique: z.string().nullable(),
  linkUrl: z.string().nullable(),
  memberEmail: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
const ZMediaLinkResponse = z.object({ message: z.string(), request: ZMediaLinkRequestItem });

export const insightEndpoints = {
  activities: defineEndpoint({
    method: 'GET',
    path: '/activities/index',
    summary:
      "A page of an account's activity feed for a source, at the member's tier or the higher one asked for (spec §4, §7, §9).",
    query: ZActivitiesRequest,
    response: ZActivitiesResponse,
  }),
  audienceSummaryStats: defineEndpoint({
    method: 'GET',
    path: '/audience/summary_stats',
    summary:
      "Summary cards and backstage stats of an account's audience on a source (spec §3, §7).",
    query: ZAccountSourceQuery,
    response: ZSummaryStatsResponse,
  }),
  audienceMapStats: defineEndpoint({
    method: 'GET',
    path: '/audience/map_stats',
    summary: "Maps and tables of an account's audience on a source (spec §3, §7).",
    query: ZAccountSourceQuery,
    response: ZAudienceMapStatsResponse,
  }),
  analyticsTop: defineEndpoint({
    method: 'GET',
    path: '/analytics/top',
    summary: "The top part of an account's analytics on a source: cards and charts (spec §7).",
    query: z.object(analyticsQuery),
    response: ZAccountAnalyticsTopResponse,
  }),
  analyticsBottom: defineEndpoint({
    method: 'GET',
    path: '/analytics/bottom',
    summary: "The tables of an account's analytics on a source (spec §7).",
    query: z.object({
      ...analyticsQuery,
      sortBy: ZSortBy.optional(),
      sortOrder: ZSortOrder.optional(),
    }),
    response: ZAccountAnalyticsBottomResponse,
  }),
  analyticsCreatorTop: defineEndpoint({
    method: 'GET',
    path: '/analytics_creator/top',
    summary: "The social product's top part of a creator's analytics (spec §7).",
    query: z.object(analyticsQuery),
    response: ZAccountAnalyticsTopResponse,
  }),
  topListTrackData: defineEndpoint({
    method: 'GET',
    path: '/analytics/top_list_track_data',
    summary: "An account's tracks ranked by a metric of a source (spec §7, §9 limit 50).",
    query: ZTopListRequest,
    response: ZTopListResponse,
  }),
  trackTop: defineEndpoint({
    method: 'GET',
    path: '/analytics_track/:trackId/top',
    summary: "A track's overview, or its cards and charts on a source (spec §3, §7).",
    query: z.object(trackQuery),
    response: ZTrackTopResponse,
  }),
  trackBottom: defineEndpoint({
    method: 'GET',
    path: '/analytics_track/:trackId/bottom',
    summary: "A track's tables on a source: playlists, charts, stations ... (spec §3, §7).",
    query: z.object({
      ...trackQuery,
      excludeActivities: ZQueryFlag.optional(),
      sortBy: ZSortBy.optional(),
      sortOrder: ZSortOrder.optional(),
    }),
    response: ZTrackBottomResponse,
  }),
  trackMapStats: defineEndpoint({
    method: 'GET',
    path: '/analytics_track/:trackId/map_stats',
    summary: 'Where a track charts and plays: location maps and tables (spec §3, §7).',
    query: z.object({ source: ZSourceId.default('overview'), idUnique: ZIdUnique.optional() }),
    response: ZTrackMapStatsResponse,
  }),
  trackComments: defineEndpoint({
    method: 'GET',
    path: '/analytics_track/:trackId/comments',
    summary: "Comments on a track's posts on a source (spec §3, §7).",
    query: z.object({ source: ZSourceId.default('youtube'), idUnique: ZIdUnique.optional() }),
    response: ZTrackCommentsResponse,
  }),
  downloadScheduledReport: defineEndpoint({
    method: 'POST',
    path: '/scheduled_report_items/download_scheduled_report',
    summary:
      'A table as a CSV or XLSX file, named by Content-Disposition (spec §6 export rights, §7).',
    body: ZDownloadReportRequest,
    // The answer is a file, not JSON: read it with fetch and the client's headersFor().
    response: ZFileAnswer,
  }),
  addLink: defineEndpoint({
    method: 'POST',
    path: '/media_links/add_link',
    summary: 'Asks us to add a link to a track (spec §7); stored for an admin.',
    body: z.object({
      idUnique: ZIdUnique,
      linkUrl: ZLinkUrl,
      uTrackId: z.string().trim().min(1).max(64),
    }),
    response: ZMediaLinkResponse,
  }),
  requestLinkRemoval: defineEndpoint({
    method: 'POST',
    path: '/media_links/request_link_removal',
    summary: 'Asks us to remove a link from a track (spec §7); stored for an admin.',
    body: z.object({
      idUnique: ZIdUnique,
      uTrackId: z.string().trim().min(1).max(64),
      linkUrl: ZLinkUrl,
    }),
    response: ZMediaLinkResponse,
  }),
  requestTrackRemoval: defineEndpoint({
    method: 'POST',
    path: '/media_links/request_track_removal',
    summary: "Asks us to remove a track from an artist's or label's catalogue (spec §7).",
    body: z.object({
      idUnique: ZIdUnique,
      uEntityId: ZIdUnique,
      uEntityType: z.enum(
        ['artist', 'label', 'creator'],
        'uEntityType is artist, label or creator.',
      ),
      uTrackId: z.string().trim().min(1).max(64),
    }),
    response: ZMediaLinkResponse,
  }),
  listMediaLinkRequests: defineEndpoint({
    method: 'GET',
    path: '/media_links/requests',
    summary: 'Admins: the stored link and track requests, pending first.',
    query: z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() }),
    response: z.object({ requests: z.array(ZMediaLinkRequestItem) }),
  }),
  resolveMediaLinkRequest: defineEndpoint({
    method: 'PATCH',
    path: '/media_links/requests/:requestId',
    summary: 'Admins: approve or reject a stored request.',
    body: z.object({ status: z.enum(['approved', 'rejected'], 'status is approved or rejected.') }),
    response: ZMediaLinkResponse,
  }),
};
