import { adminEndpoints } from '@songstats/contract';
import { listAuditLog } from '@songstats/db';
import type { AppInstance } from '../../app';
import { requireAdmin } from '../../auth/require-member';
import { adminSchema } from './admin-route';

const endpoint = adminEndpoints.auditLog;

/** Issue 26: the audit log of every admin action, searched, sorted and paged. */
export function auditLogRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...adminSchema(endpoint), querystring: endpoint.query },
    preHandler: requireAdmin,
    handler: async (request) => listAuditLog(app.db, request.query),
  });
}
