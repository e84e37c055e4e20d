import { adminOperationsEndpoints as e } from '@songstats/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { useMessages } from '../messages/message-store';

// Issue 26, the Coupons, Profile Requests, Accounts in Setup and Push Notifications desks: their
// calls (contract admin-operations.ts). An action shows its message and reads the desks again.

type Query<E extends { query: z.ZodType }> = z.input<E['query']>;
type Body<E extends { body: z.ZodType }> = z.input<E['body']>;

export function useCouponsDesk(query: Query<typeof e.coupons>) {
  return useQuery({
    queryKey: ['admin', 'coupons', query],
    queryFn: ({ signal }) => api.request(e.coupons, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProfileRequestsDesk(query: Query<typeof e.profileRequests>) {
  return useQuery({
    queryKey: ['admin', 'profile-requests', query],
    queryFn: ({ signal }) => api.request(e.profileRequests, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccountSetupsDesk(query: Query<typeof e.accountSetups>) {
  return useQuery({
    queryKey: ['admin', 'accounts-in-setup', query],
    queryFn: ({ signal }) => api.request(e.accountSetups, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePushDesk(query: Query<typeof e.pushSubscriptions>) {
  return useQuery({
    queryKey: ['admin', 'push-notifications', query],
    queryFn: ({ signal }) => api.request(e.pushSubscriptions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One desk action: its message in the bar, every desk read again. */
function useDeskAction<Input>(call: (body: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  const show = useMessages((state) => state.show);
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ message }) => {
      show({ message, messageType: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export const useCreateCoupon = () =>
  useDeskAction((body: Body<typeof e.createCoupon>) => api.request(e.createCoupon, { body }));
export const useEditCoupon = () =>
  useDeskAction((body: Body<typeof e.editCoupon>) => api.request(e.editCoupon, { body }));
export const useSetCouponVisible = () =>
  useDeskAction((body: Body<typeof e.setCouponVisible>) =>
    api.request(e.setCouponVisible, { body }),
  );
export const useExpireCoupon = () =>
  useDeskAction((body: Body<typeof e.expireCoupon>) => api.request(e.expireCoupon, { body }));
export const useReviewProfileRequest = () =>
  useDeskAction((body: Body<typeof e.reviewProfileRequest>) =>
    api.request(e.reviewProfileRequest, { body }),
  );
export const useSetAccountSetupStatus = () =>
  useDeskAction((body: Body<typeof e.setAccountSetupStatus>) =>
    api.request(e.setAccountSetupStatus, { body }),
  );
export const useSendTestPush = () =>
  useDeskAction((body: Body<typeof e.sendTestPush>) => api.request(e.sendTestPush, { body }));

/** Who a push to all members of the product would reach (the preview), read as the product changes. */
export function usePushAudience(product: Query<typeof e.pushAudience>['product']) {
  return useQuery({
    queryKey: ['admin', 'push-audience', product],
    queryFn: ({ signal }) => api.request(e.pushAudience, { query: { product }, signal }),
  });
}

/** The desk's last sends with their delivery counts. */
export function usePushSends() {
  return useQuery({
    queryKey: ['admin', 'push-sends'],
    queryFn: ({ signal }) => api.request(e.pushSends, { signal }),
  });
}

export const useBroadcastPush = () =>
  useDeskAction((body: Body<typeof e.broadcastPush>) => api.request(e.broadcastPush, { body }));
