import { z } from 'zod';
import { deskPage, deskQuery } from './admin';
import { defineEndpoint } from './endpoint';
import { ZMessageResponse } from './members';

// Issue 26: the Subscriptions, Payments and Enterprise Agreements desks (docs/admin.md). Tables
// like the other desks: search (q), filters, sorting by a column with nulls last (spec §4), pages
// of 25, 50 or 100. Every call answers 401 logged out and 403 to members who are not admins.
// A payment is refunded through its provider's adapter (the sandbox, Stripe or PayPal), once.

export const BILLING_ADMIN_TEXTS = {
  subscriptionNotFound: 'There is no such subscription.',
  subscriptionCancelled: (email: string) => `The subscription of ${email} is cancelled.`,
  paymentNotFound: 'There is no such payment.',
  paymentRefunded: (amount: string, email: string) => `${amount} is refunded to ${email}.`,
  paymentNotRefundable: 'Only a payment that succeeded can be refunded.',
  paymentAlreadyRefunded: 'This payment is refunded already, or its refund is under way.',
  refundedByStore: (store: string) =>
    `A purchase made through ${store} is refunded by the store, not here.`,
  freeNotRefundable: 'A free subscription has no payment to refund.',
  providerNotInUse: (provider: string) =>
    `This payment was made with ${provider}, which this server is not set up to use now.`,
} as const;

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const PROVIDERS = ['sandbox', 'stripe', 'paypal', 'apple', 'google', 'free'] as const;
export const BILLING_DESK_PROVIDERS = PROVIDERS;

export const SUBSCRIPTION_DESK_SORTS = [
  'createdAt',
  'memberEmail',
  'state',
  'provider',
  'priceCents',
  'currentPeriodEnd',
] as const;
export const SUBSCRIPTION_DESK_STATES = [
  'all',
  'live',
  'trial',
  'active',
  'cancelled',
  'declined',
] as const;
export const ZSubscriptionDeskRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberEmail: z.string(),
  state: z.enum(['trial', 'active', 'cancelled', 'declined']),
  provider: z.string(),
  platform: z.string(),
  paymentMethod: z.string().nullable(),
  productType: z.string(),
  payableType: z.string(),
  accountName: z.string().nullable(),
  interval: z.string(),
  priceCents: z.number().int(),
  isFree: z.boolean(),
  createdAt: z.string(),
  currentPeriodEnd: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type SubscriptionDeskRow = z.infer<typeof ZSubscriptionDeskRow>;

export const PAYMENT_DESK_SORTS = [
  'createdAt',
  'memberEmail',
  'amountCents',
  'status',
  'provider',
] as const;
export const PAYMENT_DESK_STATUSES = ['all', 'succeeded', 'failed', 'refunded'] as const;
export const ZPaymentDeskRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberEmail: z.string(),
  provider: z.string(),
  providerPaymentId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['succeeded', 'failed']),
  description: z.string(),
  subscriptionId: z.number().int().nullable(),
  enterpriseAgreementId: z.number().int().nullable(),
  createdAt: z.string(),
  /** 'pending' while the provider is asked for the refund, 'refunded' once it made it. */
  refundStatus: z.enum(['pending', 'refunded']).nullable(),
  providerRefundId: z.string().nullable(),
  refundedCents: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
});
export type PaymentDeskRow = z.infer<typeof ZPaymentDeskRow>;

export const AGREEMENT_DESK_SORTS = [
  'createdAt',
  'companyName',
  'memberEmail',
  'status',
  'priceCents',
  'nextBillingAt',
] as const;
export const AGREEMENT_DESK_STATUSES = [
  'all',
  'pending',
  'trial',
  'active',
  'cancelled',
  'declined',
] as const;
export const ZAgreementDeskRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberEmail: z.string(),
  companyName: z.string(),
  requestMessage: z.string().nullable(),
  status: z.enum(['pending', 'trial', 'active', 'cancelled', 'declined']),
  productType: z.string(),
  interval: z.string(),
  priceCents: z.number().int().nullable(),
  /** The provider of the agreement's newest payment; null before its first. */
  provider: z.string().nullable(),
  nextBillingAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgreementDeskRow = z.infer<typeof ZAgreementDeskRow>;

export const billingAdminEndpoints = {
  subscriptions: defineEndpoint({
    method: 'GET',
    path: '/admin/subscriptions',
    summary:
      'Subscriptions desk: subscriptions by member email or profile, with state and provider, filtered, sorted, paged (admins, issue 26).',
    query: deskQuery(SUBSCRIPTION_DESK_SORTS, 'createdAt', 'desc').extend({
      state: z.enum(SUBSCRIPTION_DESK_STATES).default('all'),
      provider: z.enum(PROVIDERS).optional(),
    }),
    response: deskPage(ZSubscriptionDeskRow),
  }),
  cancelSubscription: defineEndpoint({
    method: 'POST',
    path: '/admin/subscriptions/cancel',
    summary:
      "Cancels a member's subscription through the payment provider, as the member's own cancel does (spec §4; logged with before and after; admins, issue 26).",
    body: z.object({ subscriptionId: ZId }),
    response: ZMessageResponse.extend({ subscription: ZSubscriptionDeskRow }),
  }),
  payments: defineEndpoint({
    method: 'GET',
    path: '/admin/payments',
    summary:
      'Payments desk: charges by member email, description or provider id, with status and provider, filtered, sorted, paged (admins, issue 26).',
    query: deskQuery(PAYMENT_DESK_SORTS, 'createdAt', 'desc').extend({
      status: z.enum(PAYMENT_DESK_STATUSES).default('all'),
      provider: z.enum(PROVIDERS).optional(),
    }),
    response: deskPage(ZPaymentDeskRow),
  }),
  refundPayment: defineEndpoint({
    method: 'POST',
    path: '/admin/payments/refund',
    summary:
      "Refunds a payment in full through its provider's adapter (sandbox, Stripe or PayPal), asked once however often it is pressed; logged with before and after (admins, issue 26).",
    body: z.object({ paymentId: ZId }),
    response: ZMessageResponse.extend({ payment: ZPaymentDeskRow }),
  }),
  enterpriseAgreements: defineEndpoint({
    method: 'GET',
    path: '/admin/enterprise_agreements',
    summary:
      'Enterprise Agreements desk: agreements by company or member email, with status and provider, filtered, sorted, paged (admins, issue 26).',
    query: deskQuery(AGREEMENT_DESK_SORTS, 'createdAt', 'desc').extend({
      status: z.enum(AGREEMENT_DESK_STATUSES).default('all'),
    }),
    response: deskPage(ZAgreementDeskRow),
  }),
};
