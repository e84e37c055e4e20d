import { subscriptionEndpoints } from '@songstats/contract';
import type { PayableType } from '@songstats/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../app/api';
import { useIsLoggedIn } from '../session/session-store';
import { usePaymentState } from './payment-store';

type Endpoints = typeof subscriptionEndpoints;
/** The request body of a call, as the typed client takes it. */
type Body<K extends keyof Endpoints> = Endpoints[K] extends { body: z.ZodType }
  ? z.input<Endpoints[K]['body']>
  : never;

export const SUBSCRIPTIONS_KEY = ['subscriptions', 'subscriptions_managements'] as const;

/** spec §7 subscriptions_managements: billing address, card, rows and enterprise agreements. */
export function useSubscriptionsManagements() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: SUBSCRIPTIONS_KEY,
    enabled: isLoggedIn,
    queryFn: async ({ signal }) => {
      const answer = await api.request(subscriptionEndpoints.subscriptionsManagements, { signal });
      usePaymentState.getState().setBilling(answer);
      return answer;
    },
  });
}

/** Which card and wallet providers the server runs (sandbox, Stripe, PayPal). */
export function usePaymentConfig() {
  return useQuery({
    queryKey: ['payments', 'payment_config'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => api.request(subscriptionEndpoints.paymentConfig, { signal }),
  });
}

/** spec §7 get_pending_payment_details, for the payment step. */
export function fetchPendingPaymentDetails(query: {
  payableType: PayableType;
  idUnique: string;
  promoCodeToCheck?: string | null;
}) {
  return api.request(subscriptionEndpoints.getPendingPaymentDetails, { query });
}

/** After a payment or a cancel, the rows, the member's accounts and their access change. */
function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
      queryClient.invalidateQueries({ queryKey: ['managements'] }),
    ]);
}

export function useCreateCardSource() {
  return useMutation({
    mutationFn: (body: Body<'createCardSource'>) =>
      api.request(subscriptionEndpoints.createCardSource, { body }),
  });
}

export function useRecordThreeDSCardError() {
  return useMutation({
    mutationFn: (body: Body<'recordThreeDSCardError'>) =>
      api.request(subscriptionEndpoints.recordThreeDSCardError, { body }),
  });
}

/** spec §7 setup_payment; spec §5: one submission at once (the caller disables the button). */
export function useSetupPayment() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (body: Body<'setupPayment'>) =>
      api.request(subscriptionEndpoints.setupPayment, { body }),
    onSuccess: () => refresh(),
  });
}

export function usePaypalCreatePayment() {
  return useMutation({
    mutationFn: (body: Body<'paypalCreatePayment'>) =>
      api.request(subscriptionEndpoints.paypalCreatePayment, { body }),
  });
}

export function usePaypalExecute() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (body: Body<'paypalExecute'>) =>
      api.request(subscriptionEndpoints.paypalExecute, { body }),
    onSuccess: () => refresh(),
  });
}

/** spec §7 DELETE cancel_subscription/{id}. */
export function useCancelSubscription() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (input: { id: number; reasonForCancellation?: string | null }) =>
      api.request(subscriptionEndpoints.cancelSubscription, {
        params: { id: input.id },
        body: { reasonForCancellation: input.reasonForCancellation ?? null },
      }),
    onSuccess: () => refresh(),
  });
}

export function useCancelSubscriptionFeedback() {
  return useMutation({
    mutationFn: (body: Body<'cancelSubscriptionFeedback'>) =>
      api.request(subscriptionEndpoints.cancelSubscriptionFeedback, { body }),
  });
}

export function usePromoCodeDetails() {
  return useMutation({
    mutationFn: (query: { code: string; type: PayableType }) =>
      api.request(subscriptionEndpoints.getPromoCodeDetails, { query }),
  });
}

export function useUpdateBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'updateBillingAddress'>) =>
      api.request(subscriptionEndpoints.updateBillingAddress, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
}

export function useEnterpriseAgreement(enterpriseAgreementId: number | null) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['subscriptions', 'enterprise_agreement', enterpriseAgreementId],
    enabled: isLoggedIn && enterpriseAgreementId !== null,
    queryFn: ({ signal }) =>
      api.request(subscriptionEndpoints.enterpriseAgreement, {
        query: { enterpriseAgreementId: enterpriseAgreementId ?? 0 },
        signal,
      }),
  });
}

export function useEnterpriseCheckout() {
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (body: Body<'enterpriseCheckout'>) =>
      api.request(subscriptionEndpoints.enterpriseCheckout, { body }),
    onSuccess: () => refresh(),
  });
}

export function useRequestEnterpriseAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'requestEnterpriseAccess'>) =>
      api.request(subscriptionEndpoints.requestEnterpriseAccess, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
  });
}

/** A key that makes one payment submission safe to retry (the server charges it once). */
export function newIdempotencyKey(): string {
  return `web-${crypto.randomUUID()}`;
}

/** The key of the current submission: kept across retries, made anew after an answer. */
export function submissionKey(ref: { current: string | null }): string {
  if (!ref.current) ref.current = newIdempotencyKey();
  return ref.current;
}
