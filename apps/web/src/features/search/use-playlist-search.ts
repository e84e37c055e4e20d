import { shouldSendSearch } from '@songstats/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { lightRoutes } from '../../app/light-routes';

/** spec §7 GET /{product}/search: the playlist-checking product's playlist search. */
export function usePlaylistSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['search', 'playlists', query],
    enabled: shouldSendSearch(query),
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      api.request(lightRoutes.playlistSearch, { query: { q: query }, signal }),
  });
}
