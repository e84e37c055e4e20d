import { memberEndpoints, pushEndpoints } from '@songstats/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { usePushToken } from '../push/push-token-store';
import { useRecentSearches } from '../search/recent-searches-store';
import { useSession } from '../session/session-store';
import { usePaymentState } from '../subscriptions/payment-store';

/**
 * spec §4 logout: where push is on, the device's push token is removed first; then the session
 * ends on the server when it can, and all stored state is reset. It always succeeds locally.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const login = useSession.getState().login;
  const pushToken = usePushToken.getState().token;
  if (login && pushToken) {
    try {
      await api.request(pushEndpoints.removePushToken, { body: { pushToken } });
    } catch {
      // The token may be gone already; logout goes on.
    }
  }
  if (login) {
    try {
      await api.request(memberEndpoints.logoutMember, { params: { userId: login.userId } });
    } catch {
      // The session may have ended already (a password change elsewhere); log out locally anyway.
    }
  }
  useSession.getState().reset();
  usePushToken.getState().setToken(null);
  useRecentSearches.getState().clear();
  usePaymentState.getState().reset();
  queryClient.clear();
}
