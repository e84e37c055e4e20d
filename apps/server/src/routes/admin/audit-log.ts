import { adminEndpoints } from '@songstats/contract';
import { listAuditLog } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = adminEndpoints.auditLog;

/** Issue 26: the audit log of every admin action, searched, sorted and paged. */
export function auditLogRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listAuditLog(app.db, request.query),
  });
}
