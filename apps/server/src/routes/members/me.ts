import { memberEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { presentUser } from '../../presenters/present-user';
import { errorResponses } from '../responses';

const endpoint = memberEndpoints.me;

/** spec §7 GET /members/me. */
export function meRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['members'],
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => ({ user: await presentUser(app.db, sessionOf(request).member) }),
  });
}
