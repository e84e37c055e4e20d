import { billingAdminEndpoints } from '@songstats/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { useMessages } from '../messages/message-store';

// Issue 26: the Subscriptions, Payments and Enterprise Agreements desks' calls.

export function useSubscriptionsDesk(
  query: z.input<typeof billingAdminEndpoints.subscriptions.query>,
) {
  return useQuery({
    queryKey: ['admin', 'subscriptions', query],
    queryFn: ({ signal }) => api.request(billingAdminEndpoints.subscriptions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentsDesk(query: z.input<typeof billingAdminEndpoints.payments.query>) {
  return useQuery({
    queryKey: ['admin', 'payments', query],
    queryFn: ({ signal }) => api.request(billingAdminEndpoints.payments, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAgreementsDesk(
  query: z.input<typeof billingAdminEndpoints.enterpriseAgreements.query>,
) {
  return useQuery({
    queryKey: ['admin', 'enterprise-agreements', query],
    queryFn: ({ signal }) =>
      api.request(billingAdminEndpoints.enterpriseAgreements, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Cancel a subscription as the admin: its message in the bar, the desks read again. */
export function useCancelSubscriptionAsAdmin() {
  const queryClient = useQueryClient();
  const show = useMessages((state) => state.show);
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      api.request(billingAdminEndpoints.cancelSubscription, { body: { subscriptionId } }),
    onSuccess: async ({ message }) => {
      show({ message, messageType: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

/** Refund a payment through its provider as the admin: its message in the bar, the desks read again. */
export function useRefundPaymentAsAdmin() {
  const queryClient = useQueryClient();
  const show = useMessages((state) => state.show);
  return useMutation({
    mutationFn: (paymentId: number) =>
      api.request(billingAdminEndpoints.refundPayment, { body: { paymentId } }),
    onSuccess: async ({ message }) => {
      show({ message, messageType: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
