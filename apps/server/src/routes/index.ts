import type { AppInstance } from '../app';
import { reportErrorRoute } from './support/report-error';
import { uptimeCheckRoute } from './support/uptime-check';

/** Every call of spec §7, mounted under /api/v1 by the app. */
export async function apiRoutes(app: AppInstance) {
  uptimeCheckRoute(app);
  reportErrorRoute(app);
}
