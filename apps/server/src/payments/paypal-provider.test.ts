import { TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentsFromEnv } from './payments-config';
import {
  paypalCapturedOrder,
  paypalCreatedOrder,
  paypalError,
  paypalToken,
} from './paypal-fixtures';
import { type PlatformFixtureServer, startPlatformFixtureServer } from './platform-fixture-server';
import { PaymentRefused, ProviderUnavailable, type WalletProvider } from './provider';

// The PayPal wallet provider (REST, Orders v2) against a local server answering in PayPal's
// documented formats; chosen by paymentsFromEnv as in production.
let paypalApi: PlatformFixtureServer;
const CLIENT_ID = 'AeA1QIZXiflr1_-r0U2UbWTziOWX1GRQer5';
const CLIENT_SECRET = 'ECYYrrSHdKfk_Q0EdvzdGkzj58a66kKaUQ5d';
const ORDER = '5O190127TN364715T';

function wallet(): WalletProvider {
  // A fresh provider per test: the access token is cached per provider.
  return paymentsFromEnv({
    PAYPAL_CLIENT_ID: CLIENT_ID,
    PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
    PAYPAL_API_URL: paypalApi.url,
  }).wallet;
}

beforeAll(async () => {
  paypalApi = await startPlatformFixtureServer();
});
afterAll(async () => {
  await paypalApi?.close();
});
beforeEach(() => {
  paypalApi.reset();
  paypalApi.answer('POST /v1/oauth2/token', { body: paypalToken('A21AAFEpH4PsADK7qSS7pSRsgzfE') });
});

const ORDER_INPUT = {
  amountCents: 1199,
  description: 'Trial Artist: artist plan, songstats, monthly',
  returnUrl: 'https://songstats.test/settings/subscription-management',
  cancelUrl: 'https://songstats.test/settings/subscription-management?paypal=cancelled',
  idempotencyKey: 'order-key-1',
};
const CAPTURE_INPUT = {
  orderId: ORDER,
  idempotencyKey: `capture-${ORDER}`,
  payerEmailFallback: 'member@example.com',
};

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

describe('choosing PayPal', () => {
  it('uses PayPal when its client id and secret are set, the sandbox otherwise', () => {
    expect(wallet().name).toBe('paypal');
    expect(paymentsFromEnv({ PAYPAL_CLIENT_ID: CLIENT_ID }).wallet.name).toBe('sandbox');
  });
});

describe('createOrder', () => {
  it('gets a token with the client credentials, then creates an order to approve', async () => {
    paypalApi.answer('POST /v2/checkout/orders', {
      status: 200,
      body: paypalCreatedOrder(ORDER, paypalApi.url),
    });
    const order = await wallet().createOrder(ORDER_INPUT);
    expect(order).toEqual({
      orderId: ORDER,
      approvalUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${ORDER}`,
    });
    const [token, create] = paypalApi.requests;
    expect(token?.path).toBe('/v1/oauth2/token');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token?.form).toEqual({ grant_type: 'client_credentials' });
    expect(create?.path).toBe('/v2/checkout/orders');
    expect(create?.headers).toMatchObject({
      authorization: 'Bearer A21AAFEpH4PsADK7qSS7pSRsgzfE',
      'content-type': 'application/json',
      'paypal-request-id': 'order-key-1',
      prefer: 'return=representation',
    });
    expect(create?.json).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          description: ORDER_INPUT.description,
          amount: { currency_code: 'EUR', value: '11.99' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: ORDER_INPUT.returnUrl,
            cancel_url: ORDER_INPUT.cancelUrl,
            user_action: 'PAY_NOW',
          },
        },
      },
    });
  });

  it('keeps the token until it expires', async () => {
    paypalApi.answer('POST /v2/checkout/orders', { body: paypalCreatedOrder(ORDER) });
    const provider = wallet();
    await provider.createOrder(ORDER_INPUT);
    await provider.createOrder({ ...ORDER_INPUT, idempotencyKey: 'order-key-2' });
    const tokens = paypalApi.requests.filter((request) => request.path === '/v1/oauth2/token');
    expect(tokens).toHaveLength(1);
  });

  it('gets a fresh token once when PayPal no longer accepts the cached one', async () => {
    let tokens = 0;
    paypalApi.answer('POST /v1/oauth2/token', () => {
      tokens += 1;
      return { body: paypalToken(`token-${tokens}`) };
    });
    paypalApi.answer('POST /v2/checkout/orders', (request) =>
      request.headers.authorization === 'Bearer token-1'
        ? {
            status: 401,
            body: {
              error: 'invalid_token',
              error_description: 'Token signature verification failed',
            },
          }
        : { status: 201, body: paypalCreatedOrder(ORDER) },
    );
    const order = await wallet().createOrder(ORDER_INPUT);
    expect(order.orderId).toBe(ORDER);
    const creates = paypalApi.requests.filter((request) => request.path === '/v2/checkout/orders');
    expect(creates.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    // The same PayPal-Request-Id: PayPal makes at most one order of the two requests.
    expect(creates.map((request) => request.headers['paypal-request-id'])).toEqual([
      'order-key-1',
      'order-key-1',
    ]);
  });

  it('refuses with the spec text when PayPal refuses the client credentials', async () => {
    paypalApi.answer('POST /v1/oauth2/token', {
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
    });
    const error = await failureOf(wallet().createOrder(ORDER_INPUT));
    expect(error).toBeInstanceOf(PaymentRefused);
    expect(error).toMatchObject({ reason: 'wallet_failed', message: TEXTS.errors.paypalFailed });
    expect(paypalApi.requests.map((request) => request.path)).toEqual(['/v1/oauth2/token']);
  });
});

describe('captureOrder', () => {
  it('captures the approved order and reads the capture, its amount and the payer', async () => {
    paypalApi.answer(`POST /v2/checkout/orders/${ORDER}/capture`, {
      status: 201,
      body: paypalCapturedOrder(ORDER, {
        captureId: '3C679366HH908993F',
        value: '119.99',
        payerEmail: 'ada@paypal.example',
      }),
    });
    const captured = await wallet().captureOrder(CAPTURE_INPUT);
    expect(captured).toEqual({
      status: 'completed',
      captureId: '3C679366HH908993F',
      amountCents: 11999,
      payerEmail: 'ada@paypal.example',
    });
    const capture = paypalApi.requests.at(-1);
    expect(capture?.headers).toMatchObject({
      authorization: 'Bearer A21AAFEpH4PsADK7qSS7pSRsgzfE',
      'paypal-request-id': `capture-${ORDER}`,
    });
    expect(capture?.json).toEqual({});
  });

  it('refuses a declined instrument (422) with the spec text', async () => {
    paypalApi.answer(
      `POST /v2/checkout/orders/${ORDER}/capture`,
      paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank.',
      ),
    );
    const error = await failureOf(wallet().captureOrder(CAPTURE_INPUT));
    expect(error).toBeInstanceOf(PaymentRefused);
    expect(error).toMatchObject({ reason: 'wallet_failed', message: TEXTS.errors.paypalFailed });
  });

  it('refuses an order that was not approved (422 ORDER_NOT_APPROVED)', async () => {
    paypalApi.answer(
      `POST /v2/checkout/orders/${ORDER}/capture`,
      paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment.',
      ),
    );
    expect(await failureOf(wallet().captureOrder(CAPTURE_INPUT))).toBeInstanceOf(PaymentRefused);
  });

  it('refuses a capture PayPal declined inside a completed answer', async () => {
    paypalApi.answer(`POST /v2/checkout/orders/${ORDER}/capture`, {
      status: 201,
      body: paypalCapturedOrder(ORDER, {
        captureId: '3C679366HH908993F',
        value: '11.99',
        payerEmail: 'ada@paypal.example',
        captureStatus: 'DECLINED',
      }),
    });
    expect(await failureOf(wallet().captureOrder(CAPTURE_INPUT))).toBeInstanceOf(PaymentRefused);
  });

  it('answers a capture PayPal holds (PENDING) as pending, not refused, and reads it again', async () => {
    paypalApi.answer(`POST /v2/checkout/orders/${ORDER}/capture`, {
      status: 201,
      body: paypalCapturedOrder(ORDER, {
        captureId: '3C679366HH908993F',
        value: '11.99',
        payerEmail: 'ada@paypal.example',
        captureStatus: 'PENDING',
      }),
    });
    expect(await wallet().captureOrder(CAPTURE_INPUT)).toMatchObject({
      status: 'pending',
      captureId: '3C679366HH908993F',
    });
    paypalApi.answer(`GET /v2/checkout/orders/${ORDER}`, {
      body: paypalCapturedOrder(ORDER, {
        captureId: '3C679366HH908993F',
        value: '11.99',
        payerEmail: 'ada@paypal.example',
      }),
    });
    const read = await wallet().readCapture({
      orderId: ORDER,
      payerEmailFallback: 'member@example.com',
    });
    expect(read).toEqual({
      status: 'completed',
      captureId: '3C679366HH908993F',
      amountCents: 1199,
      payerEmail: 'ada@paypal.example',
    });
    const reread = paypalApi.requests.at(-1);
    expect([reread?.method, reread?.headers['paypal-request-id'], reread?.body]).toEqual([
      'GET',
      undefined,
      '',
    ]);
  });

  it.each([
    [
      'a rate limit (429)',
      { status: 429, body: { name: 'RATE_LIMIT_REACHED', message: 'Too many requests.' } },
    ],
    [
      'an outage (503)',
      { status: 503, body: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' } },
    ],
    ['a malformed answer', { status: 201, raw: '<html>upstream timed out</html>' }],
  ])('reports %s as a 503 with the spec text, to capture again later', async (_name, answer) => {
    paypalApi.answer(`POST /v2/checkout/orders/${ORDER}/capture`, answer);
    const error = await failureOf(wallet().captureOrder(CAPTURE_INPUT));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error).toMatchObject({ statusCode: 503, message: TEXTS.errors.paypalFailed });
  });

  it('reports an unreachable PayPal as a 503', async () => {
    const closed = await startPlatformFixtureServer();
    await closed.close();
    const offline = paymentsFromEnv({
      PAYPAL_CLIENT_ID: CLIENT_ID,
      PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
      PAYPAL_API_URL: closed.url,
    }).wallet;
    expect(await failureOf(offline.createOrder(ORDER_INPUT))).toBeInstanceOf(ProviderUnavailable);
  });
});
