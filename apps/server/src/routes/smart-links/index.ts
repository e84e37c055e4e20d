import type { AppInstance } from '../../app-instance';
import { createSmartLinkRoute } from './create-smart-link';
import { downloadSmartLinkReportRoute } from './download-smart-link-report';
import { listLinkTracksRoute } from './list-link-tracks';
import { listSmartLinksRoute } from './list-smart-links';
import { smartLinkDetailsRoute } from './smart-link-details';
import { updateSmartLinkRoute } from './update-smart-link';

/** Issue 23: Songshare smart links and their analytics (the fan pages are in src/fan-pages). */
export function smartLinkRoutes(app: AppInstance) {
  listSmartLinksRoute(app);
  listLinkTracksRoute(app);
  createSmartLinkRoute(app);
  updateSmartLinkRoute(app);
  smartLinkDetailsRoute(app);
  downloadSmartLinkReportRoute(app);
}
