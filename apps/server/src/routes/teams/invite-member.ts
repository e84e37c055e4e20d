import { teamEndpoints } from '@songstats/contract';
import { ensureTeamOfOwner, findTeamSeatOfMember, inviteTeamMember } from '@songstats/db';
import { canManageTeam, TEAM_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { mailInvitation, TEAM_DB_LIMITS, tooManyInvitations } from './invitation-limits';
import { presentMemberTeam } from './present-team';

const endpoint = teamEndpoints.inviteMember;

/**
 * Issue 22 invite_member {teamId?, email, role}: the owner (on their own team, created on the
 * first invitation) or an admin of the team invites an address. Limited per team: seats
 * (TEAM_LIMITS.maxMembers) and invitation mails a day (TEAM_LIMITS.invitationsPerDay).
 */
export function inviteMemberRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['teams'],
    handler: async (request, reply) => {
      const { member } = sessionOf(request);
      const { email, role } = request.body;
      let teamId = request.body.teamId ?? null;
      if (teamId === null) {
        teamId = (await ensureTeamOfOwner(app.db, member)).id;
      } else {
        const caller = await findTeamSeatOfMember(app.db, teamId, member.id);
        if (!caller) throw new HttpError(404, TEAM_TEXTS.unknownTeam);
        if (!canManageTeam(caller.role)) throw new HttpError(403, TEAM_TEXTS.managersOnly);
      }
      if (email === member.email) throw new HttpError(400, TEAM_TEXTS.inviteYourself);
      const result = await inviteTeamMember(app.db, {
        teamId,
        email,
        role,
        invitedByMemberId: member.id,
        limits: TEAM_DB_LIMITS,
      });
      if (result.kind === 'alreadyOnTeam')
        throw new HttpError(409, TEAM_TEXTS.alreadyOnTeam(email));
      if (result.kind === 'alreadyInvited') {
        throw new HttpError(409, TEAM_TEXTS.alreadyInvited(email));
      }
      if (result.kind === 'teamFull') throw new HttpError(409, TEAM_TEXTS.teamFull);
      if (result.kind === 'tooManyInvitations') tooManyInvitations(reply, result.retryAfterSeconds);
      await mailInvitation(app, request, {
        to: email,
        inviterEmail: member.email,
        token: result.token,
      });
      request.log.info({ teamId, teamMemberId: result.teamMemberId }, 'team invitation sent');
      return {
        message: TEAM_TEXTS.invited(email),
        team: await presentMemberTeam(app.db, member.id, teamId),
      };
    },
  });
}
