import { ApiError } from '@songstats/contract';
import { AUDIENCE_CACHE_LIFETIME_MS } from '@songstats/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { useIsLoggedIn } from '../../session/session-store';
import { insightRoutes } from '../insight-routes';

/** One city of the account's audience on every platform (issue 21: /audience?city=). */
export function useAudienceCity(idUnique: string | null, city: string | null) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'audience', 'city', idUnique, city],
    enabled: isLoggedIn && idUnique !== null && city !== null,
    staleTime: AUDIENCE_CACHE_LIFETIME_MS,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.audienceCityStats, {
        query: { idUnique: idUnique ?? '', city: Number(city) },
        signal,
      }),
  });
}
