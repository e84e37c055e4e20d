import { memberEndpoints } from '@songstats/contract';
import { deleteSession } from '@songstats/db';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = memberEndpoints.logoutMember;

/** spec §4, §7 logout_member/{userId}: ends this session; only the member's own. */
export function logoutMemberRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
    params: z.object({ userId: z.coerce.number().int() }),
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
