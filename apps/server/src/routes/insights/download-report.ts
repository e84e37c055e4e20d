import { insightEndpoints } from '@songstats/contract';
import { sourceById } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { contentDisposition, reportSheet, toCsv, toXlsx } from '../../presenters/report-file';
import { serveEndpoint } from '../serve-endpoint';
import { loadAccountTables } from './account-data';
import { excludedSourcesOf, loadInsightAccess } from './insight-access';
import { loadTrackAccess } from './track-access';
import { loadTrackTables } from './track-data';

const endpoint = insightEndpoints.downloadScheduledReport;
export const EXPORT_NOT_ALLOWED =
  'Exporting reports needs the Professional plan or a subscription that includes exports.';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * spec §6, §7 download_scheduled_report: one table of an account's (or a track's) analytics as a
 * CSV or XLSX file, sorted by sort_hash and filtered by filter_keyword, for members whose
 * Professional plan or account allows export.
 */
export function downloadReportRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['insights'],
    handler: async (request, reply) => {
      const body = request.body;
      const trackAccess = body.track_id_unique
        ? await loadTrackAccess(request, body.track_id_unique, body.id_unique, body.source)
        : null;
      const access = trackAccess ?? (await loadInsightAccess(request, body.id_unique, body.source));
      if (!access.hasAccess) throw new HttpError(403, access.lockedReason ?? EXPORT_NOT_ALLOWED);
      if (!access.canExport) throw new HttpError(403, EXPORT_NOT_ALLOWED);
      const [sortBy, sortOrder] = Object.entries(body.sort_hash ?? {})[0] ?? [];
      const query = {
        source: body.source,
        range: 'all' as const,
        sortBy,
        sortOrder,
        excludeSources: excludedSourcesOf(access),
        forExport: true,
      };
      const { tables } = trackAccess
        ? await loadTrackTables(app.db, trackAccess.track, query)
        : await loadAccountTables(app.db, access.account, query);
      const table = tables.find((candidate) => candidate.id === body.filter);
      if (!table) {
        throw new HttpError(
          400,
          `There is no "${body.filter}" table to export here. Choose one of: ${tables.map((t) => t.id).join(', ')}.`,
        );
      }
      const sheet = reportSheet(table, body.filter_keyword);
      const subject = trackAccess ? trackAccess.track.title : access.account.name;
      const sourceName = sourceById(body.source)?.name ?? body.source;
      // spec §7: the product's name names the file ('Songstats Report' is the client's default).
      const name = `${request.variant.name} Report - ${subject} - ${sourceName} ${table.title}`;
      const file = body.file_type === 'xlsx' ? await toXlsx(sheet, table.title) : toCsv(sheet);
      return (
        reply
          .header('content-type', CONTENT_TYPES[body.file_type])
          .header('content-disposition', contentDisposition(`${name}.${body.file_type}`))
          .header('cache-control', 'no-store')
          // A file, not JSON: the route declares only its error answers.
          .send(file as unknown as { message: string })
      );
    },
  });
}
