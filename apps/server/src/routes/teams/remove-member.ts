import { teamEndpoints } from '@songstats/contract';
import { TEAM_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { presentMemberTeam } from './present-team';
import { takeSeatAway } from './seat-access';
import { loadManagedSeat, seatName } from './team-access';

const endpoint = teamEndpoints.removeMember;

/**
 * Issue 22 remove_member {teamMemberId}: the owner or an admin removes a member who joined; the
 * team's accounts and plan leave them at once (their next request already answers without).
 */
export function removeMemberRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['teams'],
    handler: async (request) => {
      const found = await loadManagedSeat(app.db, request, request.query.teamMemberId);
      const { seat, team, member } = found;
      if (seat.role === 'owner') throw new HttpError(403, TEAM_TEXTS.ownerStays);
      if (seat.status !== 'active') throw new HttpError(409, TEAM_TEXTS.notAMember);
      if (seat.memberId === member.id) throw new HttpError(400, TEAM_TEXTS.removeYourself);
      await takeSeatAway(app.db, seat);
      request.log.info({ teamId: team.id, memberId: seat.memberId }, 'team member removed');
      return {
        message: TEAM_TEXTS.removed(seatName({ name: found.name, email: seat.email })),
        team: await presentMemberTeam(app.db, member.id, team.id),
      };
    },
  });
}
