import { encodeRequestStamp } from '@songstats/contract';
import { payments, subscriptions, walletOrders } from '@songstats/db';
import { insertAccount, insertMemberWithSession } from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentsFromEnv } from '../../payments/payments-config';
import {
  paypalCapturedOrder,
  paypalCreatedOrder,
  paypalError,
  paypalToken,
} from '../../payments/paypal-fixtures';
import {
  type PlatformFixtureServer,
  startPlatformFixtureServer,
} from '../../payments/platform-fixture-server';
import { startTestApp, type TestApp } from '../../testing';

// spec §7 paypal/create_payment and paypal/execute through the real app on a real database,
// with PayPal a local server answering in its documented REST formats.
let test: TestApp;
let paypalApi: PlatformFixtureServer;
const clock = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  paypalApi = await startPlatformFixtureServer();
  test = await startTestApp({
    payments: {
      ...paymentsFromEnv({
        PAYPAL_CLIENT_ID: 'client-id',
        PAYPAL_CLIENT_SECRET: 'client-secret',
        PAYPAL_API_URL: paypalApi.url,
      }),
      now: () => clock,
    },
  });
});
afterAll(async () => {
  await test?.close();
  await paypalApi?.close();
});
beforeEach(() => {
  paypalApi.reset();
  paypalApi.answer('POST /v1/oauth2/token', { body: paypalToken('A21AAFEpH4PsADK7') });
});

function call(token: string, url: string, payload: object) {
  return test.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
    payload,
  });
}

/** A member with an order created at PayPal for an artist's monthly plan. */
async function memberWithOrder(orderId: string) {
  const { member, token } = await insertMemberWithSession(test.connection.db);
  const artist = await insertAccount(test.connection.db, { name: `PayPal ${orderId}` });
  paypalApi.answer('POST /v2/checkout/orders', {
    status: 201,
    body: paypalCreatedOrder(orderId),
  });
  const created = await call(token, '/paypal/create_payment', {
    payableType: 'UArtist',
    payableId: artist.idUnique,
    interval: 'monthly',
    idempotencyKey: `create-${orderId}`,
  });
  expect(created.statusCode).toBe(200);
  return { member, token, artist, created };
}

const captureRoute = (orderId: string) => `POST /v2/checkout/orders/${orderId}/capture`;

describe('PayPal through the app', () => {
  it('creates an order at the plan price and starts the subscription once it is captured', async () => {
    const { member, token, artist, created } = await memberWithOrder('5O190127TN364715T');
    expect(created.json()).toEqual({
      approvalUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
      token: '5O190127TN364715T',
    });
    const order = paypalApi.requests.find((request) => request.path === '/v2/checkout/orders');
    expect(order?.headers['paypal-request-id']).toBe('create-5O190127TN364715T');
    expect(order?.json).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'EUR', value: '11.99' } }],
    });

    paypalApi.answer(captureRoute('5O190127TN364715T'), {
      status: 201,
      body: paypalCapturedOrder('5O190127TN364715T', {
        captureId: '3C679366HH908993F',
        value: '11.99',
        payerEmail: 'ada@paypal.example',
      }),
    });
    const executed = await call(token, '/paypal/execute', {
      payableType: 'UArtist',
      payableId: artist.idUnique,
      token: '5O190127TN364715T',
    });
    expect(executed.statusCode).toBe(200);
    expect(executed.json().subscription).toMatchObject({
      state: 'active',
      paymentMethod: 'paypal',
      uPayableId: artist.id,
    });
    const [row] = await test.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.id));
    expect(row).toMatchObject({ provider: 'paypal', walletEmail: 'ada@paypal.example' });
    const paid = await test.connection.db
      .select()
      .from(payments)
      .where(eq(payments.memberId, member.id));
    expect(paid).toEqual([
      expect.objectContaining({
        provider: 'paypal',
        providerPaymentId: '3C679366HH908993F',
        amountCents: 1199,
      }),
    ]);
  });

  it('keeps the order open when PayPal is unavailable, so the capture can be retried', async () => {
    const { member, token, artist } = await memberWithOrder('8MC585209K746392H');
    paypalApi.answer(captureRoute('8MC585209K746392H'), {
      status: 503,
      body: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' },
    });
    const execute = () =>
      call(token, '/paypal/execute', {
        payableType: 'UArtist',
        payableId: artist.idUnique,
        token: '8MC585209K746392H',
      });
    const unavailable = await execute();
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().message).toBe(TEXTS.errors.paypalFailed);

    paypalApi.answer(captureRoute('8MC585209K746392H'), {
      status: 201,
      body: paypalCapturedOrder('8MC585209K746392H', {
        captureId: '7TK53561YB803214N',
        value: '11.99',
        payerEmail: 'ada@paypal.example',
      }),
    });
    const retried = await execute();
    expect(retried.statusCode).toBe(200);
    expect(retried.json().subscription).toMatchObject({ state: 'active' });
    const captures = paypalApi.requests.filter((request) => request.path.endsWith('/capture'));
    // The same PayPal-Request-Id both times: PayPal captures at most once.
    expect(captures.map((request) => request.headers['paypal-request-id'])).toEqual([
      'capture-8MC585209K746392H',
      'capture-8MC585209K746392H',
    ]);
    const [order] = await test.connection.db
      .select()
      .from(walletOrders)
      .where(eq(walletOrders.memberId, member.id));
    expect(order?.status).toBe('captured');
  });

  it('refuses a declined payment with the spec text and starts nothing', async () => {
    const { member, token, artist } = await memberWithOrder('2GG279541U471931P');
    paypalApi.answer(
      captureRoute('2GG279541U471931P'),
      paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank.',
      ),
    );
    const refused = await call(token, '/paypal/execute', {
      payableType: 'UArtist',
      payableId: artist.idUnique,
      token: '2GG279541U471931P',
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(TEXTS.errors.paypalFailed);
    const rows = await test.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.id));
    expect(rows).toEqual([]);
    const [order] = await test.connection.db
      .select()
      .from(walletOrders)
      .where(eq(walletOrders.memberId, member.id));
    expect(order?.status).toBe('failed');
  });
});
