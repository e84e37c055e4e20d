import { professionalEndpoints } from '@songstats/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useIsLoggedIn } from '../session/session-store';

export const PROFESSIONAL_KEY = ['professional', 'managements'] as const;

/** GET /professional/managements: the plan's profiles, its limit and the plan itself. */
export function useProfessionalManagements() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: PROFESSIONAL_KEY,
    enabled: isLoggedIn,
    queryFn: ({ signal }) => api.request(professionalEndpoints.professionalManagements, { signal }),
  });
}

/** The plan's profiles are also the member's accounts: both lists are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROFESSIONAL_KEY }),
      queryClient.invalidateQueries({ queryKey: ['managements'] }),
    ]);
}

export function useAddProfessionalManagement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (idUnique: string) =>
      api.request(professionalEndpoints.addManagement, { body: { idUnique } }),
    onSuccess: refresh,
  });
}

export function useRemoveProfessionalManagement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (idUnique: string) =>
      api.request(professionalEndpoints.removeManagement, { query: { idUnique } }),
    onSuccess: refresh,
  });
}
