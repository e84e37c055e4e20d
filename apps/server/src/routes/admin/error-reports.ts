import { adminEndpoints } from '@songstats/contract';
import { listErrorReportGroups } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = adminEndpoints.errorReports;

/** Issue 26, Error Reports desk: report_error reports grouped by message and stack. */
export function errorReportsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listErrorReportGroups(app.db, request.query),
  });
}
