import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Payments, paymentsFromEnv } from './payments-config';
import {
  type PlatformFixtureServer,
  type RecordedRequest,
  startPlatformFixtureServer,
} from './platform-fixture-server';
import {
  CARD_PROVIDER_UNAVAILABLE,
  type CardProvider,
  PaymentRefused,
  ProviderUnavailable,
} from './provider';
import { stripeCustomer, stripeError, stripePaymentMethod } from './stripe-fixtures';

// The Stripe card provider through the official SDK against a local server answering in
// Stripe's documented formats; chosen by paymentsFromEnv as in production.
let stripeApi: PlatformFixtureServer;
let payments: Payments;
let card: CardProvider;
const SECRET_KEY = 'sk_test_fixture_51Nf';

beforeAll(async () => {
  stripeApi = await startPlatformFixtureServer();
  payments = paymentsFromEnv({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_API_URL: stripeApi.url,
    STRIPE_WEBHOOK_SECRET: 'whsec_fixture',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fixture',
  });
  card = payments.card;
});
afterAll(async () => {
  await stripeApi?.close();
});
beforeEach(() => stripeApi.reset());

const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

const routesOf = (requests: RecordedRequest[]) => requests.map((r) => `${r.method} ${r.path}`);

describe('choosing Stripe', () => {
  it('uses Stripe when STRIPE_SECRET_KEY is set, the sandbox otherwise', () => {
    expect(card.name).toBe('stripe');
    expect(card.renewsItself).toBe(true);
    expect(payments.stripe).toMatchObject({
      webhookSecret: 'whsec_fixture',
      publishableKey: 'pk_test_fixture',
    });
    const sandbox = paymentsFromEnv({});
    expect(sandbox.card.name).toBe('sandbox');
    expect(sandbox.stripe).toBeNull();
  });
});

describe('saveCard', () => {
  it('creates the customer, attaches the payment method and makes it the default', async () => {
    stripeApi.answer('POST /v1/customers', { body: stripeCustomer('cus_Nf1') });
    stripeApi.answer('POST /v1/payment_methods/pm_1Q0PsIJvEtkwdCNY/attach', {
      body: stripePaymentMethod('pm_1Q0PsIJvEtkwdCNY', VISA, 'cus_Nf1'),
    });
    stripeApi.answer('POST /v1/customers/cus_Nf1', {
      body: stripeCustomer('cus_Nf1', {
        invoice_settings: { default_payment_method: 'pm_1Q0PsIJvEtkwdCNY' },
      }),
    });
    const saved = await card.saveCard({
      customerId: null,
      source: 'pm_1Q0PsIJvEtkwdCNY',
      email: 'ada@example.com',
      fullname: 'Ada Lovelace',
      memberId: 7,
      idempotencyKey: 'setup-1',
    });
    expect(saved).toEqual({
      customerId: 'cus_Nf1',
      source: 'pm_1Q0PsIJvEtkwdCNY',
      lastFour: '4242',
      brand: 'visa',
      expMonth: 12,
      expYear: 2030,
    });
    const [customer, attach, update] = stripeApi.requests;
    expect(routesOf(stripeApi.requests)).toEqual([
      'POST /v1/customers',
      'POST /v1/payment_methods/pm_1Q0PsIJvEtkwdCNY/attach',
      'POST /v1/customers/cus_Nf1',
    ]);
    for (const request of stripeApi.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    }
    expect(customer?.form).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      'metadata[memberId]': '7',
    });
    expect(customer?.headers['idempotency-key']).toBe('setup-1-customer');
    expect(attach?.form).toEqual({ customer: 'cus_Nf1' });
    expect(attach?.headers['idempotency-key']).toBe('setup-1-attach');
    expect(update?.form).toEqual({
      'invoice_settings[default_payment_method]': 'pm_1Q0PsIJvEtkwdCNY',
    });
  });

  it('reuses the saved customer', async () => {
    stripeApi.answer('POST /v1/payment_methods/pm_master/attach', {
      body: stripePaymentMethod(
        'pm_master',
        { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 },
        'cus_old',
      ),
    });
    stripeApi.answer('POST /v1/customers/cus_old', { body: stripeCustomer('cus_old') });
    const saved = await card.saveCard({
      customerId: 'cus_old',
      source: 'pm_master',
      email: 'ada@example.com',
      fullname: 'Ada Lovelace',
      memberId: 7,
      idempotencyKey: 'setup-2',
    });
    expect(saved).toMatchObject({ customerId: 'cus_old', lastFour: '4444', brand: 'mastercard' });
    expect(routesOf(stripeApi.requests)).toEqual([
      'POST /v1/payment_methods/pm_master/attach',
      'POST /v1/customers/cus_old',
    ]);
  });

  it("refuses a declined card (402 card_error) with Stripe's message", async () => {
    stripeApi.answer('POST /v1/customers', { body: stripeCustomer('cus_Nf2') });
    stripeApi.answer(
      'POST /v1/payment_methods/pm_declined/attach',
      stripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    );
    const error = await failureOf(
      card.saveCard({
        customerId: null,
        source: 'pm_declined',
        email: 'ada@example.com',
        fullname: 'Ada',
        memberId: 7,
        idempotencyKey: 'setup-3',
      }),
    );
    expect(error).toBeInstanceOf(PaymentRefused);
    expect(error).toMatchObject({
      reason: 'declined',
      message: 'Your card has insufficient funds.',
    });
    // Nothing after the refusal: the card is not made the default.
    expect(routesOf(stripeApi.requests)).not.toContain('POST /v1/customers/cus_Nf2');
  });

  it('refuses an unknown payment method (400 invalid_request_error) as invalid', async () => {
    stripeApi.answer(
      'POST /v1/payment_methods/pm_gone/attach',
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: "No such PaymentMethod: 'pm_gone'",
      }),
    );
    const error = await failureOf(
      card.saveCard({
        customerId: 'cus_old',
        source: 'pm_gone',
        email: 'ada@example.com',
        fullname: 'Ada',
        memberId: 7,
        idempotencyKey: 'setup-4',
      }),
    );
    expect(error).toBeInstanceOf(PaymentRefused);
    expect(error).toMatchObject({ reason: 'invalid', message: "No such PaymentMethod: 'pm_gone'" });
  });
});

describe('charge', () => {
  it('charges the saved card off session with a PaymentIntent', async () => {
    stripeApi.answer('POST /v1/payment_intents', (request) => ({
      body: {
        id: 'pi_3MtwBwLkdIwHu7ix',
        object: 'payment_intent',
        amount: Number(request.form.amount),
        amount_received: Number(request.form.amount),
        currency: 'eur',
        customer: request.form.customer,
        payment_method: request.form.payment_method,
        status: 'succeeded',
      },
    }));
    const charged = await card.charge({
      customerId: 'cus_Nf1',
      source: 'pm_visa',
      amountCents: 250000,
      description: 'Enterprise agreement 3',
      idempotencyKey: 'enterprise-3-2026-03',
    });
    expect(charged).toEqual({ id: 'pi_3MtwBwLkdIwHu7ix', amountCents: 250000 });
    const [intent] = stripeApi.requests;
    expect(intent?.headers['idempotency-key']).toBe('enterprise-3-2026-03');
    expect(intent?.form).toEqual({
      amount: '250000',
      currency: 'eur',
      customer: 'cus_Nf1',
      payment_method: 'pm_visa',
      description: 'Enterprise agreement 3',
      off_session: 'true',
      confirm: 'true',
    });
  });

  it('refuses an off-session charge the bank wants authenticated', async () => {
    stripeApi.answer(
      'POST /v1/payment_intents',
      stripeError(402, {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      }),
    );
    const error = await failureOf(
      card.charge({
        customerId: 'cus_Nf1',
        source: 'pm_3ds',
        amountCents: 1199,
        description: 'Renewal',
        idempotencyKey: 'renewal-1',
      }),
    );
    expect(error).toMatchObject({ name: 'PaymentRefused', reason: 'three_d_secure' });
  });
});

describe('answers that say nothing about the card', () => {
  const attach = () =>
    card.saveCard({
      customerId: 'cus_old',
      source: 'pm_visa',
      email: 'ada@example.com',
      fullname: 'Ada',
      memberId: 7,
      idempotencyKey: 'setup-busy',
    });

  it.each([
    [
      'a rate limit (429)',
      stripeError(429, {
        type: 'invalid_request_error',
        code: 'rate_limit',
        message: 'Too many requests hit the API too quickly.',
      }),
    ],
    [
      'an outage (500 api_error)',
      stripeError(500, { type: 'api_error', message: 'An unknown error occurred' }),
    ],
    ['a malformed answer', { status: 200, raw: '<html><body>502 Bad Gateway</body></html>' }],
    ['a truncated answer', { status: 200, raw: '{"id": "pm_visa", "object": "payment_m' }],
  ])('reports %s as a 503 to try again, not a refusal', async (_name, answer) => {
    stripeApi.answer('POST /v1/payment_methods/pm_visa/attach', answer);
    const error = await failureOf(attach());
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).not.toBeInstanceOf(PaymentRefused);
    expect(error).toMatchObject({ statusCode: 503, message: CARD_PROVIDER_UNAVAILABLE });
    // No retries against a local server (maxNetworkRetries 0): one request, one answer.
    expect(stripeApi.requests).toHaveLength(1);
  });

  it('reports an unreachable Stripe as a 503', async () => {
    const closed = await startPlatformFixtureServer();
    await closed.close();
    const offline = paymentsFromEnv({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_URL: closed.url });
    const error = await failureOf(offline.card.setCancelAtPeriodEnd('sub_running', true));
    expect(error).toBeInstanceOf(ProviderUnavailable);
  });

  it('keeps a wrong secret key (401) a fault of ours, neither a refusal nor an outage', async () => {
    stripeApi.answer(
      'POST /v1/payment_methods/pm_visa/attach',
      stripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided: sk_test_*****51Nf',
      }),
    );
    const error = await failureOf(attach());
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
