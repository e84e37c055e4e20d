import type { TeamLimits } from '@songstats/db';
import { INVITATION_LIFETIME_MS, TEAM_LIMITS, TEAM_TEXTS } from '@songstats/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { publicOrigin } from '../../auth/public-origin';
import { teamInvitationMail } from '../../mail/team-invitation-mail';
import { HttpError } from '../../plugins/errors';

export const TEAM_DB_LIMITS: TeamLimits = {
  maxMembers: TEAM_LIMITS.maxMembers,
  invitationsPerDay: TEAM_LIMITS.invitationsPerDay,
  invitationLifetimeMs: INVITATION_LIFETIME_MS,
};

/** 429 with Retry-After: the team sent its invitations of the day. */
export function tooManyInvitations(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw new HttpError(429, TEAM_TEXTS.tooManyInvitations(retryAfterSeconds));
}

/**
 * Sends the invitation through the app's mailer (SMTP, or the local outbox, like login links).
 * A mail that cannot be sent is a 503: the invitation stays, and Resend tries again.
 */
export async function mailInvitation(
  app: AppInstance,
  request: FastifyRequest,
  input: { to: string; inviterEmail: string; token: string },
) {
  try {
    await app.mailer.send(
      teamInvitationMail({
        ...input,
        product: request.variant.name,
        origin: publicOrigin(request),
        lifetimeDays: TEAM_LIMITS.invitationLifetimeDays,
      }),
    );
  } catch (error) {
    request.log.error({ err: error }, 'a team invitation could not be sent');
    throw new HttpError(503, TEAM_TEXTS.mailFailed);
  }
}
