import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { lightRoutes } from '../../app/light-routes';
import { useAdminAccess } from '../admin/admin-access-store';
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
      await api.request(lightRoutes.removePushToken, { body: { pushToken } });
    } catch {
      // The token may be gone already; logout goes on.
    }
  }
  if (login) {
    try {
      await api.request(lightRoutes.logoutMember, { params: { userId: login.userId } });
    } catch {
      // The session may have ended already (a password change elsewhere); log out locally anyway.
    }
  }
  // Logged out while viewing a member through admin (issue 26): the admin's own session, kept
  // aside for the exit, ends too, so no login stays stored.
  const adminLogin = useAdminAccess.getState().adminLogin;
  if (adminLogin) {
    useSession.getState().setLogin(adminLogin);
    try {
      await api.request(lightRoutes.logoutMember, { params: { userId: adminLogin.userId } });
    } catch {
      // Ended already; the stored login goes anyway.
    }
    useAdminAccess.setState({ adminLogin: null });
  }
  endSessionLocally(queryClient);
}

/**
 * Forgets the session on this device only: after the server ended it itself (an account deleted,
 * issue 30), a logout_member call would only answer 401.
 */
export function endSessionLocally(queryClient: QueryClient): void {
  useAdminAccess.setState({ adminLogin: null });
  useSession.getState().reset();
  usePushToken.getState().setToken(null);
  useRecentSearches.getState().clear();
  usePaymentState.getState().reset();
  queryClient.clear();
}
