import { memberEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app-instance';
import { takeLoginMailSlot } from '../../auth/login-mail-limit';
import { MAIL_RATE_LIMIT } from '../../auth/rate-limits';
import { serveEndpoint } from '../serve-endpoint';
import { queueLoginMail } from './mail-login-link';

const endpoint = memberEndpoints.requestMagicToken;

/** The same answer whether or not the email has an account, so members cannot be listed. */
export const magicLinkSentText = (email: string) =>
  `If ${email} has an account, a login link is on its way. It works once, for 15 minutes.`;

/**
 * spec §7 request_magic_token: mails a login link to an existing member. Limited per source
 * address (MAIL_RATE_LIMIT) and per recipient (LOGIN_MAILS_PER_RECIPIENT), with or without an
 * account, and timed alike for both (queueLoginMail).
 */
export function requestMagicTokenRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['members'],
    rateLimit: MAIL_RATE_LIMIT,
    handler: async (request) => {
      const { email, target } = request.body;
      await takeLoginMailSlot(app.db, email);
      queueLoginMail(app, request, { email, target: target ?? null });
      return { message: magicLinkSentText(email) };
    },
  });
}
