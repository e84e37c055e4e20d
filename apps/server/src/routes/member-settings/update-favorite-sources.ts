import { memberSettingsEndpoints } from '@songstats/contract';
import { setMemberFavoriteSources } from '@songstats/db';
import { favoriteSourcesProblem } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { presentFavoriteSources } from './favorite-sources';

const endpoint = memberSettingsEndpoints.updateFavoriteSources;

/**
 * spec §2, §3 PUT /members/update_favorite_sources {sourceIds}: the member's own favorites, in
 * order; ids outside the catalogue (or beta ones for others than beta testers) are a 400.
 */
export function updateFavoriteSourcesRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
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
