import { smartLinkEndpoints } from '@songstats/contract';
import { smartLinkBreakdowns } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { flushFanCounts } from '../../fan-pages/fan-counts';
import { serveEndpoint } from '../serve-endpoint';
import { presentAnalyticsRow, sinceOf } from './present-smart-link';
import { loadSmartLink } from './smart-link-access';

const endpoint = smartLinkEndpoints.details;

/** Issue 23 smart_links/details: one link's visits and clicks over time and by breakdown. */
export function smartLinkDetailsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['smart links'],
    handler: async (request) => {
      // The fan pages' visits and clicks that wait in memory are written first (decision 077).
      await flushFanCounts(app.db);
      const { link, canEdit } = await loadSmartLink(app.db, request, request.query.id, 'read');
      const found = await smartLinkBreakdowns(
        app.db,
        link.id,
        sinceOf(request.query.range, app.demoWorld?.get()),
      );
      return {
        link: presentAnalyticsRow(
          request,
          { ...link, ...found.totals },
          canEdit,
          found.totals.visits,
        ),
        days: found.days,
        services: found.services.map((row) => ({
          key: row.serviceId,
          visits: 0,
          clicks: row.clicks,
        })),
        countries: found.countries.map((row) => ({ ...row, key: row.countryCode })),
        referrers: found.referrers.map((row) => ({ ...row, key: row.referrerHost })),
      };
    },
  });
}
