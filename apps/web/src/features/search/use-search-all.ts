import { searchExcludedModels, shouldSendSearch } from '@songstats/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { lightRoutes } from '../../app/light-routes';

/**
 * spec §7 search_all. Sent only for a non-empty query (spec §5); radio stations are asked to be
 * left out unless the member has radio access (spec §6; the server enforces it too).
 */
export function useSearchAll(q: string, models: readonly string[], hasRadioAccess: boolean) {
  const query = q.trim();
  return useQuery({
    queryKey: ['search', 'search_all', query, models, hasRadioAccess],
    enabled: shouldSendSearch(query),
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      api.request(lightRoutes.searchAll, {
        query: {
          q: query,
          models: [...models],
          excludedModels: searchExcludedModels(hasRadioAccess),
        },
        signal,
      }),
  });
}
