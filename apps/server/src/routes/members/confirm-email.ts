import { memberEndpoints } from '@songstats/contract';
import { consumeMagicToken, findMemberById } from '@songstats/db';
import { emailConfirmedMessages } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { LOGIN_RATE_LIMIT } from '../../auth/rate-limits';
import { startSession } from '../../auth/start-session';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { INVALID_MAGIC_LINK } from './magic-login';

const endpoint = memberEndpoints.confirmEmail;

/** spec §7, §8 confirm_email: the mailed token confirms the address and logs in. */
export function confirmEmailRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['members'],
    rateLimit: LOGIN_RATE_LIMIT,
    handler: async (request) => {
      const { email, token, entryCode } = request.body;
      const used = await consumeMagicToken(app.db, token);
      const member = used ? await findMemberById(app.db, used.memberId) : null;
      if (!member || member.email !== email) throw new HttpError(400, INVALID_MAGIC_LINK);
      const login = await startSession(app.db, request, member.id, entryCode);
      if (!login) throw new HttpError(400, INVALID_MAGIC_LINK);
      const isMobile = request.client.platform === 'ios' || request.client.platform === 'android';
      return { ...login, messages: emailConfirmedMessages(isMobile) };
    },
  });
}
