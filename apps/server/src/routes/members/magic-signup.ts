import { memberEndpoints } from '@songstats/contract';
import { createMagicToken, createMember, findMemberByEmail } from '@songstats/db';
import type { AppInstance } from '../../app';
import { publicOrigin } from '../../auth/public-origin';
import { MAIL_RATE_LIMIT } from '../../auth/rate-limits';
import { magicLinkMail } from '../../mail/magic-link-mail';
import { errorResponses } from '../responses';

const endpoint = memberEndpoints.magicSignup;

export const signupMailSentText = (email: string) =>
  `Check your inbox: we have sent a link to ${email}. Click it to confirm your email and log in.`;

/**
 * spec §7 magic_signup: creates the member and mails the magic link that confirms the email and
 * logs in. An email that has an account gets a login link instead, with the same answer.
 */
export function magicSignupRoute(app: AppInstance) {
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
      const { name, email, signupPlatform, target, entryCode } = request.body;
      const created = await createMember(app.db, {
        email,
        name,
        signupPlatform,
        entryCode: entryCode || null,
      });
      const member = created ?? (await findMemberByEmail(app.db, email));
      if (member) {
        const token = await createMagicToken(app.db, member.id, target ?? null);
        await app.mailer.send(
          magicLinkMail({
            to: member.email,
            name: member.name,
            product: request.variant.name,
            origin: publicOrigin(request),
            token,
            isSignup: created !== null,
          }),
        );
      }
      return { message: signupMailSentText(email) };
    },
  });
}
