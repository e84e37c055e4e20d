import { teamEndpoints } from '@songstats/contract';
import { findTeamSeatOfMember, listMemberTeams } from '@songstats/db';
import { TEAM_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { takeSeatAway } from './seat-access';

const endpoint = teamEndpoints.leaveTeam;

/** Issue 22 leave_team {teamId}: a member (not the owner) leaves; the team's access goes with it. */
export function leaveTeamRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['teams'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { teamId } = request.query;
      const seat = await findTeamSeatOfMember(app.db, teamId, member.id);
      if (!seat) throw new HttpError(404, TEAM_TEXTS.unknownTeam);
      if (seat.role === 'owner') throw new HttpError(400, TEAM_TEXTS.ownerCannotLeave);
      const team = (await listMemberTeams(app.db, member.id)).find(
        (entry) => entry.team.id === teamId,
      );
      await takeSeatAway(app.db, seat);
      return { message: TEAM_TEXTS.left(TEAM_TEXTS.teamName(team?.ownerName ?? '')) };
    },
  });
}
