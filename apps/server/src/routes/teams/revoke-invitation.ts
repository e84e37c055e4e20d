import { teamEndpoints } from '@songstats/contract';
import { deleteTeamSeat } from '@songstats/db';
import { TEAM_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { presentMemberTeam } from './present-team';
import { loadManagedSeat } from './team-access';

const endpoint = teamEndpoints.revokeInvitation;

/** Issue 22 revoke_invitation {teamMemberId}: the invitation's link stops working at once. */
export function revokeInvitationRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['teams'],
    handler: async (request) => {
      const { seat, team, member } = await loadManagedSeat(
        app.db,
        request,
        request.query.teamMemberId,
      );
      if (seat.status !== 'invited') throw new HttpError(409, TEAM_TEXTS.notAnInvitation);
      await deleteTeamSeat(app.db, seat.id);
      return {
        message: TEAM_TEXTS.revoked(seat.email),
        team: await presentMemberTeam(app.db, member.id, team.id),
      };
    },
  });
}
