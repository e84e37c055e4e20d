import { memberSettingsEndpoints } from '@songstats/contract';
import type { Member } from '@songstats/db';
import { favoriteSourceChoices, filterFavoriteSources } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = memberSettingsEndpoints.favoriteSources;

/** spec §3, §9: the member's favorites the catalogue knows, and what they may pick. */
export function presentFavoriteSources(member: Pick<Member, 'favoriteSources' | 'isBetaTester'>) {
  const choices = favoriteSourceChoices(member.isBetaTester);
  const allowed = new Set(choices.map((source) => source.id));
  return {
    favoriteSources: filterFavoriteSources(member.favoriteSources).filter((id) => allowed.has(id)),
    choices: choices.map((source) => ({ sourceId: source.id, name: source.name })),
  };
}

/** spec §2 GET /members/favorite_sources: the member of the session's own favorites. */
export function favoriteSourcesRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => presentFavoriteSources(sessionOf(request).member),
  });
}
