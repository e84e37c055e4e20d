import { adminSourceEndpoints } from '@songstats/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { useMessages } from '../messages/message-store';

// Issue 26, Sources desk: its calls (packages/contract/src/admin-sources.ts).

export function useSourcesDesk(query: z.input<typeof adminSourceEndpoints.sources.query>) {
  return useQuery({
    queryKey: ['admin', 'sources', query],
    queryFn: ({ signal }) => api.request(adminSourceEndpoints.sources, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSourceLinksDesk(
  query: z.input<typeof adminSourceEndpoints.sourceLinks.query> | null,
) {
  return useQuery({
    queryKey: ['admin', 'source-links', query],
    enabled: query !== null,
    queryFn: ({ signal }) =>
      api.request(adminSourceEndpoints.sourceLinks, { query: query!, signal }),
    placeholderData: keepPreviousData,
  });
}

/** spec §7 toggle_alpha from the desk: its message in the bar, the desk read again. */
export function useSetSourceLinkAlpha() {
  const queryClient = useQueryClient();
  const show = useMessages((state) => state.show);
  return useMutation({
    mutationFn: (body: { sourceObjectId: number; isAlpha: boolean }) =>
      api.request(adminSourceEndpoints.setSourceLinkAlpha, { body }),
    onSuccess: async ({ message }) => {
      show({ message, messageType: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
