import { adminEndpoints, createApiClient, type MembersDeskQuery } from '@songstats/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { api } from '../../app/api';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { useAdminAccess } from './admin-access-store';

// One TanStack Query hook per admin call (issue 26). Pages stay on screen while the next loads.

export function useMembersDesk(query: MembersDeskQuery) {
  return useQuery({
    queryKey: ['admin', 'members', query],
    queryFn: ({ signal }) => api.request(adminEndpoints.members, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMemberDetails(memberId: number | null) {
  return useQuery({
    queryKey: ['admin', 'member', memberId],
    enabled: memberId !== null,
    queryFn: ({ signal }) =>
      api.request(adminEndpoints.member, { query: { memberId: memberId! }, signal }),
  });
}

export function useErrorReportsDesk(query: z.input<typeof adminEndpoints.errorReports.query>) {
  return useQuery({
    queryKey: ['admin', 'error-reports', query],
    queryFn: ({ signal }) => api.request(adminEndpoints.errorReports, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMediaLinkDesk(query: z.input<typeof adminEndpoints.mediaLinkRequests.query>) {
  return useQuery({
    queryKey: ['admin', 'media-link-requests', query],
    queryFn: ({ signal }) => api.request(adminEndpoints.mediaLinkRequests, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccountsDesk(query: z.input<typeof adminEndpoints.accounts.query>) {
  return useQuery({
    queryKey: ['admin', 'accounts', query],
    queryFn: ({ signal }) => api.request(adminEndpoints.accounts, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMonitorStatus() {
  return useQuery({
    queryKey: ['admin', 'monitor-status'],
    queryFn: ({ signal }) => api.request(adminEndpoints.monitorStatus, { signal }),
    refetchInterval: 30_000,
  });
}

/** An admin action: its message in the bar, the desks read again. */
function useAdminAction<Input>(run: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  const show = useMessages((state) => state.show);
  return useMutation({
    mutationFn: run,
    onSuccess: async ({ message }) => {
      show({ message, messageType: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export function useSetBetaTester() {
  return useAdminAction((body: { memberId: number; isBetaTester: boolean }) =>
    api.request(adminEndpoints.setBetaTester, { body }),
  );
}

export function useRevokeSessions() {
  return useAdminAction((memberId: number) =>
    api.request(adminEndpoints.revokeSessions, { body: { memberId } }),
  );
}

export function useSetAccountHidden() {
  return useAdminAction((body: { accountId: number; hidden: boolean }) =>
    api.request(adminEndpoints.setAccountHidden, { body }),
  );
}

export function useResolveMediaLinkRequest() {
  return useAdminAction((body: { requestId: number; status: 'approved' | 'rejected' }) =>
    api.request(adminEndpoints.resolveMediaLinkRequest, { body }),
  );
}

/**
 * spec §3, §6: open the product as the member (read-only), keeping the admin's login aside, on
 * their feed. Done here, not by the button: the desk unmounts as the login becomes the member's.
 */
export function useAccessMember() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (memberId: number) =>
      api.request(adminEndpoints.accessMember, { body: { memberId } }),
    onSuccess: (memberLogin) => {
      const adminLogin = useSession.getState().login;
      if (!adminLogin) return;
      queryClient.clear();
      useAdminAccess.getState().enter(adminLogin, memberLogin);
      navigate('/feed');
    },
  });
}

/** Exit: back to the admin's login, and the read-only session ended with the admin's token. */
export async function exitAdminAccess(): Promise<void> {
  const left = useAdminAccess.getState().leave();
  if (!left) return;
  const adminApi = createApiClient({ getToken: () => left.adminLogin.userAuthToken.token });
  await adminApi.request(adminEndpoints.endAccess, { body: { accessToken: left.accessToken } });
}
