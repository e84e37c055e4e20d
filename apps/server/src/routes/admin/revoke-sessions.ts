import { ADMIN_TEXTS, adminEndpoints } from '@songstats/contract';
import { revokeMemberSessions } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { adminOf } from './admin-route';

const endpoint = adminEndpoints.revokeSessions;

/** Issue 26, Members desk: ends all of a member's sessions, logged. */
export function revokeSessionsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const revoked = await revokeMemberSessions(app.db, adminOf(request), request.body.memberId);
      if (revoked === null) throw new HttpError(404, ADMIN_TEXTS.memberNotFound);
      return { message: ADMIN_TEXTS.sessionsRevoked(revoked), revoked };
    },
  });
}
