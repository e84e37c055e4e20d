import { encodeRequestStamp } from '@songstats/contract';
import { paymentCards, subscriptions, threeDSecureCardErrors } from '@songstats/db';
import { insertAccount, insertMemberWithSession } from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsFromEnv, sandboxPayments } from '../../payments/payments-config';
import {
  type PlatformFixtureServer,
  startPlatformFixtureServer,
} from '../../payments/platform-fixture-server';
import { CARD_UNREADABLE } from '../../payments/sandbox-provider';
import {
  STRIPE_CREATED,
  stripeCustomer,
  stripePaymentMethod,
  stripeProduct,
  stripeSetupIntent,
  stripeSubscription,
} from '../../payments/stripe-fixtures';
import { startTestApp, type TestApp } from '../../testing';

// Issue 20: setup_payment with a card source the member did not make, and with a card the
// provider refuses for 3-D Secure: neither may become anyone's saved card.
const clock = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60;

function call(test: TestApp, token: string, url: string, payload: object) {
  return test.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
    payload,
  });
}

async function savedCards(test: TestApp, memberId: number) {
  return test.connection.db.select().from(paymentCards).where(eq(paymentCards.memberId, memberId));
}

describe('sandbox card sources belong to the member who made them', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ payments: sandboxPayments({ now: () => clock }) });
  });
  afterAll(async () => {
    await test?.close();
  });

  it("refuses another member's source and subscribes nothing with it", async () => {
    const owner = await insertMemberWithSession(test.connection.db);
    const other = await insertMemberWithSession(test.connection.db);
    const artist = await insertAccount(test.connection.db, { name: 'Source Artist' });
    const made = await call(test, owner.token, '/payments/sandbox/create_card_source', {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(made.statusCode).toBe(200);
    const subscribe = (token: string) =>
      call(test, token, '/payments/setup_payment', {
        payableType: 'UArtist',
        idUnique: artist.idUnique,
        interval: 'monthly',
        fullname: 'Ada Lovelace',
        stripeSource: made.json().stripeSource,
      });

    const taken = await subscribe(other.token);
    expect([taken.statusCode, taken.json().message]).toEqual([400, CARD_UNREADABLE]);
    expect(await savedCards(test, other.member.id)).toEqual([]);
    expect(
      await test.connection.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.memberId, other.member.id)),
    ).toEqual([]);

    const own = await subscribe(owner.token);
    expect(own.statusCode).toBe(200);
    expect(await savedCards(test, owner.member.id)).toHaveLength(1);
  });
});

describe('a card refused for 3-D Secure is not saved (Stripe)', () => {
  let test: TestApp;
  let stripeApi: PlatformFixtureServer;
  beforeAll(async () => {
    stripeApi = await startPlatformFixtureServer();
    test = await startTestApp({
      payments: {
        ...paymentsFromEnv({ STRIPE_SECRET_KEY: 'sk_test_setup', STRIPE_API_URL: stripeApi.url }),
        now: () => clock,
      },
    });
  });
  afterAll(async () => {
    await test?.close();
    await stripeApi?.close();
  });

  /** Stripe's answers for a trial on `pm_{name}` whose SetupIntent has `setupStatus`. */
  function answerTrial(name: string, setupStatus: string) {
    stripeApi.answer('POST /v1/customers', { body: stripeCustomer('cus_setup') });
    stripeApi.answer(`POST /v1/payment_methods/pm_${name}/attach`, {
      body: stripePaymentMethod(
        `pm_${name}`,
        { brand: 'visa', last4: name === 'visa' ? '4242' : '3184', expMonth: 12, expYear: 2030 },
        'cus_setup',
      ),
    });
    stripeApi.answer('POST /v1/customers/cus_setup', { body: stripeCustomer('cus_setup') });
    stripeApi.answer('GET /v1/products/songstats-artist-songstats', {
      body: stripeProduct('songstats-artist-songstats', 'artist plan (songstats)'),
    });
    stripeApi.answer('POST /v1/subscriptions', {
      body: stripeSubscription(`sub_${name}`, {
        status: 'trialing',
        customer: 'cus_setup',
        trialEnd: STRIPE_CREATED + 7 * DAY,
        periodEnd: STRIPE_CREATED + 7 * DAY,
        pendingSetupIntent: stripeSetupIntent(`seti_${name}`, setupStatus),
      }),
    });
    stripeApi.answer(`DELETE /v1/subscriptions/sub_${name}`, {
      body: stripeSubscription(`sub_${name}`, { status: 'canceled' }),
    });
  }

  it('keeps no card after the refusal, and keeps the card saved before', async () => {
    const { member, token } = await insertMemberWithSession(test.connection.db);
    const first = await insertAccount(test.connection.db, { name: '3DS First' });
    const second = await insertAccount(test.connection.db, { name: '3DS Second' });
    const subscribe = (idUnique: string, source: string) =>
      call(test, token, '/payments/setup_payment', {
        payableType: 'UArtist',
        idUnique,
        interval: 'monthly',
        fullname: 'Ada Lovelace',
        stripeSource: source,
      });

    answerTrial('threeds', 'requires_action');
    const refused = await subscribe(first.idUnique, 'pm_threeds');
    expect([refused.statusCode, refused.json().message]).toEqual([402, TEXTS.errors.threeDSecure]);
    expect(await savedCards(test, member.id)).toEqual([]);
    expect(
      await test.connection.db
        .select()
        .from(threeDSecureCardErrors)
        .where(eq(threeDSecureCardErrors.memberId, member.id)),
    ).toHaveLength(1);

    answerTrial('visa', 'succeeded');
    expect((await subscribe(first.idUnique, 'pm_visa')).statusCode).toBe(200);
    expect((await savedCards(test, member.id)).map((card) => card.providerSource)).toEqual([
      'pm_visa',
    ]);

    answerTrial('threeds', 'requires_action');
    expect((await subscribe(second.idUnique, 'pm_threeds')).statusCode).toBe(402);
    expect((await savedCards(test, member.id)).map((card) => card.providerSource)).toEqual([
      'pm_visa',
    ]);
  });
});
