import { memberEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app-instance';
import { takeLoginMailSlot } from '../../auth/login-mail-limit';
import { MAIL_RATE_LIMIT } from '../../auth/rate-limits';
import { serveEndpoint } from '../serve-endpoint';
import { queueLoginMail } from './mail-login-link';

const endpoint = memberEndpoints.magicSignup;

export const signupMailSentText = (email: string) =>
  `Check your inbox: we have sent a link to ${email}. Click it to confirm your email and log in.`;

/**
 * spec §7 magic_signup: creates the member and mails the magic link that confirms the email and
 * logs in. An email that has an account gets a login link instead, with the same answer, and
 * both take as long (the member is created after the answer: queueLoginMail). The mails count
 * against the address's login-mail limit, like request_magic_token's.
 */
export function magicSignupRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['members'],
    rateLimit: MAIL_RATE_LIMIT,
    handler: async (request) => {
      const { name, email, signupPlatform, target, entryCode } = request.body;
      await takeLoginMailSlot(app.db, email);
      queueLoginMail(app, request, {
        email,
        target: target ?? null,
        signup: { name, signupPlatform, entryCode: entryCode || null },
      });
      return { message: signupMailSentText(email) };
    },
  });
}
