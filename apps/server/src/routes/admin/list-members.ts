import { adminEndpoints } from '@songstats/contract';
import { listMembersForAdmin } from '@songstats/db';
import type { AppInstance } from '../../app';
import { adminRoute } from './admin-route';

const endpoint = adminEndpoints.members;

/** Issue 26, Members and Beta Testers desks: search, filter, sort, page. */
export function listMembersRoute(app: AppInstance) {
  app.route({
    ...adminRoute(endpoint),
    handler: async (request) => listMembersForAdmin(app.db, request.query),
  });
}
