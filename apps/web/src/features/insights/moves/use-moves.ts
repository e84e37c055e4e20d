import { ApiError } from '@songstats/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { useIsLoggedIn } from '../../session/session-store';
import { insightRoutes } from '../insight-routes';

const STALE_MS = 5 * 60_000;
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** Issue 28: a track's jumps with their causes and its next milestones, on a source. */
export function useTrackMoves(trackId: string, source: string, idUnique: string | null) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'track', trackId, 'moves', source, idUnique],
    enabled: isLoggedIn && trackId !== '',
    staleTime: STALE_MS,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.trackMoves, {
        params: { trackId },
        query: { source, ...(idUnique ? { idUnique } : {}) },
        signal,
      }),
  });
}

/** Issue 28: the profile's and its tracks' next milestones, for the feed. */
export function useUpcomingMilestones(idUnique: string) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['insights', 'upcoming', idUnique],
    enabled: isLoggedIn,
    staleTime: STALE_MS,
    retry,
    queryFn: ({ signal }) =>
      api.request(insightRoutes.upcomingMilestones, { query: { idUnique }, signal }),
  });
}
