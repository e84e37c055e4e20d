import { teamEndpoints } from '@songstats/contract';
import { TEAM_LIMITS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { serveEndpoint } from '../serve-endpoint';
import { presentMemberTeams } from './present-team';

const endpoint = teamEndpoints.index;

/** Issue 22 teams/index: spec §3 team management state, the teams the member owns or joined. */
export function listTeamsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['teams'],
    handler: async (request) => ({
      teams: await presentMemberTeams(app.db, sessionOf(request).member.id),
      limits: { ...TEAM_LIMITS },
    }),
  });
}
