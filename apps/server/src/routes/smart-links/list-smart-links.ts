import { smartLinkEndpoints } from '@songstats/contract';
import { listSmartLinkAccountIds, listSmartLinks } from '@songstats/db';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { errorResponses } from '../responses';
import { presentAnalyticsRow, sinceOf } from './present-smart-link';

const endpoint = smartLinkEndpoints.index;

/** Issue 23 smart_links/index: the links of the member's profiles, spec §2 share analytics. */
export function listSmartLinksRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['smart links'],
      querystring: endpoint.query,
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { member } = sessionOf(request);
      const accountIds = await listSmartLinkAccountIds(app.db, member.id);
      const rows = await listSmartLinks(app.db, accountIds, sinceOf(request.query.range));
      const visits = rows.reduce((sum, row) => sum + row.visits, 0);
      const clicks = rows.reduce((sum, row) => sum + row.clicks, 0);
      return {
        links: rows.map((row) => presentAnalyticsRow(request, row, true, visits)),
        totals: { visits, clicks },
      };
    },
  });
}
