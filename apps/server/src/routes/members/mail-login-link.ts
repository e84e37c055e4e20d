import { createMember, issueMagicToken, type NewMember } from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { publicOrigin } from '../../auth/public-origin';
import { magicLinkMail } from '../../mail/magic-link-mail';

/**
 * Queues the login mail of `email`: after the answer, the new member of a sign-up is created,
 * and the member of the address, if there is one, gets a new magic link (voiding their older
 * ones). The answer does the same work for every address, so its timing does not tell which
 * have an account (issue 20: 7.6 ms for a member, 2.9 ms for a stranger). The caller has taken
 * the address's login-mail slot (takeLoginMailSlot).
 */
export function queueLoginMail(
  app: AppInstance,
  request: FastifyRequest,
  input: { email: string; target: string | null; signup?: Omit<NewMember, 'email'> },
): void {
  const product = request.variant.name;
  const origin = publicOrigin(request);
  app.mailer.enqueue(
    async () => {
      const created = input.signup
        ? await createMember(app.db, { ...input.signup, email: input.email })
        : null;
      const { token, member } = await issueMagicToken(app.db, input.email, input.target);
      if (!member) return null;
      return magicLinkMail({
        to: member.email,
        name: member.name,
        product,
        origin,
        token,
        isSignup: created !== null,
      });
    },
    (error) => {
      request.log.error({ err: error }, 'a login mail could not be sent');
    },
  );
}
