import { ApiError, radioEndpoints } from '@songstats/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useIsLoggedIn } from '../session/session-store';

/** Issue 24: GET /radio/station, a station's page. A 404 (unknown station) is not retried. */
export function useStation(stationId: string) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['radio', 'station', stationId],
    enabled: isLoggedIn && stationId !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    queryFn: ({ signal }) => api.request(radioEndpoints.station, { query: { stationId }, signal }),
  });
}
