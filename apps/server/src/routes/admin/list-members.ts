import { adminEndpoints } from '@songstats/contract';
import { listMembersForAdmin } from '@songstats/db';
import type { AppInstance } from '../../app';
import { requireAdmin } from '../../auth/require-member';
import { adminSchema } from './admin-route';

const endpoint = adminEndpoints.members;

/** Issue 26, Members and Beta Testers desks: search, filter, sort, page. */
export function listMembersRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...adminSchema(endpoint), querystring: endpoint.query },
    preHandler: requireAdmin,
    handler: async (request) => listMembersForAdmin(app.db, request.query),
  });
}
