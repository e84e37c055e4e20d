import { pitchingEndpoints } from '@songstats/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';

// One TanStack Query hook per pitching call (issue 23, docs/decisions/046).

/** GET /pitching/playlist_fits: where a track fits, each score explained. */
export function usePlaylistFits(trackIdUnique: string | null) {
  return useQuery({
    queryKey: ['pitching', 'playlists', trackIdUnique],
    enabled: trackIdUnique !== null,
    queryFn: ({ signal }) =>
      api.request(pitchingEndpoints.playlists, {
        query: { trackIdUnique: trackIdUnique ?? '' },
        signal,
      }),
  });
}

/** GET /pitching/contact_history: spec §2 Contact history. */
export function useContactHistory() {
  return useQuery({
    queryKey: ['pitching', 'history'],
    queryFn: ({ signal }) => api.request(pitchingEndpoints.history, { signal }),
  });
}

/** POST /pitching/send_pitch: the pitch e-mail to the curator. */
export function useSendPitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { trackIdUnique: string; playlistId: number; message: string }) =>
      api.request(pitchingEndpoints.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pitching'] }),
  });
}

/** POST /pitching/unsubscribe: the curator's opt-out (public). */
export function useUnsubscribeFromPitches() {
  return useMutation({
    mutationFn: (token: string) => api.request(pitchingEndpoints.unsubscribe, { body: { token } }),
  });
}
