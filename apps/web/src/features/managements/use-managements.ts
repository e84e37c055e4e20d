import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';
import { lightRoutes } from '../../app/light-routes';
import { useIsLoggedIn, useSession } from '../session/session-store';

/** spec §7 artist_label_lists; the answer also refreshes the accounts of the stored login. */
export function useArtistLabelLists() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['managements', 'artist_label_lists'],
    enabled: isLoggedIn,
    queryFn: async ({ signal }) => {
      const lists = await api.request(lightRoutes.artistLabelLists, { signal });
      useSession.getState().setAccounts(lists);
      return lists;
    },
  });
}

/**
 * spec §7 create_account {link}: the add-profile dialog's artist request; `claim` also asks an
 * admin to make the member the owner of a profile that exists (issue 20).
 */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (input: { link: string; claim: boolean }) =>
      api.request(lightRoutes.createAccount, { body: input }),
  });
}
