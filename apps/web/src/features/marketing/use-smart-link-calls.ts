import { type SmartLinkServiceItem, smartLinkEndpoints, type TimeRange } from '@songstats/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useIsLoggedIn } from '../session/session-store';

// One TanStack Query hook per smart link call (issue 23).

/** GET /smart_links/index: spec §2 share analytics of the member's links. */
export function useSmartLinks(range: TimeRange) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['smart-links', 'index', range],
    enabled: isLoggedIn,
    queryFn: ({ signal }) => api.request(smartLinkEndpoints.index, { query: { range }, signal }),
  });
}

/** GET /smart_links/tracks: what a new link can be for. */
export function useSmartLinkTracks(search: string) {
  return useQuery({
    queryKey: ['smart-links', 'tracks', search],
    queryFn: ({ signal }) =>
      api.request(smartLinkEndpoints.tracks, { query: { q: search }, signal }),
  });
}

/** GET /smart_links/details: one link over time and by breakdown. */
export function useSmartLinkDetails(id: number, range: TimeRange) {
  return useQuery({
    queryKey: ['smart-links', 'details', id, range],
    queryFn: ({ signal }) =>
      api.request(smartLinkEndpoints.details, { query: { id, range }, signal }),
  });
}

export interface SmartLinkFields {
  slug: string;
  title: string;
  artistName: string;
  artworkUrl: string | null;
  state: 'draft' | 'live' | 'archived';
  services: SmartLinkServiceItem[];
}

function useSmartLinkMutation<Input, Answer>(run: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['smart-links'] }),
  });
}

export function useCreateSmartLink() {
  return useSmartLinkMutation((input: SmartLinkFields & { trackIdUnique: string }) =>
    api.request(smartLinkEndpoints.create, { body: input }),
  );
}

export function useUpdateSmartLink() {
  return useSmartLinkMutation((input: Partial<SmartLinkFields> & { id: number }) =>
    api.request(smartLinkEndpoints.update, { body: input }),
  );
}
