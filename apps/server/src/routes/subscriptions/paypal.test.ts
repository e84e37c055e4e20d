import { encodeRequestStamp } from '@songstats/contract';
import { coupons, paymentCards, payments, subscriptions, walletOrders } from '@songstats/db';
import { insertAccount, insertCoupon, insertMemberWithSession } from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { advanceSubscriptions } from '../../payments/advance-subscriptions';
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
import { WALLET_COUPON_INVALID, WALLET_PAYMENT_PENDING } from '../../payments/wallet-checkout';
import { startTestApp, type TestApp } from '../../testing';

// spec §7 paypal/create_payment and paypal/execute through the real app on a real database,
// with PayPal a local server answering in its documented REST formats.
let test: TestApp;
let paypalApi: PlatformFixtureServer;
const START = new Date('2026-03-01T12:00:00Z');
let clock = START;

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
  clock = START;
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
async function memberWithOrder(orderId: string, extra: Record<string, unknown> = {}) {
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
    ...extra,
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

  it('repeats the refusal for a repeated execute of a declined order, capturing nothing again', async () => {
    const { token, artist } = await memberWithOrder('4RW36273PX512423D');
    paypalApi.answer(
      captureRoute('4RW36273PX512423D'),
      paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank.',
      ),
    );
    const execute = () =>
      call(token, '/paypal/execute', {
        payableType: 'UArtist',
        payableId: artist.idUnique,
        token: '4RW36273PX512423D',
      });
    expect((await execute()).statusCode).toBe(402);
    const again = await execute();
    expect([again.statusCode, again.json().message]).toEqual([402, TEXTS.errors.paypalFailed]);
    expect(paypalApi.requests.filter((request) => request.path.endsWith('/capture'))).toHaveLength(
      1,
    );
  });

  it('waits for a capture PayPal holds (PENDING), then starts the subscription once it completed', async () => {
    const { member, token, artist } = await memberWithOrder('9VX91384GD521283K');
    const held = paypalCapturedOrder('9VX91384GD521283K', {
      captureId: '1AB23456CD789012E',
      value: '11.99',
      payerEmail: 'ada@paypal.example',
      captureStatus: 'PENDING',
    });
    paypalApi.answer(captureRoute('9VX91384GD521283K'), { status: 201, body: held });
    paypalApi.answer('GET /v2/checkout/orders/9VX91384GD521283K', { body: held });
    const execute = () =>
      call(token, '/paypal/execute', {
        payableType: 'UArtist',
        payableId: artist.idUnique,
        token: '9VX91384GD521283K',
      });
    for (const attempt of [await execute(), await execute()]) {
      expect(attempt.statusCode).toBe(202);
      expect(attempt.json()).toMatchObject({ message: WALLET_PAYMENT_PENDING, subscription: null });
    }
    const rowsOf = async () => ({
      subscriptions: await test.connection.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.memberId, member.id)),
      payments: await test.connection.db
        .select()
        .from(payments)
        .where(eq(payments.memberId, member.id)),
      orders: await test.connection.db
        .select()
        .from(walletOrders)
        .where(eq(walletOrders.memberId, member.id)),
    });
    let rows = await rowsOf();
    expect(rows.subscriptions).toEqual([]);
    expect(rows.payments).toEqual([]);
    expect(rows.orders[0]).toMatchObject({ status: 'pending', captureId: '1AB23456CD789012E' });
    // Still held at the lifecycle step: nothing changes.
    await advanceSubscriptions(test.connection.db, test.app.payments);
    expect((await rowsOf()).subscriptions).toEqual([]);

    // PayPal completes the capture (PAYMENT.CAPTURE.COMPLETED); the next step reads it.
    paypalApi.answer('GET /v2/checkout/orders/9VX91384GD521283K', {
      body: paypalCapturedOrder('9VX91384GD521283K', {
        captureId: '1AB23456CD789012E',
        value: '11.99',
        payerEmail: 'ada@paypal.example',
      }),
    });
    expect(await advanceSubscriptions(test.connection.db, test.app.payments)).toContain(member.id);
    rows = await rowsOf();
    expect(rows.subscriptions).toEqual([
      expect.objectContaining({ state: 'active', provider: 'paypal', productType: 'songstats' }),
    ]);
    expect(rows.payments).toEqual([
      expect.objectContaining({ providerPaymentId: '1AB23456CD789012E', amountCents: 1199 }),
    ]);
    expect(rows.orders[0]).toMatchObject({
      status: 'captured',
      subscriptionId: rows.subscriptions[0]?.id,
    });
    // The member's own return afterwards answers the running subscription.
    const after = await execute();
    expect(after.statusCode).toBe(200);
    expect(after.json().subscription).toMatchObject({ state: 'active' });
  });

  it('refuses to capture an order whose coupon expired after it was created', async () => {
    const coupon = await insertCoupon(test.connection.db, {
      discountPercent: 50,
      expireDate: new Date(START.getTime() + 60 * 60 * 1000),
    });
    const { member, token, artist } = await memberWithOrder('6HN09871KL234561M', {
      promoCode: coupon.code,
    });
    const order = paypalApi.requests.find((request) => request.path === '/v2/checkout/orders');
    expect(order?.json).toMatchObject({ purchase_units: [{ amount: { value: '6.00' } }] });
    paypalApi.answer(captureRoute('6HN09871KL234561M'), {
      status: 201,
      body: paypalCapturedOrder('6HN09871KL234561M', {
        captureId: '5XY12345ZZ678901A',
        value: '6.00',
        payerEmail: 'ada@paypal.example',
      }),
    });
    clock = new Date(START.getTime() + 2 * 60 * 60 * 1000);
    const execute = () =>
      call(token, '/paypal/execute', {
        payableType: 'UArtist',
        payableId: artist.idUnique,
        token: '6HN09871KL234561M',
      });
    const refused = await execute();
    expect([refused.statusCode, refused.json().message]).toEqual([400, WALLET_COUPON_INVALID]);
    expect(paypalApi.requests.filter((request) => request.path.endsWith('/capture'))).toEqual([]);
    expect(
      await test.connection.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.memberId, member.id)),
    ).toEqual([]);
    // A coupon deleted since is no better.
    clock = START;
    await test.connection.db.delete(coupons).where(eq(coupons.id, coupon.id));
    expect((await execute()).json().message).toBe(WALLET_COUPON_INVALID);
  });

  it('credits the unused part of the PayPal period when the plan moves to a card', async () => {
    const { member, token, artist } = await memberWithOrder('3JK45678MN901234P');
    paypalApi.answer(captureRoute('3JK45678MN901234P'), {
      status: 201,
      body: paypalCapturedOrder('3JK45678MN901234P', {
        captureId: '8QR23456ST789012U',
        value: '11.99',
        payerEmail: 'ada@paypal.example',
      }),
    });
    const executed = await call(token, '/paypal/execute', {
      payableType: 'UArtist',
      payableId: artist.idUnique,
      token: '3JK45678MN901234P',
    });
    expect(executed.statusCode).toBe(200);
    // Paid from the trial's end (March 8) to April 8, 31 days; half of it is left on March 24.
    const [wallet] = await test.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.id));
    expect(wallet?.currentPeriodEnd?.toISOString()).toBe('2026-04-08T12:00:00.000Z');
    clock = new Date('2026-03-24T00:00:00Z');
    const source = await test.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/create_card_source',
      headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
      payload: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    const moved = await call(token, '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
      fullname: 'Ada Lovelace',
      stripeSource: source.json().stripeSource,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().subscription).toMatchObject({ state: 'active', paymentMethod: 'card' });
    const charged = await test.connection.db
      .select()
      .from(payments)
      .where(eq(payments.memberId, member.id))
      .orderBy(payments.id);
    // 11.99 for the month, less the 6.00 (5.995) of the PayPal month not used.
    expect(charged.map((row) => [row.provider, row.amountCents])).toEqual([
      ['paypal', 1199],
      ['sandbox', 599],
    ]);
    const cards = await test.connection.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.memberId, member.id));
    expect(cards).toHaveLength(1);
  });
});
