import { adminEndpoints } from '@songstats/contract';
import { listMembersForAdmin } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = adminEndpoints.members;

/** Issue 26, Members and Beta Testers desks: search, filter, sort, page. */
export function listMembersRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listMembersForAdmin(app.db, request.query),
  });
}
