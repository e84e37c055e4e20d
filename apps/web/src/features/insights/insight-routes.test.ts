import {
  audienceCityEndpoints,
  type Endpoint,
  insightEndpoints,
  movesEndpoints,
} from '@songstats/contract';
import { describe } from 'vitest';
import { checkRoutes } from '../../testing/check-routes';
import { insightRoutes } from './insight-routes';

const ENDPOINTS: Record<keyof typeof insightRoutes, Endpoint> = {
  activities: insightEndpoints.activities,
  audienceSummaryStats: insightEndpoints.audienceSummaryStats,
  audienceMapStats: insightEndpoints.audienceMapStats,
  audienceCityStats: audienceCityEndpoints.audienceCityStats,
  analyticsTop: insightEndpoints.analyticsTop,
  analyticsCreatorTop: insightEndpoints.analyticsCreatorTop,
  analyticsBottom: insightEndpoints.analyticsBottom,
  topListTrackData: insightEndpoints.topListTrackData,
  trackTop: insightEndpoints.trackTop,
  trackBottom: insightEndpoints.trackBottom,
  trackMapStats: insightEndpoints.trackMapStats,
  trackComments: insightEndpoints.trackComments,
  trackMoves: movesEndpoints.trackMoves,
  upcomingMilestones: movesEndpoints.upcomingMilestones,
  downloadScheduledReport: insightEndpoints.downloadScheduledReport,
  requestLinkRemoval: insightEndpoints.requestLinkRemoval,
  requestTrackRemoval: insightEndpoints.requestTrackRemoval,
};

describe('the insights routes (issue 29)', () => {
  checkRoutes(insightRoutes, ENDPOINTS);
});
