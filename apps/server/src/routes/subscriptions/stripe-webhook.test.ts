import { encodeRequestStamp } from '@songstats/contract';
import { managements, payments, paymentWebhookEvents, subscriptions } from '@songstats/db';
import { insertAccount, insertMemberWithSession } from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Payments, paymentsFromEnv } from '../../payments/payments-config';
import {
  type PlatformFixtureServer,
  startPlatformFixtureServer,
} from '../../payments/platform-fixture-server';
import {
  STRIPE_CREATED,
  stripeCustomer,
  stripeEvent,
  stripeInvoice,
  stripePaymentMethod,
  stripeProduct,
  stripeSetupIntent,
  stripeSubscription,
} from '../../payments/stripe-fixtures';
import { startTestApp, type TestApp } from '../../testing';
import { BAD_SIGNATURE } from './stripe-webhook';

// Issue 7: Stripe's webhook through the real app on a real database. The member subscribes with
// the Stripe provider (a local server answering as Stripe), then signed events move the
// subscription; a replayed event changes nothing and a forged one is refused.
const WEBHOOK_SECRET = 'whsec_test_2f1c7e0a9b';
const DAY = 24 * 60 * 60;
let test: TestApp;
let stripeApi: PlatformFixtureServer;
let stripePayments: Payments;
const clock = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  stripeApi = await startPlatformFixtureServer();
  stripePayments = {
    ...paymentsFromEnv({
      STRIPE_SECRET_KEY: 'sk_test_webhook',
      STRIPE_API_URL: stripeApi.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    now: () => clock,
  };
  test = await startTestApp({ payments: stripePayments });
});
afterAll(async () => {
  await test?.close();
  await stripeApi?.close();
});

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return stripePayments.stripe!.client.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
}

/** Posts the exact bytes with the headers Stripe sends. */
function deliver(payload: string, signature: string | null) {
  return test.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe_webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

/** A member subscribed through setup_payment with Stripe: a 7-day trial on sub_{name}. */
async function subscribedMember(name: string) {
  const { member, token } = await insertMemberWithSession(test.connection.db);
  const artist = await insertAccount(test.connection.db, { name: `Webhook ${name}` });
  const subscriptionId = `sub_${name}`;
  const trialEnd = STRIPE_CREATED + 7 * DAY;
  stripeApi.answer('POST /v1/customers', { body: stripeCustomer(`cus_${name}`) });
  stripeApi.answer(`POST /v1/payment_methods/pm_${name}/attach`, {
    body: stripePaymentMethod(
      `pm_${name}`,
      { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      `cus_${name}`,
    ),
  });
  stripeApi.answer(`POST /v1/customers/cus_${name}`, { body: stripeCustomer(`cus_${name}`) });
  stripeApi.answer('GET /v1/products/songstats-artist-songstats', {
    body: stripeProduct('songstats-artist-songstats', 'artist plan (songstats)'),
  });
  stripeApi.answer('POST /v1/subscriptions', {
    body: stripeSubscription(subscriptionId, {
      status: 'trialing',
      customer: `cus_${name}`,
      trialEnd,
      periodEnd: trialEnd,
      pendingSetupIntent: stripeSetupIntent(`seti_${name}`, 'succeeded'),
    }),
  });
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v1/payments/setup_payment',
    headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
    payload: {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
      fullname: 'Ada Lovelace',
      stripeSource: `pm_${name}`,
    },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().subscription).toMatchObject({ state: 'trial' });
  return { member, artist, subscriptionId };
}

/** Every row the events may touch, for the member. */
async function rowsOf(memberId: number) {
  const db = test.connection.db;
  return {
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, memberId)),
    payments: await db.select().from(payments).where(eq(payments.memberId, memberId)),
    managements: await db.select().from(managements).where(eq(managements.memberId, memberId)),
    events: await db.select().from(paymentWebhookEvents),
  };
}

async function songstatsAccess(memberId: number) {
  const { managements: rows } = await rowsOf(memberId);
  return (rows[0]?.accessHash as Record<string, string> | undefined)?.songstats;
}

describe('POST /payments/stripe_webhook', () => {
  it('records the paid invoice, declines on a failed payment, and ignores a replay', async () => {
    const { member, subscriptionId } = await subscribedMember('invoices');
    expect(await songstatsAccess(member.id)).toBe('direct');

    const paid = JSON.stringify(
      stripeEvent(
        'evt_1NG8Du2eZvKYlo2CUI79vXWy',
        'invoice.paid',
        stripeInvoice('in_1NG8Du2eZvKYlo2C', { subscription: subscriptionId, amountPaid: 1199 }),
      ),
    );
    const paidSignature = sign(paid);
    const first = await deliver(paid, paidSignature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    let rows = await rowsOf(member.id);
    expect(rows.subscriptions[0]).toMatchObject({ state: 'active' });
    expect(rows.payments).toHaveLength(1);
    expect(rows.payments[0]).toMatchObject({
      provider: 'stripe',
      providerPaymentId: 'in_1NG8Du2eZvKYlo2C',
      amountCents: 1199,
      status: 'succeeded',
    });

    const failed = JSON.stringify(
      stripeEvent(
        'evt_1NG9Fa2eZvKYlo2C',
        'invoice.payment_failed',
        stripeInvoice('in_1NG9Fa2eZvKYlo2C', {
          subscription: subscriptionId,
          amountPaid: 0,
          status: 'open',
        }),
      ),
    );
    expect((await deliver(failed, sign(failed))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    rows = await rowsOf(member.id);
    expect(rows.subscriptions[0]).toMatchObject({ state: 'declined' });
    expect(await songstatsAccess(member.id)).toBe('none');

    // Stripe retries, or someone replays the captured request within the signature's tolerance:
    // applied again, the paid invoice would reactivate the declined subscription.
    const before = await rowsOf(member.id);
    const replay = await deliver(paid, paidSignature);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await rowsOf(member.id)).toEqual(before);
  });

  it('cancels at the period end, ends on deletion, and ignores a replayed update', async () => {
    const { member, subscriptionId } = await subscribedMember('cancel');
    const periodEnd = STRIPE_CREATED + 30 * DAY;
    const updated = JSON.stringify(
      stripeEvent(
        'evt_1NGAcancel',
        'customer.subscription.updated',
        stripeSubscription(subscriptionId, {
          status: 'active',
          customer: 'cus_cancel',
          periodEnd,
          cancelAtPeriodEnd: true,
        }),
      ),
    );
    const updatedSignature = sign(updated);
    expect((await deliver(updated, updatedSignature)).json()).toMatchObject({ duplicate: false });
    let [row] = (await rowsOf(member.id)).subscriptions;
    expect(row).toMatchObject({
      state: 'cancelled',
      cancelledAt: clock,
      currentPeriodEnd: new Date(periodEnd * 1000),
      expiredAt: null,
    });
    // Cancelled with days left keeps the access until the period ends (spec §4 'N Days Left').
    expect(await songstatsAccess(member.id)).toBe('direct');

    const deleted = JSON.stringify(
      stripeEvent(
        'evt_1NGAdeleted',
        'customer.subscription.deleted',
        stripeSubscription(subscriptionId, {
          status: 'canceled',
          customer: 'cus_cancel',
          periodEnd,
        }),
      ),
    );
    expect((await deliver(deleted, sign(deleted))).statusCode).toBe(200);
    [row] = (await rowsOf(member.id)).subscriptions;
    expect(row).toMatchObject({ state: 'cancelled', currentPeriodEnd: clock, expiredAt: clock });
    expect(await songstatsAccess(member.id)).toBe('none');

    // Applied again, the old update would give the period (and the access) back.
    const before = await rowsOf(member.id);
    expect((await deliver(updated, updatedSignature)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(await rowsOf(member.id)).toEqual(before);
  });

  it('ignores a late update older than the deletion: the deleted subscription stays ended', async () => {
    const { member, subscriptionId } = await subscribedMember('late');
    const periodEnd = STRIPE_CREATED + 30 * DAY;
    const at = (event: ReturnType<typeof stripeEvent>, created: number) =>
      JSON.stringify({ ...event, created });
    const deleted = at(
      stripeEvent(
        'evt_late_deleted',
        'customer.subscription.deleted',
        stripeSubscription(subscriptionId, { status: 'canceled', customer: 'cus_late', periodEnd }),
      ),
      STRIPE_CREATED + 600,
    );
    expect((await deliver(deleted, sign(deleted))).statusCode).toBe(200);
    const ended = (await rowsOf(member.id)).subscriptions[0];
    expect(ended).toMatchObject({ state: 'cancelled', expiredAt: clock });

    // Stripe retried an earlier update (the trial turned active) after the deletion: a minute
    // older, then one sent in the deletion's own second.
    const update = (id: string, created: number) =>
      at(
        stripeEvent(
          id,
          'customer.subscription.updated',
          stripeSubscription(subscriptionId, { status: 'active', customer: 'cus_late', periodEnd }),
        ),
        created,
      );
    for (const late of [
      update('evt_late_update_older', STRIPE_CREATED + 540),
      update('evt_late_update_same_second', STRIPE_CREATED + 600),
    ]) {
      expect((await deliver(late, sign(late))).json()).toEqual({
        received: true,
        duplicate: false,
      });
      expect((await rowsOf(member.id)).subscriptions[0]).toEqual(ended);
      expect(await songstatsAccess(member.id)).toBe('none');
    }
  });

  it('keeps the newer state when a failed invoice arrives after the paid retry', async () => {
    const { member, subscriptionId } = await subscribedMember('retry');
    const at = (event: ReturnType<typeof stripeEvent>, created: number) =>
      JSON.stringify({ ...event, created });
    const paid = at(
      stripeEvent(
        'evt_retry_paid',
        'invoice.paid',
        stripeInvoice('in_retry_paid', { subscription: subscriptionId, amountPaid: 1199 }),
      ),
      STRIPE_CREATED + 7 * DAY + 3600,
    );
    expect((await deliver(paid, sign(paid))).statusCode).toBe(200);
    // The first attempt failed an hour earlier; its event is delivered last.
    const failed = at(
      stripeEvent(
        'evt_retry_failed',
        'invoice.payment_failed',
        stripeInvoice('in_retry_paid', {
          subscription: subscriptionId,
          amountPaid: 0,
          status: 'open',
        }),
      ),
      STRIPE_CREATED + 7 * DAY,
    );
    expect((await deliver(failed, sign(failed))).statusCode).toBe(200);
    expect((await rowsOf(member.id)).subscriptions[0]).toMatchObject({ state: 'active' });
    expect(await songstatsAccess(member.id)).toBe('direct');
  });

  it('refuses an event that is not signed with our secret, and changes nothing', async () => {
    const { member, subscriptionId } = await subscribedMember('forged');
    const event = stripeEvent(
      'evt_forged',
      'invoice.paid',
      stripeInvoice('in_forged', { subscription: subscriptionId, amountPaid: 1199 }),
    );
    const payload = JSON.stringify(event);
    const tampered = JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, amount_paid: 1 } },
    });
    const before = await rowsOf(member.id);
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      ['another secret', deliver(payload, sign(payload, { secret: 'whsec_someone_else' }))],
      ['a changed body', deliver(tampered, sign(payload))],
      ['no signature', deliver(payload, null)],
      ['a garbled header', deliver(payload, 'this is not a signature')],
      ['an expired signature', deliver(payload, sign(payload, { timestamp: now - 60 * 60 }))],
    ] as const;
    for (const [name, attempt] of attempts) {
      const response = await attempt;
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json()).toMatchObject({ message: BAD_SIGNATURE, statusCode: 400 });
    }
    expect(await rowsOf(member.id)).toEqual(before);
    expect(before.events.map((row) => row.eventId)).not.toContain('evt_forged');
    // The genuine event still applies afterwards: the refusals did not claim its id.
    expect((await deliver(payload, sign(payload))).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await rowsOf(member.id)).subscriptions[0]).toMatchObject({ state: 'active' });
  });
});
