import { type PresaveCampaignInput, presaveEndpoints } from '@songstats/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useIsLoggedIn } from '../session/session-store';

// Issue 23: one TanStack Query hook per pre-save call.

export const PRESAVES_KEY = ['presaves'] as const;

export function usePresaveCampaigns() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...PRESAVES_KEY, 'index'],
    enabled: isLoggedIn,
    queryFn: ({ signal }) => api.request(presaveEndpoints.index, { signal }),
  });
}

export function usePresaveCampaign(campaignId: number) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: [...PRESAVES_KEY, 'campaign', campaignId],
    enabled: isLoggedIn && campaignId > 0,
    queryFn: ({ signal }) =>
      api.request(presaveEndpoints.campaign, { query: { campaignId }, signal }),
    // Deliveries move on release day: the page follows them while it is open.
    refetchInterval: 15_000,
  });
}

export function useCreatePresave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PresaveCampaignInput) =>
      api.request(presaveEndpoints.createCampaign, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESAVES_KEY }),
  });
}

export function useDeletePresave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: number) =>
      api.request(presaveEndpoints.deleteCampaign, { query: { campaignId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRESAVES_KEY }),
  });
}

/** Downloads the campaign's email list as a CSV file. */
export async function downloadEmailList(campaignId: number): Promise<number> {
  const { fileName, csv, rows } = await api.request(presaveEndpoints.exportEmails, {
    query: { campaignId },
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return rows;
}
