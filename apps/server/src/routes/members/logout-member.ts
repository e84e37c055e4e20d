import { memberEndpoints } from '@songstats/contract';
import { deleteSession } from '@songstats/db';
import { z } from 'zod';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../responses';

const endpoint = memberEndpoints.logoutMember;

/** spec §4, §7 logout_member/{userId}: ends this session; only the member's own. */
export function logoutMemberRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['members'],
      params: z.object({ userId: z.coerce.number().int() }),
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { member, sessionId } = sessionOf(request);
      if (request.params.userId !== member.id) {
        throw new HttpError(403, 'You can only log yourself out.');
      }
      await deleteSession(app.db, sessionId);
      // A GET that writes (spec §7), so the reset of write calls does not cover it: the
      // session's next call must not find it kept (plugins/read-cache.ts).
      app.readCache.changes.changed('member', [member.id]);
      return { message: 'You have been logged out.' };
    },
  });
}
