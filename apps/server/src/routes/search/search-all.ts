import { searchEndpoints, ZErrorResponse } from '@songstats/contract';
import {
  listMemberAccessHashes,
  SEARCH_MODELS,
  type SearchModel,
  searchCatalogue,
} from '@songstats/db';
import { hasServiceAccess, searchExcludedModels } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { serveEndpoint } from '../serve-endpoint';
import { presentHit } from './present-hit';
import { withinSearchBudget } from './within-search-budget';

const endpoint = searchEndpoints.searchAll;

const isModel = (value: string): value is SearchModel =>
  (SEARCH_MODELS as readonly string[]).includes(value);

/**
 * spec §6, §7 search_all: artists, tracks, labels, cities, playlists, stations and creators,
 * ranked by trigram similarity; radio stations only for members with radio access.
 */
export function searchAllRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'optional',
    tags: ['search'],
    // 503: the search's time budget was spent (within-search-budget.ts), or an outage.
    responses: { 503: ZErrorResponse },
    handler: async (request) => {
      const { q, models, excludedModels } = request.query;
      const member = request.session?.member;
      const hashes = member ? await listMemberAccessHashes(app.db, member.id) : [];
      const hasRadioAccess =
        member?.isAdmin === true || hashes.some((hash) => hasServiceAccess(hash, 'radiostats'));
      const excluded = new Set([...excludedModels, ...searchExcludedModels(hasRadioAccess)]);
      const requested = models.filter(isModel);
      const chosen = (requested.length > 0 ? requested : SEARCH_MODELS).filter(
        (model) => !excluded.has(model),
      );
      const hits = await withinSearchBudget(() => searchCatalogue(app.db, { q, models: chosen }));
      return { q, results: hits.map(presentHit) };
    },
  });
}
