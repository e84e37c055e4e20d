import { ADMIN_TEXTS, adminEndpoints } from '@songstats/contract';
import { endAdminAccess, findMemberById, startAdminAccess } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { buildLoginResponse } from '../../presenters/login-response';
import { serveEndpoint } from '../serve-endpoint';
import { adminOf } from './admin-route';

/**
 * Issue 26, spec §3, §6 isAccessedThruAdmin: the admin opens the product as a member, in a new
 * read-only session of theirs (the member's own sessions stay), and exits; both logged.
 */
export function accessMemberRoutes(app: AppInstance) {
  const access = adminEndpoints.accessMember;
  serveEndpoint(app, access, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { memberId } = request.body;
      const member = await findMemberById(app.db, memberId);
      const session = member && (await startAdminAccess(app.db, adminOf(request), memberId));
      if (!member || !session) throw new HttpError(404, ADMIN_TEXTS.memberNotFound);
      const login = await buildLoginResponse(app.db, member, session.token);
      return { ...login, isAccessedThruAdmin: true };
    },
  });

  const end = adminEndpoints.endAccess;
  serveEndpoint(app, end, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const ended = await endAdminAccess(app.db, adminOf(request), request.body.accessToken);
      if (!ended) throw new HttpError(404, ADMIN_TEXTS.noAccessOpen);
      return { message: ADMIN_TEXTS.accessEnded };
    },
  });
}
