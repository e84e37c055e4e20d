import { memberEndpoints } from '@songstats/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useRecentSearches } from '../search/recent-searches-store';
import { useSession } from '../session/session-store';

/**
 * spec §4 logout: ends the session on the server when it can, then resets all stored state;
 * it always succeeds locally. (Push tokens are removed first once web push lands.)
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const login = useSession.getState().login;
  if (login) {
    try {
      await api.request(memberEndpoints.logoutMember, { params: { userId: login.userId } });
    } catch {
      // The session may have ended already (a password change elsewhere); log out locally anyway.
    }
  }
  useSession.getState().reset();
  useRecentSearches.getState().clear();
  queryClient.clear();
}
