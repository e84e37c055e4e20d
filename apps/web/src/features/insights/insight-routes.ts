import {
  type audienceCityEndpoints,
  type insightEndpoints,
  type movesEndpoints,
  routeOf,
} from '@songstats/contract';

/**
 * The calls of the insights pages (/feed, /tracks, a track's page, /audience, and the account
 * pages sharing their hooks) by method and path only (issue 29): with the endpoints' zod schemas
 * those pages loaded and ran zod and the contract's schemas, about 25 KB gzip and 100-200 ms of
 * a slow phone's main thread, before they could draw. `insight-routes.test.ts` checks each
 * against its endpoint.
 */
export const insightRoutes = {
  activities: routeOf<typeof insightEndpoints.activities>('GET', '/activities/index'),
  audienceSummaryStats: routeOf<typeof insightEndpoints.audienceSummaryStats>(
    'GET',
    '/audience/summary_stats',
  ),
  audienceMapStats: routeOf<typeof insightEndpoints.audienceMapStats>('GET', '/audience/map_stats'),
  audienceCityStats: routeOf<typeof audienceCityEndpoints.audienceCityStats>(
    'GET',
    '/audience/city_stats',
  ),
  analyticsTop: routeOf<typeof insightEndpoints.analyticsTop>('GET', '/analytics/top'),
  analyticsCreatorTop: routeOf<typeof insightEndpoints.analyticsCreatorTop>(
    'GET',
    '/analytics_creator/top',
  ),
  analyticsBottom: routeOf<typeof insightEndpoints.analyticsBottom>('GET', '/analytics/bottom'),
  topListTrackData: routeOf<typeof insightEndpoints.topListTrackData>(
    'GET',
    '/analytics/top_list_track_data',
  ),
  trackTop: routeOf<typeof insightEndpoints.trackTop>('GET', '/analytics_track/:trackId/top'),
  trackBottom: routeOf<typeof insightEndpoints.trackBottom>(
    'GET',
    '/analytics_track/:trackId/bottom',
  ),
  trackMapStats: routeOf<typeof insightEndpoints.trackMapStats>(
    'GET',
    '/analytics_track/:trackId/map_stats',
  ),
  trackComments: routeOf<typeof insightEndpoints.trackComments>(
    'GET',
    '/analytics_track/:trackId/comments',
  ),
  trackMoves: routeOf<typeof movesEndpoints.trackMoves>('GET', '/analytics_track/:trackId/moves'),
  upcomingMilestones: routeOf<typeof movesEndpoints.upcomingMilestones>(
    'GET',
    '/activities/upcoming',
  ),
  downloadScheduledReport: routeOf<typeof insightEndpoints.downloadScheduledReport>(
    'POST',
    '/scheduled_report_items/download_scheduled_report',
  ),
  requestLinkRemoval: routeOf<typeof insightEndpoints.requestLinkRemoval>(
    'POST',
    '/media_links/request_link_removal',
  ),
  requestTrackRemoval: routeOf<typeof insightEndpoints.requestTrackRemoval>(
    'POST',
    '/media_links/request_track_removal',
  ),
};
