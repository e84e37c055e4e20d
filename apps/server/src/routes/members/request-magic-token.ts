import { memberEndpoints } from '@songstats/contract';
import { createMagicToken, findMemberByEmail } from '@songstats/db';
import type { AppInstance } from '../../app';
import { publicOrigin } from '../../auth/public-origin';
import { MAIL_RATE_LIMIT } from '../../auth/rate-limits';
import { magicLinkMail } from '../../mail/magic-link-mail';
import { errorResponses } from '../responses';

const endpoint = memberEndpoints.requestMagicToken;

/** The same answer whether or not the email has an account, so members cannot be listed. */
export const magicLinkSentText = (email: string) =>
  `If ${email} has an account, a login link is on its way. It works once, for 15 minutes.`;

/** spec §7 request_magic_token: mails a login link to an existing member. */
export function requestMagicTokenRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['members'],
      body: endpoint.body,
      response: { 200: endpoint.response, ...errorResponses },
    },
    config: { rateLimit: MAIL_RATE_LIMIT },
    handler: async (request) => {
      const { email, target } = request.body;
      const member = await findMemberByEmail(app.db, email);
      if (member) {
        const token = await createMagicToken(app.db, member.id, target ?? null);
        await app.mailer.send(
          magicLinkMail({
            to: member.email,
            name: member.name,
            product: request.variant.name,
            origin: publicOrigin(request),
            token,
            isSignup: false,
          }),
        );
      }
      return { message: magicLinkSentText(email) };
    },
  });
}
