import { teamEndpoints } from '@songstats/contract';
import { resendTeamInvitation } from '@songstats/db';
import { TEAM_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { mailInvitation, TEAM_DB_LIMITS, tooManyInvitations } from './invitation-limits';
import { presentMemberTeam } from './present-team';
import { loadManagedSeat } from './team-access';

const endpoint = teamEndpoints.resendInvitation;

/**
 * Issue 22 resend_invitation {teamMemberId}: a new link for an invitation not yet accepted
 * (expired ones too), valid 7 days from now; the old link stops working. Counts against the
 * team's invitations of the day.
 */
export function resendInvitationRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['teams'],
    handler: async (request, reply) => {
      const { seat, team, member } = await loadManagedSeat(
        app.db,
        request,
        request.body.teamMemberId,
      );
      if (seat.status !== 'invited') throw new HttpError(409, TEAM_TEXTS.notAnInvitation);
      const result = await resendTeamInvitation(app.db, {
        teamMemberId: seat.id,
        teamId: team.id,
        invitedByMemberId: member.id,
        limits: TEAM_DB_LIMITS,
      });
      if (result.kind === 'notAnInvitation') throw new HttpError(409, TEAM_TEXTS.notAnInvitation);
      if (result.kind === 'tooManyInvitations') tooManyInvitations(reply, result.retryAfterSeconds);
      await mailInvitation(app, request, {
        to: seat.email,
        inviterEmail: member.email,
        token: result.token,
      });
      return {
        message: TEAM_TEXTS.resent(seat.email),
        team: await presentMemberTeam(app.db, member.id, team.id),
      };
    },
  });
}
