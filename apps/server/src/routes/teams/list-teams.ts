import { teamEndpoints } from '@songstats/contract';
import { TEAM_LIMITS } from '@songstats/domain';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { errorResponses } from '../responses';
import { presentMemberTeams } from './present-team';

const endpoint = teamEndpoints.index;

/** Issue 22 teams/index: spec §3 team management state, the teams the member owns or joined. */
export function listTeamsRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['teams'],
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => ({
      teams: await presentMemberTeams(app.db, sessionOf(request).member.id),
      limits: { ...TEAM_LIMITS },
    }),
  });
}
