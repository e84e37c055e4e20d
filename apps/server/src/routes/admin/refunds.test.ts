import { BILLING_ADMIN_TEXTS, billingAdminEndpoints } from '@songstats/contract';
import { adminAuditLog, type Database, payments } from '@songstats/db';
import { insertAccount } from '@songstats/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentsFromEnv } from '../../payments/payments-config';
import { paypalError, paypalRefund, paypalToken } from '../../payments/paypal-fixtures';
import {
  type PlatformFixtureServer,
  startPlatformFixtureServer,
} from '../../payments/platform-fixture-server';
import { REFUND_REFUSED } from '../../payments/provider';
import {
  stripeError,
  stripeInvoiceWithPayment,
  stripeRefund,
} from '../../payments/stripe-fixtures';
import { startTestApp, type TestApp } from '../../testing';
import {
  callApi,
  expectAdminsOnly,
  insertEveryone,
  insertTeam,
  type Who,
} from './admin-test-fixture';

// Issue 26: a payment refunded from the Payments desk through the provider adapter that took it
// (the sandbox's card and wallet; Stripe and PayPal through their documented APIs, answered by a
// local server that records every request), exactly once however often or however many admins at
// once press it; logged with before and after; refusals and outages let it be asked again.
let sandbox: TestApp;
let live: TestApp;
let platforms: PlatformFixtureServer;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
const liveTokens: Partial<Record<Who, string>> = {};
const liveIds: Partial<Record<Who, number>> = {};
const e = billingAdminEndpoints;

async function insertPayment(
  db: Database,
  values: Partial<typeof payments.$inferInsert> & {
    memberId: number;
    provider: (typeof payments.$inferInsert)['provider'];
    providerPaymentId: string;
  },
) {
  const [row] = await db
    .insert(payments)
    .values({
      amountCents: 1199,
      status: 'succeeded',
      description: 'Artist plan, monthly',
      ...values,
    })
    .returning();
  return row!.id;
}

const refund = (test: TestApp, token: string, paymentId: number) =>
  callApi(test, token, 'POST', e.refundPayment.path, { paymentId });

async function paymentRow(test: TestApp, id: number) {
  const [row] = await test.connection.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function refundEntries(test: TestApp, id: number) {
  return test.connection.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, 'payment.refund'), eq(adminAuditLog.targetId, String(id))));
}

beforeAll(async () => {
  platforms = await startPlatformFixtureServer();
  sandbox = await startTestApp();
  live = await startTestApp({
    payments: paymentsFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_fixture_refunds',
      STRIPE_API_URL: platforms.url,
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_API_URL: platforms.url,
    }),
  });
  for (const [test, t, i] of [
    [sandbox, tokens, ids],
    [live, liveTokens, liveIds],
  ] as const) {
    const { db } = test.connection;
    await insertEveryone(
      db,
      (who) => ({ name: `Refund ${who}`, email: `${who}-refunds@example.com` }),
      t,
      i,
    );
    await insertTeam(db, i, (await insertAccount(db, { name: 'Refunds Artist' })).id);
  }
}, 240_000);
afterAll(async () => {
  await sandbox?.close();
  await live?.close();
  await platforms?.close();
});
beforeEach(() => {
  platforms.reset();
  platforms.answer('POST /v1/oauth2/token', { body: paypalToken('A21AARefunds') });
});

describe('who may refund a payment', () => {
  it('401 anonymous, 403 owner, teammate and member (nothing refunded), 200 admin', async () => {
    const { db } = sandbox.connection;
    const id = await insertPayment(db, {
      memberId: ids.owner!,
      provider: 'sandbox',
      providerPaymentId: 'ch_sandbox_who_may',
    });
    await expectAdminsOnly(sandbox, tokens, 'POST', e.refundPayment.path, () => ({
      paymentId: id,
    }));
    expect((await paymentRow(sandbox, id)).refundStatus).toBeNull();
    const answered = await refund(sandbox, tokens.admin!, id);
    expect(answered.statusCode, answered.body).toBe(200);
  });
});

describe('a refund through the sandbox adapters', () => {
  it('refunds a card payment once, shows it on the desk and logs before and after', async () => {
    const { db } = sandbox.connection;
    const id = await insertPayment(db, {
      memberId: ids.other!,
      provider: 'sandbox',
      providerPaymentId: 'ch_sandbox_card_refund',
      amountCents: 2399,
    });
    const answered = await refund(sandbox, tokens.admin!, id);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().message).toBe(
      BILLING_ADMIN_TEXTS.paymentRefunded('€23.99', 'other-refunds@example.com'),
    );
    expect(answered.json().payment).toMatchObject({
      id,
      status: 'succeeded',
      refundStatus: 'refunded',
      refundedCents: 2399,
    });
    expect(answered.json().payment.providerRefundId).toMatch(/^re_sandbox_/);
    const [entry] = await refundEntries(sandbox, id);
    expect(entry).toMatchObject({
      adminMemberId: ids.admin!,
      memberId: ids.other!,
      targetType: 'payment',
      before: { status: 'succeeded', refundStatus: null, refundedCents: null },
      after: { status: 'succeeded', refundStatus: 'refunded', refundedCents: 2399 },
    });
    const desk = await callApi(sandbox, tokens.admin!, 'GET', e.payments.path, {
      status: 'refunded',
    });
    expect(desk.json().rows.map((row: { id: number }) => row.id)).toContain(id);
    const again = await refund(sandbox, tokens.admin!, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_ADMIN_TEXTS.paymentAlreadyRefunded);
    expect(await refundEntries(sandbox, id)).toHaveLength(1);
  });

  it('refunds a wallet capture through the wallet adapter', async () => {
    const id = await insertPayment(sandbox.connection.db, {
      memberId: ids.owner!,
      provider: 'sandbox',
      providerPaymentId: 'CAPTURE-SANDBOX-REFUND1',
    });
    const answered = await refund(sandbox, tokens.admin!, id);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().payment).toMatchObject({
      refundStatus: 'refunded',
      refundedCents: 1199,
    });
  });

  it('refuses what cannot be refunded here, with a message, and changes nothing', async () => {
    const { db } = sandbox.connection;
    const cases: [Partial<typeof payments.$inferInsert>, number, string][] = [
      [{ provider: 'apple' }, 400, BILLING_ADMIN_TEXTS.refundedByStore('the App Store')],
      [{ provider: 'google' }, 400, BILLING_ADMIN_TEXTS.refundedByStore('Google Play')],
      [{ provider: 'free' }, 400, BILLING_ADMIN_TEXTS.freeNotRefundable],
      [{ provider: 'sandbox', status: 'failed' }, 409, BILLING_ADMIN_TEXTS.paymentNotRefundable],
      // Made with Stripe while this server runs the sandbox: its adapter cannot refund it.
      [{ provider: 'stripe' }, 400, BILLING_ADMIN_TEXTS.providerNotInUse('Stripe')],
    ];
    for (const [values, status, message] of cases) {
      const id = await insertPayment(db, {
        memberId: ids.owner!,
        provider: 'sandbox',
        providerPaymentId: `ch_sandbox_refuse_${values.provider}_${values.status ?? ''}`,
        ...values,
      } as Parameters<typeof insertPayment>[1]);
      const answered = await refund(sandbox, tokens.admin!, id);
      expect(answered.statusCode, JSON.stringify(values)).toBe(status);
      expect(answered.json().message).toBe(message);
      expect((await paymentRow(sandbox, id)).refundStatus).toBeNull();
      expect(await refundEntries(sandbox, id)).toHaveLength(0);
    }
    const unknown = await refund(sandbox, tokens.admin!, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BILLING_ADMIN_TEXTS.paymentNotFound);
    for (const body of [{}, { paymentId: 'x' }, { paymentId: -1 }]) {
      const bad = await callApi(sandbox, tokens.admin!, 'POST', e.refundPayment.path, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message.length).toBeGreaterThan(0);
    }
  });
});

describe('a refund through Stripe and PayPal (their documented APIs)', () => {
  it("refunds a Stripe invoice's PaymentIntent with the payment's idempotency key", async () => {
    const id = await insertPayment(live.connection.db, {
      memberId: liveIds.owner!,
      provider: 'stripe',
      providerPaymentId: 'in_1RefundInvoice',
    });
    platforms.answer('GET /v1/invoices/in_1RefundInvoice', {
      body: stripeInvoiceWithPayment('in_1RefundInvoice', {
        subscription: 'sub_refund',
        amountPaid: 1199,
        paymentIntent: 'pi_3RefundIntent',
      }),
    });
    platforms.answer('POST /v1/refunds', {
      body: stripeRefund('re_3RefundOne', { amount: 1199, paymentIntent: 'pi_3RefundIntent' }),
    });
    const answered = await refund(live, liveTokens.admin!, id);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().payment).toMatchObject({
      refundStatus: 'refunded',
      providerRefundId: 're_3RefundOne',
      refundedCents: 1199,
    });
    const sent = platforms.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form).toMatchObject({
      payment_intent: 'pi_3RefundIntent',
      amount: '1199',
      'metadata[payment]': 'in_1RefundInvoice',
    });
    expect(sent[0]!.headers['idempotency-key']).toBe(`refund-payment-${id}`);
  });

  it('two admins refunding the same Stripe payment at once: one refund at Stripe, one 200, one 409', async () => {
    const id = await insertPayment(live.connection.db, {
      memberId: liveIds.other!,
      provider: 'stripe',
      providerPaymentId: 'pi_3RaceIntent',
      amountCents: 5000,
    });
    platforms.answer('POST /v1/refunds', {
      body: stripeRefund('re_3RaceOne', { amount: 5000, paymentIntent: 'pi_3RaceIntent' }),
    });
    const answers = await Promise.all([
      refund(live, liveTokens.admin!, id),
      refund(live, liveTokens.admin!, id),
      refund(live, liveTokens.admin!, id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(platforms.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(1);
    expect(await refundEntries(live, id)).toHaveLength(1);
    expect((await paymentRow(live, id)).providerRefundId).toBe('re_3RaceOne');
  });

  it("a refusal is a 409 with Stripe's message and an outage a 503; both can be asked again", async () => {
    const id = await insertPayment(live.connection.db, {
      memberId: liveIds.owner!,
      provider: 'stripe',
      providerPaymentId: 'pi_3RefusedIntent',
    });
    platforms.answer(
      'POST /v1/refunds',
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_disputed',
        message: 'Charge ch_3Refused has been charged back; cannot issue a refund.',
      }),
    );
    const refused = await refund(live, liveTokens.admin!, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Charge ch_3Refused has been charged back; cannot issue a refund.',
    );
    expect((await paymentRow(live, id)).refundStatus).toBeNull();
    platforms.answer(
      'POST /v1/refunds',
      stripeError(500, { type: 'api_error', message: 'An unknown error occurred' }),
    );
    const down = await refund(live, liveTokens.admin!, id);
    expect(down.statusCode).toBe(503);
    expect((await paymentRow(live, id)).refundStatus).toBeNull();
    expect(await refundEntries(live, id)).toHaveLength(0);
    platforms.answer('POST /v1/refunds', {
      body: stripeRefund('re_3AfterOutage', { amount: 1199, paymentIntent: 'pi_3RefusedIntent' }),
    });
    const later = await refund(live, liveTokens.admin!, id);
    expect(later.statusCode, later.body).toBe(200);
    // Every try carried the same key: had Stripe made the refund before the outage's answer
    // was lost, the try after it would answer that refund, not make a second.
    const keys = platforms.requests
      .filter((r) => r.path === '/v1/refunds')
      .map((r) => r.headers['idempotency-key']);
    expect(new Set(keys)).toEqual(new Set([`refund-payment-${id}`]));
  });

  it('refunds a PayPal capture through Payments v2 with a PayPal-Request-Id', async () => {
    const id = await insertPayment(live.connection.db, {
      memberId: liveIds.other!,
      provider: 'paypal',
      providerPaymentId: '2GG279541U471931P',
      amountCents: 10_490,
    });
    const route = 'POST /v2/payments/captures/2GG279541U471931P/refund';
    platforms.answer(route, {
      status: 201,
      body: paypalRefund('1JU08902781691411', { value: '104.90' }),
    });
    const answered = await refund(live, liveTokens.admin!, id);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().payment).toMatchObject({
      refundStatus: 'refunded',
      providerRefundId: '1JU08902781691411',
      refundedCents: 10_490,
    });
    const sent = platforms.requests.filter((r) => r.path.endsWith('/refund'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['paypal-request-id']).toBe(`refund-payment-${id}`);
    expect(sent[0]!.json).toEqual({ amount: { currency_code: 'EUR', value: '104.90' } });
    const again = await refund(live, liveTokens.admin!, id);
    expect(again.statusCode).toBe(409);
    expect(platforms.requests.filter((r) => r.path.endsWith('/refund'))).toHaveLength(1);
  });

  it('a capture PayPal will not refund is a 409 with the message, and stays refundable', async () => {
    const id = await insertPayment(live.connection.db, {
      memberId: liveIds.other!,
      provider: 'paypal',
      providerPaymentId: '8MC585209K746392H',
    });
    platforms.answer(
      'POST /v2/payments/captures/8MC585209K746392H/refund',
      paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'CAPTURE_FULLY_REFUNDED',
        'The capture has already been fully refunded',
      ),
    );
    const refused = await refund(live, liveTokens.admin!, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REFUND_REFUSED);
    expect((await paymentRow(live, id)).refundStatus).toBeNull();
  });
});
