import { adminMonitoredEndpoints } from '@songstats/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { useMessages } from '../messages/message-store';

// Issue 26, Playlists and Radio Stations desks: their calls (contract admin-monitored.ts).

export function usePlaylistsDesk(query: z.input<typeof adminMonitoredEndpoints.playlists.query>) {
  return useQuery({
    queryKey: ['admin', 'playlists', query],
    queryFn: ({ signal }) => api.request(adminMonitoredEndpoints.playlists, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStationsDesk(query: z.input<typeof adminMonitoredEndpoints.stations.query>) {
  return useQuery({
    queryKey: ['admin', 'radio-stations', query],
    queryFn: ({ signal }) => api.request(adminMonitoredEndpoints.stations, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface ExclusionInput {
  id: number;
  excluded: boolean;
  reason?: string;
}

/** Excludes one from monitoring (with the reason) or monitors it again; the desk read again. */
export function useSetExcluded(kind: 'playlist' | 'radio_station') {
  const queryClient = useQueryClient();
  const show = useMessages((state) => state.show);
  return useMutation({
    mutationFn: (body: ExclusionInput) =>
      api.request(
        kind === 'playlist'
          ? adminMonitoredEndpoints.setPlaylistExcluded
          : adminMonitoredEndpoints.setStationExcluded,
        { body },
      ),
    onSuccess: async ({ message }) => {
      show({ message, messageType: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
