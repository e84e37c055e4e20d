// Stripe API objects for tests, in the shapes of Stripe's API reference (customer, payment_method,
// subscription with items and an expanded latest_invoice, setup_intent, invoice, event, error).

export const STRIPE_CREATED = 1_772_366_400; // 2026-03-01T12:00:00Z
const DAY = 24 * 60 * 60;

export function stripeCustomer(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: STRIPE_CREATED,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: 'ada@example.com',
    invoice_prefix: '0759376C',
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: {},
    name: 'Ada Lovelace',
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
    ...overrides,
  };
}

export function stripePaymentMethod(
  id: string,
  card: { brand: string; last4: string; expMonth: number; expYear: number },
  customer: string | null = null,
) {
  return {
    id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: {
        city: null,
        country: null,
        line1: null,
        line2: null,
        postal_code: null,
        state: null,
      },
      email: null,
      name: null,
      phone: null,
    },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'DE',
      display_brand: card.brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: 'Xt5EWLLDS7FJjR1c',
      funding: 'credit',
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: STRIPE_CREATED,
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export function stripeInvoice(
  id: string,
  input: { subscription: string; amountPaid: number; status?: string; customer?: string },
) {
  return {
    id,
    object: 'invoice',
    amount_due: input.amountPaid,
    amount_paid: input.amountPaid,
    amount_remaining: 0,
    billing_reason: 'subscription_create',
    collection_method: 'charge_automatically',
    created: STRIPE_CREATED,
    currency: 'eur',
    customer: input.customer ?? 'cus_fixture',
    livemode: false,
    metadata: {},
    number: `${id.slice(3, 11).toUpperCase()}-0001`,
    parent: {
      quote_details: null,
      subscription_details: { metadata: {}, subscription: input.subscription },
      type: 'subscription_details',
    },
    period_end: STRIPE_CREATED,
    period_start: STRIPE_CREATED,
    status: input.status ?? 'paid',
    total: input.amountPaid,
  };
}

export function stripeSetupIntent(id: string, status: string) {
  return {
    id,
    object: 'setup_intent',
    client_secret: `${id}_secret_fixture`,
    created: STRIPE_CREATED,
    customer: 'cus_fixture',
    last_setup_error: null,
    livemode: false,
    next_action:
      status === 'requires_action'
        ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
        : null,
    payment_method: 'pm_fixture',
    payment_method_types: ['card'],
    status,
    usage: 'off_session',
  };
}

export function stripeSubscription(
  id: string,
  input: {
    status: string;
    customer?: string;
    periodStart?: number;
    periodEnd?: number;
    trialEnd?: number | null;
    cancelAtPeriodEnd?: boolean;
    latestInvoice?: unknown;
    pendingSetupIntent?: unknown;
    unitAmount?: number;
    interval?: 'month' | 'year';
  },
) {
  const periodStart = input.periodStart ?? STRIPE_CREATED;
  const periodEnd = input.periodEnd ?? periodStart + 30 * DAY;
  return {
    id,
    object: 'subscription',
    application: null,
    billing_cycle_anchor: periodStart,
    cancel_at: input.cancelAtPeriodEnd ? periodEnd : null,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    canceled_at: input.status === 'canceled' ? periodStart : null,
    collection_method: 'charge_automatically',
    created: STRIPE_CREATED,
    currency: 'eur',
    customer: input.customer ?? 'cus_fixture',
    default_payment_method: 'pm_fixture',
    description: null,
    ended_at: input.status === 'canceled' ? periodStart : null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id.slice(4)}`,
          object: 'subscription_item',
          created: STRIPE_CREATED,
          current_period_end: periodEnd,
          current_period_start: periodStart,
          metadata: {},
          price: {
            id: 'price_fixture',
            object: 'price',
            active: true,
            currency: 'eur',
            product: 'songstats-artist-songstats',
            recurring: { interval: input.interval ?? 'month', interval_count: 1 },
            type: 'recurring',
            unit_amount: input.unitAmount ?? 1199,
          },
          quantity: 1,
          subscription: id,
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: input.latestInvoice ?? null,
    livemode: false,
    metadata: {},
    pending_setup_intent: input.pendingSetupIntent ?? null,
    status: input.status,
    trial_end: input.trialEnd ?? null,
    trial_start: input.trialEnd ? periodStart : null,
  };
}

export function stripeProduct(id: string, name: string) {
  return { id, object: 'product', active: true, created: STRIPE_CREATED, livemode: false, name };
}

/** Stripe's error body: `{ error: { type, code, message, ... } }`. */
export function stripeError(
  status: number,
  error: { type: string; code?: string; decline_code?: string; message: string; param?: string },
) {
  return {
    status,
    body: {
      error: {
        doc_url: error.code ? `https://stripe.com/docs/error-codes/${error.code}` : undefined,
        request_log_url: 'https://dashboard.stripe.com/test/logs/req_fixture',
        ...error,
      },
    },
    headers: { 'request-id': 'req_fixture' },
  };
}

/** A webhook event (API version of the SDK) around one object. */
export function stripeEvent<T>(id: string, type: string, object: T) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: STRIPE_CREATED,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** An invoice retrieved with `expand[]=payments`: its invoice payment names the PaymentIntent. */
export function stripeInvoiceWithPayment(
  id: string,
  input: { subscription: string; amountPaid: number; paymentIntent: string },
) {
  return {
    ...stripeInvoice(id, input),
    payments: {
      object: 'list',
      data: [
        {
          id: `inpay_${id.slice(3)}`,
          object: 'invoice_payment',
          amount_paid: input.amountPaid,
          amount_requested: input.amountPaid,
          created: STRIPE_CREATED,
          currency: 'eur',
          invoice: id,
          is_default: true,
          livemode: false,
          payment: { type: 'payment_intent', payment_intent: input.paymentIntent },
          status: 'paid',
          status_transitions: { canceled_at: null, paid_at: STRIPE_CREATED },
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/payments`,
    },
  };
}

/** A refund (`POST /v1/refunds`) of a PaymentIntent or a charge. */
export function stripeRefund(
  id: string,
  input: { amount: number; paymentIntent?: string; charge?: string; status?: string },
) {
  return {
    id,
    object: 'refund',
    amount: input.amount,
    balance_transaction: `txn_${id.slice(3)}`,
    charge: input.charge ?? `ch_${id.slice(3)}`,
    created: STRIPE_CREATED,
    currency: 'eur',
    metadata: {},
    payment_intent: input.paymentIntent ?? null,
    reason: null,
    status: input.status ?? 'succeeded',
  };
}
