import type { AppInstance } from '../../app-instance';
import {
  analyticsBottomRoute,
  analyticsCreatorTopRoute,
  analyticsTopRoute,
} from './account-analytics';
import { activitiesRoute } from './activities';
import { audienceMapRoute, audienceSummaryRoute } from './audience';
import { audienceCityRoute } from './audience-city';
import { downloadReportRoute } from './download-report';
import { mediaLinkRoutes } from './media-links';
import { trackMovesRoute, upcomingMilestonesRoute } from './moves';
import { topListRoute } from './top-list';
import {
  trackBottomRoute,
  trackCommentsRoute,
  trackMapStatsRoute,
  trackTopRoute,
} from './track-analytics';

/** spec §7 "Audience and feed" and "Track and account analytics". */
export function insightRoutes(app: AppInstance) {
  activitiesRoute(app);
  audienceSummaryRoute(app);
  audienceMapRoute(app);
  audienceCityRoute(app);
  analyticsTopRoute(app);
  analyticsBottomRoute(app);
  analyticsCreatorTopRoute(app);
  topListRoute(app);
  trackTopRoute(app);
  trackBottomRoute(app);
  trackMapStatsRoute(app);
  trackCommentsRoute(app);
  trackMovesRoute(app);
  upcomingMilestonesRoute(app);
  downloadReportRoute(app);
  mediaLinkRoutes(app);
}
