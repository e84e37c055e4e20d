import { smartLinkEndpoints } from '@songstats/contract';
import { listSmartLinkAccountIds, listSmartLinks } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { flushFanCounts } from '../../fan-pages/fan-counts';
import { serveEndpoint } from '../serve-endpoint';
import { presentAnalyticsRow, sinceOf } from './present-smart-link';

const endpoint = smartLinkEndpoints.index;

/** Issue 23 smart_links/index: the links of the member's profiles, spec §2 share analytics. */
export function listSmartLinksRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['smart links'],
    handler: async (request) => {
      // The fan pages' visits and clicks that wait in memory are written first (decision 077).
      await flushFanCounts(app.db);
      const { member } = sessionOf(request);
      const accountIds = await listSmartLinkAccountIds(app.db, member.id);
      const rows = await listSmartLinks(
        app.db,
        accountIds,
        sinceOf(request.query.range, app.demoWorld?.get()),
      );
      const visits = rows.reduce((sum, row) => sum + row.visits, 0);
      const clicks = rows.reduce((sum, row) => sum + row.clicks, 0);
      return {
        links: rows.map((row) => presentAnalyticsRow(request, row, true, visits)),
        totals: { visits, clicks },
      };
    },
  });
}
