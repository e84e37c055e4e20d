import type { AppInstance } from '../app-instance';
import { adminRoutes } from './admin';
import { authorizeRoutes } from './auth/authorize';
import { twitterSignInRoutes } from './auth/twitter-sign-in';
import { insightRoutes } from './insights';
import { managementRoutes } from './managements';
import { memberSettingsRoutes } from './member-settings';
import { memberRoutes } from './members';
import { pitchingRoutes } from './pitching';
import { playlistCheckerRoutes } from './playlist-checker';
import { postRoutes } from './posts';
import { presaveRoutes } from './presaves';
import { professionalRoutes } from './professional';
import { radioRoutes } from './radio';
import { searchRoutes } from './search';
import { smartLinkRoutes } from './smart-links';
import { subscriptionRoutes } from './subscriptions';
import { monitoredCountsRoute } from './support/monitored-counts';
import { reportErrorRoute } from './support/report-error';
import { uptimeCheckRoute } from './support/uptime-check';
import { teamRoutes } from './teams';

/** Every call of spec §7, mounted under /api/v1 by the app. */
export async function apiRoutes(app: AppInstance) {
  // First: its hook makes sessions opened through admin read-only on every call (issue 26).
  adminRoutes(app);
  uptimeCheckRoute(app);
  reportErrorRoute(app);
  monitoredCountsRoute(app);
  memberRoutes(app);
  memberSettingsRoutes(app);
  managementRoutes(app);
  searchRoutes(app);
  authorizeRoutes(app);
  twitterSignInRoutes(app);
  subscriptionRoutes(app);
  insightRoutes(app);
  postRoutes(app);
  professionalRoutes(app);
  radioRoutes(app);
  playlistCheckerRoutes(app);
  teamRoutes(app);
  smartLinkRoutes(app);
  presaveRoutes(app);
  pitchingRoutes(app);
}
