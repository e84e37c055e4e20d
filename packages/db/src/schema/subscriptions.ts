import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './catalogue';
import { coupons } from './coupons';
import { members } from './members';

// spec §3 subscription and billing entities, §4 lifecycle, §5 "one payment submission at once".
// Amounts are integer cents of euro (spec §9 currency).

const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
const memberId = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

export const PAYABLE_TYPE_VALUES = ['SubscriptionPlan', 'UArtist', 'ULabel', 'UCreator'] as const;
export const PROVIDER_VALUES = ['sandbox', 'stripe', 'paypal', 'apple', 'google', 'free'] as const;
export const PAYMENT_METHOD_VALUES = ['card', 'paypal', 'apple', 'google', 'free'] as const;

/**
 * One row per member and payable (an account, or the Professional plan): resubscribing and
 * upgrading change the row, so a payable is never subscribed twice.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    payableType: text('payable_type', { enum: PAYABLE_TYPE_VALUES }).notNull(),
    /** The account id, or 1 for the Professional plan. */
    payableId: bigint('payable_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'set null',
    }),
    productType: text('product_type', {
      enum: ['songstats', 'radiostats', 'socialstats', 'songstats_radiostats'],
    }).notNull(),
    interval: text('interval', { enum: ['monthly', 'yearly'] }).notNull(),
    state: text('state', { enum: ['trial', 'active', 'cancelled', 'declined'] }).notNull(),
    platform: text('platform', { enum: ['web', 'android', 'ios'] })
      .notNull()
      .default('web'),
    provider: text('provider', { enum: PROVIDER_VALUES }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }),
    previousPaymentMethod: text('previous_payment_method', { enum: PAYMENT_METHOD_VALUES }),
    isFree: boolean('is_free').notNull().default(false),
    appsProductId: text('apps_product_id'),
    /** The price of one period after the coupon. */
    priceCents: integer('price_cents').notNull(),
    couponId: bigint('coupon_id', { mode: 'number' }).references(() => coupons.id, {
      onDelete: 'set null',
    }),
    discountPercent: integer('discount_percent').notNull().default(0),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The payer's wallet email (spec §3 pendingPaymentDetails.paypalEmail). */
    walletEmail: text('wallet_email'),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /** The next billing date while trial or active; the end of access once cancelled. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when a cancelled subscription's paid period ran out (access removed). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /**
     * The provider's time (Stripe event `created`) of the newest subscription event applied: an
     * older event delivered later changes nothing (docs/decisions/023).
     */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
    /** When it was last subscribed (first time or resubscribed). */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('subscriptions_member_payable_idx').on(
      table.memberId,
      table.payableType,
      table.payableId,
    ),
    index('subscriptions_account_idx').on(table.accountId),
    uniqueIndex('subscriptions_provider_subscription_idx').on(
      table.provider,
      table.providerSubscriptionId,
    ),
  ],
);

/** spec §3 "Enterprise agreement": custom-priced, requested, priced by us, then checked out. */
export const enterpriseAgreements = pgTable(
  'enterprise_agreements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    companyName: text('company_name').notNull(),
    requestMessage: text('request_message'),
    status: text('status', { enum: ['pending', 'trial', 'active', 'cancelled', 'declined'] })
      .notNull()
      .default('pending'),
    productType: text('product_type', {
      enum: ['songstats', 'radiostats', 'socialstats', 'songstats_radiostats'],
    })
      .notNull()
      .default('songstats_radiostats'),
    interval: text('interval', { enum: ['monthly', 'yearly'] })
      .notNull()
      .default('yearly'),
    /** Null until we price the request; checkout needs a price. */
    priceCents: integer('price_cents'),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('enterprise_agreements_member_idx').on(table.memberId)],
);

/** Every charge (or refused charge) made, the basis of invoices. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    subscriptionId: bigint('subscription_id', { mode: 'number' }).references(
      () => subscriptions.id,
      { onDelete: 'set null' },
    ),
    enterpriseAgreementId: bigint('enterprise_agreement_id', { mode: 'number' }).references(
      () => enterpriseAgreements.id,
      { onDelete: 'set null' },
    ),
    provider: text('provider', { enum: PROVIDER_VALUES }).notNull(),
    /** The provider's charge, invoice, capture or store transaction id: recorded once. */
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    description: text('description').notNull(),
    /**
     * Issue 26 (migration 0054): 'pending' while the provider is asked for a refund (claimed by
     * one statement, so the refund is asked once), 'refunded' once the provider made it.
     */
    refundStatus: text('refund_status', { enum: ['pending', 'refunded'] }),
    providerRefundId: text('provider_refund_id'),
    refundedCents: integer('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
    index('payments_subscription_idx').on(table.subscriptionId),
    index('payments_member_idx').on(table.memberId),
  ],
);

/** spec §3 "Billing address": one per member. */
export const billingAddresses = pgTable(
  'billing_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    streetAddress: text('street_address').notNull(),
    countryCode: text('country_code').notNull(),
    vat: text('vat'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex('billing_addresses_member_idx').on(table.memberId)],
);

/** spec §3 "Card details": the member's saved card, its number as the last four digits only. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    /** The provider's payment method (Stripe pm_..., sandbox src_sandbox_...). */
    providerSource: text('provider_source').notNull(),
    lastFour: text('last_four').notNull(),
    brand: text('brand'),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('payment_cards_member_idx').on(table.memberId)],
);

/** spec §4, §5 cancel flow: the cancellation, then its feedback. */
export const subscriptionCancellations = pgTable(
  'subscription_cancellations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    reasonForCancellation: text('reason_for_cancellation'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('subscription_cancellations_subscription_idx').on(table.subscriptionId)],
);

/** spec §5: every 3-D Secure card refused, as recorded with the server. */
export const threeDSecureCardErrors = pgTable(
  'three_d_secure_card_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    payableType: text('payable_type', { enum: PAYABLE_TYPE_VALUES }).notNull(),
    payableId: text('payable_id').notNull(),
    /** Who noticed: the client (card element) or the server (setup_payment). */
    detectedBy: text('detected_by', { enum: ['client', 'server'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('three_d_secure_card_errors_member_idx').on(table.memberId)],
);

/** A wallet (PayPal) order between create_payment and execute; captured once. */
export const walletOrders = pgTable(
  'wallet_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    provider: text('provider', { enum: ['sandbox', 'paypal'] }).notNull(),
    orderId: text('order_id').notNull(),
    payableType: text('payable_type', { enum: PAYABLE_TYPE_VALUES }).notNull(),
    payableId: text('payable_id').notNull(),
    interval: text('interval', { enum: ['monthly', 'yearly'] }).notNull(),
    isBundled: boolean('is_bundled').notNull(),
    couponId: bigint('coupon_id', { mode: 'number' }).references(() => coupons.id, {
      onDelete: 'set null',
    }),
    amountCents: integer('amount_cents').notNull(),
    /** Null on orders made before it was kept. */
    productType: text('product_type', {
      enum: ['songstats', 'radiostats', 'socialstats', 'songstats_radiostats'],
    }),
    /** `pending`: PayPal answered the capture PENDING; it is read again until it completes. */
    status: text('status', { enum: ['created', 'capturing', 'pending', 'captured', 'failed'] })
      .notNull()
      .default('created'),
    /** The capture of a pending order. */
    captureId: text('capture_id'),
    subscriptionId: bigint('subscription_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wallet_orders_order_idx').on(table.provider, table.orderId),
    index('wallet_orders_pending_idx').on(table.status).where(sql`${table.status} = 'pending'`),
  ],
);

/** Provider webhook events already handled: a replayed event changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * spec §5 "Only one payment submission may run at once": a member's submission holds this row;
 * a second one finds it taken. A row older than its expiry is a crashed submission, taken over.
 */
export const paymentLocks = pgTable('payment_locks', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** The answer to a payment submission, kept by its client key so a retry is answered, not run. */
export const paymentIdempotencyKeys = pgTable(
  'payment_idempotency_keys',
  {
    memberId: memberId(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.key] })],
);
