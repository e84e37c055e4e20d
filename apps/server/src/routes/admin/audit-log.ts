import { adminEndpoints } from '@songstats/contract';
import { listAuditLog } from '@songstats/db';
import type { AppInstance } from '../../app';
import { adminRoute } from './admin-route';

const endpoint = adminEndpoints.auditLog;

/** Issue 26: the audit log of every admin action, searched, sorted and paged. */
export function auditLogRoute(app: AppInstance) {
  app.route({
    ...adminRoute(endpoint),
    handler: async (request) => listAuditLog(app.db, request.query),
  });
}
