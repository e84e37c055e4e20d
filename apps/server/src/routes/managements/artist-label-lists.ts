import { managementEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { memberSubscription } from '../../presenters/login-response';
import { errorResponses } from '../responses';

const endpoint = managementEndpoints.artistLabelLists;

/** spec §7 artist_label_lists: the member's own accounts (grouped by groupText) and plans. */
export function artistLabelListsRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['managements'],
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => memberSubscription(app.db, sessionOf(request).member.id),
  });
}
