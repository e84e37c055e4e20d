import { teamEndpoints } from '@songstats/contract';
import { updateTeamSeatRole } from '@songstats/db';
import { TEAM_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { presentMemberTeam } from './present-team';
import { loadManagedSeat, seatName } from './team-access';

const endpoint = teamEndpoints.updateMemberRole;

/**
 * Issue 22 update_member_role {teamMemberId, role}: admin or member, for a member or an
 * invitation (the role it joins with). The owner's seat stays as it is.
 */
export function updateMemberRoleRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['teams'],
    handler: async (request) => {
      const found = await loadManagedSeat(app.db, request, request.body.teamMemberId);
      const { seat, team, member } = found;
      if (seat.role === 'owner') throw new HttpError(403, TEAM_TEXTS.ownerStays);
      await updateTeamSeatRole(app.db, seat.id, request.body.role);
      return {
        message: TEAM_TEXTS.roleChanged(
          seatName({ name: found.name, email: seat.email }),
          request.body.role,
        ),
        team: await presentMemberTeam(app.db, member.id, team.id),
      };
    },
  });
}
