import { smartLinkEndpoints } from '@songstats/contract';
import { listSmartLinkAccountIds, listSmartLinks } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { flushFanCounts } from '../../fan-pages/fan-counts';
import { contentDisposition, toCsv, toXlsx } from '../../presenters/report-file';
import { serveEndpoint } from '../serve-endpoint';
import { presentAnalyticsRow, sinceOf } from './present-smart-link';

const endpoint = smartLinkEndpoints.downloadReport;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const TITLE = 'Share and pre-save analytics';

/**
 * Issue 23: spec §2's share analytics table of the member's smart links as a file, written by the
 * report download's own CSV (formula-safe) and XLSX writers.
 */
export function downloadSmartLinkReportRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['smart links'],
    handler: async (request, reply) => {
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
      const sheet = {
        header: ['Track', 'Artist', 'Link', 'Visits', 'Clicks', 'Click-through rate', 'Share'],
        rows: rows.map((row) => {
          const shown = presentAnalyticsRow(request, row, true, visits);
          return [
            shown.title,
            shown.artistName,
            shown.url,
            shown.visits,
            shown.clicks,
            shown.clickThroughRate,
            shown.share,
          ];
        }),
      };
      const fileType = request.query.file_type;
      const file = fileType === 'xlsx' ? await toXlsx(sheet, TITLE) : toCsv(sheet);
      return (
        reply
          .header('content-type', CONTENT_TYPES[fileType])
          .header(
            'content-disposition',
            contentDisposition(`${request.variant.name} Report - ${TITLE}.${fileType}`),
          )
          .header('cache-control', 'no-store')
          // A file, not JSON: the route declares only its error answers.
          .send(file as unknown as { message: string })
      );
    },
  });
}
