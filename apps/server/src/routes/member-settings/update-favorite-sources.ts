import { memberSettingsEndpoints } from '@songstats/contract';
import { setMemberFavoriteSources } from '@songstats/db';
import { favoriteSourcesProblem } from '@songstats/domain';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../responses';
import { presentFavoriteSources } from './favorite-sources';

const endpoint = memberSettingsEndpoints.updateFavoriteSources;

/**
 * spec §2, §3 PUT /members/update_favorite_sources {sourceIds}: the member's own favorites, in
 * order; ids outside the catalogue (or beta ones for others than beta testers) are a 400.
 */
export function updateFavoriteSourcesRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['members'],
      body: endpoint.body,
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { sourceIds } = request.body;
      const problem = favoriteSourcesProblem(sourceIds, member.isBetaTester);
      if (problem) throw new HttpError(400, problem);
      const favoriteSources = await setMemberFavoriteSources(app.db, member.id, sourceIds);
      return {
        ...presentFavoriteSources({ favoriteSources, isBetaTester: member.isBetaTester }),
        message: 'Your favorite sources are saved.',
      };
    },
  });
}
