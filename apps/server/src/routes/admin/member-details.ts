import { ADMIN_TEXTS, adminEndpoints } from '@songstats/contract';
import { findMemberDetails, listAuditLog } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = adminEndpoints.member;

/** Issue 26, Members desk: one member in full, with the audit trail of actions on them. */
export function memberDetailsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { memberId } = request.query;
      const details = await findMemberDetails(app.db, memberId);
      if (!details) throw new HttpError(404, ADMIN_TEXTS.memberNotFound);
      const trail = await listAuditLog(app.db, {
        memberId,
        sort: 'createdAt',
        order: 'desc',
        page: 1,
        perPage: 100,
      });
      return { ...details, auditTrail: trail.rows };
    },
  });
}
