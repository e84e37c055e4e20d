import { adminEndpoints } from '@songstats/contract';
import { listErrorReportGroups } from '@songstats/db';
import type { AppInstance } from '../../app';
import { adminRoute } from './admin-route';

const endpoint = adminEndpoints.errorReports;

/** Issue 26, Error Reports desk: report_error reports grouped by message and stack. */
export function errorReportsRoute(app: AppInstance) {
  app.route({
    ...adminRoute(endpoint),
    handler: async (request) => listErrorReportGroups(app.db, request.query),
  });
}
