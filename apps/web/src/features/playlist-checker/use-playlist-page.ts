import { playlistCheckerEndpoints } from '@songstats/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useSession } from '../session/session-store';

/**
 * GET /playlist_checker/playlists/{sourceId}/{playlistId}: spec §3 "{product} state". Keyed by
 * the member too, so logging in or out reads the page again; opening it counts a check once a
 * month (spec §9), so it is not read again on focus.
 */
export function usePlaylistPage(sourceId: string, playlistId: string) {
  const userId = useSession((state) => state.login?.userId ?? null);
  return useQuery({
    queryKey: ['playlist-checker', 'playlist', sourceId, playlistId, userId],
    enabled: sourceId !== '' && playlistId !== '',
    retry: false,
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) =>
      api.request(playlistCheckerEndpoints.playlist, {
        params: { sourceId, playlistId },
        signal,
      }),
  });
}
