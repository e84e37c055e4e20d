import { memberEndpoints } from '@songstats/contract';
import { consumeMagicToken, findMemberById } from '@songstats/db';
import { emailConfirmedMessages, TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { LOGIN_RATE_LIMIT } from '../../auth/rate-limits';
import { startSession } from '../../auth/start-session';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = memberEndpoints.magicLogin;

export const INVALID_MAGIC_LINK = TEXTS.errors.magicLinkInvalid;

/**
 * spec §7 magic_login: a single-use, 15-minute token becomes a session (spec §3 response), with
 * spec §8's success texts when this use confirmed the email.
 */
export function magicLoginRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['members'],
    rateLimit: LOGIN_RATE_LIMIT,
    handler: async (request) => {
      const used = await consumeMagicToken(app.db, request.body.magicToken);
      if (!used) throw new HttpError(400, INVALID_MAGIC_LINK);
      // The sign-up mail's link is a magic link: its first use confirms the email (spec §8).
      const before = await findMemberById(app.db, used.memberId);
      const login = await startSession(app.db, request, used.memberId, request.body.entryCode);
      if (!login) throw new HttpError(400, INVALID_MAGIC_LINK);
      const isMobile = request.client.platform === 'ios' || request.client.platform === 'android';
      const confirmsNow = before?.emailConfirmedAt === null;
      return { ...login, messages: confirmsNow ? emailConfirmedMessages(isMobile) : [] };
    },
  });
}
