import { memberEndpoints } from '@songstats/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useIsLoggedIn, useSession } from '../session/session-store';

/** spec §7 GET /members/me. */
export function useMe() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['members', 'me'],
    enabled: isLoggedIn,
    queryFn: ({ signal }) => api.request(memberEndpoints.me, { signal }),
  });
}

/** spec §5, §7 PATCH /members/me {password, confirm_password, name}. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name?: string; password?: string; confirm_password?: string }) =>
      api.request(memberEndpoints.updateMe, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['members', 'me'], { user: answer.user });
      const login = useSession.getState().login;
      if (login)
        useSession.getState().setLogin({ ...login, userFullName: { name: answer.user.name } });
    },
  });
}

/** spec §5, §7 DELETE /members/destroy_member. */
export function useDestroyMember() {
  return useMutation({ mutationFn: () => api.request(memberEndpoints.destroyMember) });
}
