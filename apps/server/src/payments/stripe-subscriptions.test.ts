import { TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentsFromEnv } from './payments-config';
import {
  type PlatformFixtureServer,
  type RecordedRequest,
  startPlatformFixtureServer,
} from './platform-fixture-server';
import { type CardProvider, PaymentRefused, type SubscriptionTerms } from './provider';
import {
  STRIPE_CREATED,
  stripeError,
  stripeInvoice,
  stripeProduct,
  stripeSetupIntent,
  stripeSubscription,
} from './stripe-fixtures';

// The subscriptions of the Stripe card provider (official SDK) against a local server answering
// in Stripe's documented formats: products, trials, 3-D Secure, changes and cancellations.
let stripeApi: PlatformFixtureServer;
let card: CardProvider;
const SECRET_KEY = 'sk_test_fixture_51Nf';
const DAY = 24 * 60 * 60;

beforeAll(async () => {
  stripeApi = await startPlatformFixtureServer();
  card = paymentsFromEnv({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_URL: stripeApi.url }).card;
});
afterAll(async () => {
  await stripeApi?.close();
});
beforeEach(() => stripeApi.reset());

const TERMS: SubscriptionTerms = {
  productKey: 'songstats-artist-songstats',
  productName: 'artist plan (songstats)',
  priceCents: 1199,
  interval: 'monthly',
  description: 'Trial Artist: artist plan, songstats, monthly',
  metadata: { memberId: '7', payableType: 'UArtist', payableId: '12' },
};

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

const routesOf = (requests: RecordedRequest[]) => requests.map((r) => `${r.method} ${r.path}`);

function answerProductExists() {
  stripeApi.answer('GET /v1/products/songstats-artist-songstats', {
    body: stripeProduct('songstats-artist-songstats', TERMS.productName),
  });
}

describe('startSubscription', () => {
  it('creates the product once, then a trialing subscription with the price of the plan', async () => {
    stripeApi.answer(
      'GET /v1/products/songstats-artist-songstats',
      stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: "No such product: 'songstats-artist-songstats'",
      }),
    );
    stripeApi.answer('POST /v1/products', {
      body: stripeProduct('songstats-artist-songstats', TERMS.productName),
    });
    const trialEnd = STRIPE_CREATED + 7 * DAY;
    stripeApi.answer('POST /v1/subscriptions', {
      body: stripeSubscription('sub_1MowQVLkdIwHu7ix', {
        status: 'trialing',
        trialEnd,
        periodEnd: trialEnd,
        latestInvoice: stripeInvoice('in_trial', {
          subscription: 'sub_1MowQVLkdIwHu7ix',
          amountPaid: 0,
        }),
        pendingSetupIntent: stripeSetupIntent('seti_ok', 'succeeded'),
      }),
    });
    const started = await card.startSubscription({
      ...TERMS,
      customerId: 'cus_Nf1',
      source: 'pm_visa',
      trialDays: 7,
      idempotencyKey: 'subscribe-1',
    });
    expect(started).toEqual({
      id: 'sub_1MowQVLkdIwHu7ix',
      status: 'trial',
      trialEnd: new Date(trialEnd * 1000),
      currentPeriodEnd: new Date(trialEnd * 1000),
      payment: null,
    });
    expect(routesOf(stripeApi.requests)).toEqual([
      'GET /v1/products/songstats-artist-songstats',
      'POST /v1/products',
      'POST /v1/subscriptions',
    ]);
    const [, product, subscription] = stripeApi.requests;
    expect(product?.form).toEqual({
      id: 'songstats-artist-songstats',
      name: 'artist plan (songstats)',
    });
    expect(subscription?.headers['idempotency-key']).toBe('subscribe-1');
    expect(subscription?.form).toEqual({
      customer: 'cus_Nf1',
      default_payment_method: 'pm_visa',
      'items[0][price_data][currency]': 'eur',
      'items[0][price_data][product]': 'songstats-artist-songstats',
      'items[0][price_data][unit_amount]': '1199',
      'items[0][price_data][recurring][interval]': 'month',
      trial_period_days: '7',
      payment_behavior: 'error_if_incomplete',
      description: TERMS.description,
      'metadata[memberId]': '7',
      'metadata[payableType]': 'UArtist',
      'metadata[payableId]': '12',
      'expand[0]': 'latest_invoice',
      'expand[1]': 'pending_setup_intent',
    });
  });

  it('charges the first yearly period at once when no trial is due', async () => {
    answerProductExists();
    const periodEnd = STRIPE_CREATED + 365 * DAY;
    stripeApi.answer('POST /v1/subscriptions', {
      body: stripeSubscription('sub_yearly', {
        status: 'active',
        periodEnd,
        interval: 'year',
        unitAmount: 11999,
        latestInvoice: stripeInvoice('in_1MtHbELkdIwHu7ix', {
          subscription: 'sub_yearly',
          amountPaid: 11999,
        }),
      }),
    });
    const started = await card.startSubscription({
      ...TERMS,
      priceCents: 11999,
      interval: 'yearly',
      customerId: 'cus_Nf1',
      source: 'pm_visa',
      trialDays: 0,
      idempotencyKey: 'subscribe-2',
    });
    expect(started).toEqual({
      id: 'sub_yearly',
      status: 'active',
      trialEnd: null,
      currentPeriodEnd: new Date(periodEnd * 1000),
      payment: { id: 'in_1MtHbELkdIwHu7ix', amountCents: 11999 },
    });
    const subscription = stripeApi.requests.find((r) => r.path === '/v1/subscriptions');
    expect(subscription?.form).toMatchObject({
      'items[0][price_data][unit_amount]': '11999',
      'items[0][price_data][recurring][interval]': 'year',
    });
    expect(subscription?.form).not.toHaveProperty('trial_period_days');
    // The product was there: it is not created again.
    expect(routesOf(stripeApi.requests)).not.toContain('POST /v1/products');
  });

  it("credits a PayPal period's unused part in the customer's balance before the first invoice", async () => {
    answerProductExists();
    stripeApi.answer('POST /v1/customers/cus_Nf1/balance_transactions', {
      body: {
        id: 'cbtxn_1MtHbELkdIwHu7ix',
        object: 'customer_balance_transaction',
        amount: -600,
        created: STRIPE_CREATED,
        currency: 'eur',
        customer: 'cus_Nf1',
        description: 'Unused part of the PayPal period',
        ending_balance: -600,
        livemode: false,
        metadata: {},
        type: 'adjustment',
      },
    });
    stripeApi.answer('POST /v1/subscriptions', {
      body: stripeSubscription('sub_moved', {
        status: 'active',
        periodEnd: STRIPE_CREATED + 31 * DAY,
        latestInvoice: stripeInvoice('in_moved', { subscription: 'sub_moved', amountPaid: 599 }),
      }),
    });
    const started = await card.startSubscription({
      ...TERMS,
      customerId: 'cus_Nf1',
      source: 'pm_visa',
      trialDays: 0,
      idempotencyKey: 'subscribe-moved',
      credit: { cents: 600, creditKey: 'wallet-credit-12-2026-04-08T12:00:00.000Z' },
    });
    expect(started.payment).toEqual({ id: 'in_moved', amountCents: 599 });
    const credit = stripeApi.requests.find((r) => r.path.endsWith('/balance_transactions'));
    expect(credit?.form).toMatchObject({ amount: '-600', currency: 'eur' });
    expect(credit?.headers['idempotency-key']).toBe('wallet-credit-12-2026-04-08T12:00:00.000Z');
    // The credit is there before the subscription's first invoice is made.
    expect(routesOf(stripeApi.requests).slice(-2)).toEqual([
      'POST /v1/customers/cus_Nf1/balance_transactions',
      'POST /v1/subscriptions',
    ]);
  });

  it('goes on when another request created the product first', async () => {
    stripeApi.answer(
      'GET /v1/products/songstats-artist-songstats',
      stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such product',
      }),
    );
    stripeApi.answer(
      'POST /v1/products',
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_already_exists',
        message: 'Product already exists.',
      }),
    );
    stripeApi.answer('POST /v1/subscriptions', {
      body: stripeSubscription('sub_race', {
        status: 'trialing',
        trialEnd: STRIPE_CREATED + 7 * DAY,
      }),
    });
    const started = await card.startSubscription({
      ...TERMS,
      customerId: 'cus_Nf1',
      source: 'pm_visa',
      trialDays: 7,
      idempotencyKey: 'subscribe-3',
    });
    expect(started).toMatchObject({ id: 'sub_race', status: 'trial' });
  });

  it('refuses a card whose first payment needs 3-D Secure (402 requires_action)', async () => {
    answerProductExists();
    stripeApi.answer(
      'POST /v1/subscriptions',
      stripeError(402, {
        type: 'card_error',
        code: 'subscription_payment_intent_requires_action',
        message:
          'Payment for this subscription requires additional user action before it can be completed successfully.',
      }),
    );
    const error = await failureOf(
      card.startSubscription({
        ...TERMS,
        customerId: 'cus_Nf1',
        source: 'pm_3ds',
        trialDays: 0,
        idempotencyKey: 'subscribe-4',
      }),
    );
    expect(error).toBeInstanceOf(PaymentRefused);
    expect(error).toMatchObject({ reason: 'three_d_secure', message: TEXTS.errors.threeDSecure });
  });

  it('refuses a 3-D Secure card in a trial and cancels the trial it started at Stripe', async () => {
    answerProductExists();
    stripeApi.answer('POST /v1/subscriptions', {
      body: stripeSubscription('sub_3ds_trial', {
        status: 'trialing',
        trialEnd: STRIPE_CREATED + 7 * DAY,
        pendingSetupIntent: stripeSetupIntent('seti_1Mm2cBLkdIwHu7ix', 'requires_action'),
      }),
    });
    stripeApi.answer('DELETE /v1/subscriptions/sub_3ds_trial', {
      body: stripeSubscription('sub_3ds_trial', { status: 'canceled' }),
    });
    const error = await failureOf(
      card.startSubscription({
        ...TERMS,
        customerId: 'cus_Nf1',
        source: 'pm_3ds',
        trialDays: 7,
        idempotencyKey: 'subscribe-5',
      }),
    );
    expect(error).toBeInstanceOf(PaymentRefused);
    expect(error).toMatchObject({ reason: 'three_d_secure', message: TEXTS.errors.threeDSecure });
    expect(routesOf(stripeApi.requests)).toContain('DELETE /v1/subscriptions/sub_3ds_trial');
  });
});

describe('changeSubscription and setCancelAtPeriodEnd', () => {
  it('replaces the price of the subscription item and charges the difference', async () => {
    answerProductExists();
    stripeApi.answer('GET /v1/subscriptions/sub_running', {
      body: stripeSubscription('sub_running', { status: 'active' }),
    });
    const periodEnd = STRIPE_CREATED + 365 * DAY;
    stripeApi.answer('POST /v1/subscriptions/sub_running', {
      body: stripeSubscription('sub_running', {
        status: 'active',
        periodEnd,
        latestInvoice: stripeInvoice('in_upgrade', {
          subscription: 'sub_running',
          amountPaid: 18800,
        }),
      }),
    });
    const changed = await card.changeSubscription({
      ...TERMS,
      priceCents: 19999,
      interval: 'yearly',
      subscriptionId: 'sub_running',
      customerId: 'cus_Nf1',
      source: 'pm_visa',
      idempotencyKey: 'change-1',
      current: {
        priceCents: 1199,
        interval: 'monthly',
        currentPeriodEnd: new Date((STRIPE_CREATED + 30 * DAY) * 1000),
      },
    });
    expect(changed).toMatchObject({
      id: 'sub_running',
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000),
      payment: { id: 'in_upgrade', amountCents: 18800 },
    });
    const update = stripeApi.requests.at(-1);
    expect(update?.headers['idempotency-key']).toBe('change-1');
    expect(update?.form).toMatchObject({
      'items[0][id]': 'si_running',
      'items[0][price_data][unit_amount]': '19999',
      'items[0][price_data][recurring][interval]': 'year',
      default_payment_method: 'pm_visa',
      cancel_at_period_end: 'false',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
  });

  it('stops and restores the renewal at the end of the period', async () => {
    stripeApi.answer('POST /v1/subscriptions/sub_running', (request) => ({
      body: stripeSubscription('sub_running', {
        status: 'active',
        cancelAtPeriodEnd: request.form.cancel_at_period_end === 'true',
      }),
    }));
    await card.setCancelAtPeriodEnd('sub_running', true);
    await card.setCancelAtPeriodEnd('sub_running', false);
    expect(stripeApi.requests.map((request) => request.form)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
    ]);
  });
});
