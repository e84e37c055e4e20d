import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeRequestStamp } from '@songstats/contract';
import { managements, payments, saveSubscription, subscriptions } from '@songstats/db';
import { insertAccount, insertManagement, insertMemberWithSession } from '@songstats/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AppStoreSigner,
  appStoreApiKey,
  appStoreTransaction,
  createAppStoreSigner,
} from '../../payments/app-store-fixtures';
import {
  googleServiceAccount,
  googleToken,
  playSubscription,
} from '../../payments/google-play-fixtures';
import { paymentsFromEnv, sandboxPayments } from '../../payments/payments-config';
import {
  type PlatformFixtureServer,
  startPlatformFixtureServer,
} from '../../payments/platform-fixture-server';
import {
  PAYABLE_SUBSCRIBED_ON_WEB,
  PURCHASE_OF_ANOTHER_MEMBER,
  PURCHASE_ON_ANOTHER_PROFILE,
  PURCHASE_OTHER_PLAN,
  storeNotConfigured,
  TEST_PURCHASE_REFUSED,
} from '../../payments/restore-mobile-purchases';
import {
  PURCHASES_UNVERIFIED,
  STORE_UNAVAILABLE,
  UNKNOWN_STORE_PRODUCT,
} from '../../payments/store-products';
import { startTestApp, type TestApp } from '../../testing';

// Issue 20 item 1: restore_mobile_purchases through the real app on a real database. Three
// servers: the embedded sandbox; Stripe live with no store; Stripe live with the App Store and
// Google Play configured, each a local server answering in the store's documented formats.
let sandbox: TestApp;
let live: TestApp;
let stores: TestApp;
let stripeApi: PlatformFixtureServer;
let appleApi: PlatformFixtureServer;
let playApi: PlatformFixtureServer;
let signer: AppStoreSigner;
let keyDir: string;
const clock = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const BUNDLE_ID = 'com.songstats.ios';
const PACKAGE = 'com.songstats';
const ARTIST_MONTHLY = 'com.songstats.artist.monthly';

beforeAll(async () => {
  [stripeApi, appleApi, playApi] = await Promise.all([
    startPlatformFixtureServer(),
    startPlatformFixtureServer(),
    startPlatformFixtureServer(),
  ]);
  signer = createAppStoreSigner();
  keyDir = mkdtempSync(path.join(tmpdir(), 'songstats-stores-'));
  writeFileSync(path.join(keyDir, 'AuthKey.p8'), appStoreApiKey().privateKeyPem);
  writeFileSync(
    path.join(keyDir, 'play.json'),
    JSON.stringify(googleServiceAccount(`${playApi.url}/token`).account),
  );
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_fixture', STRIPE_API_URL: stripeApi.url };
  // Three databases migrate here: more than the default hook time on a busy machine.
  [sandbox, live, stores] = await Promise.all([
    startTestApp({ payments: sandboxPayments({ now: () => clock }) }),
    startTestApp({ payments: { ...paymentsFromEnv(stripe), now: () => clock } }),
    startTestApp({
      payments: {
        ...paymentsFromEnv({
          ...stripe,
          APP_STORE_KEY_ID: '2X9R4HXF34',
          APP_STORE_ISSUER_ID: '57246542-96fe-1a63-e053-0824d011072a',
          APP_STORE_BUNDLE_ID: BUNDLE_ID,
          APP_STORE_PRIVATE_KEY_PATH: path.join(keyDir, 'AuthKey.p8'),
          APP_STORE_API_URL: appleApi.url,
          APP_STORE_ROOT_SHA256: signer.rootSha256,
          GOOGLE_PLAY_PACKAGE_NAME: PACKAGE,
          GOOGLE_PLAY_SERVICE_ACCOUNT_PATH: path.join(keyDir, 'play.json'),
          GOOGLE_PLAY_API_URL: playApi.url,
        }),
        now: () => clock,
      },
    }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([sandbox?.close(), live?.close(), stores?.close()]);
  await Promise.all([stripeApi?.close(), appleApi?.close(), playApi?.close()]);
  rmSync(keyDir, { recursive: true, force: true });
});
beforeEach(() => {
  appleApi.reset();
  playApi.reset();
  playApi.answer('POST /token', { body: googleToken('ya29.c.fixture-token') });
});

function restore(test: TestApp, token: string | null, purchases: object[]) {
  return test.app.inject({
    method: 'PATCH',
    url: '/api/v1/payments/restore_mobile_purchases',
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { purchases },
  });
}

async function memberWithArtist(test: TestApp) {
  const { member, token } = await insertMemberWithSession(test.connection.db);
  const artist = await insertAccount(test.connection.db);
  return { member, token, artist };
}

const purchase = (
  artistIdUnique: string,
  transactionId: string,
  extra: Record<string, unknown> = {},
) => ({
  platform: 'ios',
  productId: ARTIST_MONTHLY,
  transactionId,
  payableType: 'UArtist',
  idUnique: artistIdUnique,
  ...extra,
});

async function rowsOf(test: TestApp, memberId: number) {
  const { db } = test.connection;
  return {
    subscriptions: await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, memberId)),
    payments: await db.select().from(payments).where(eq(payments.memberId, memberId)),
  };
}

/** Apple's Get Transaction Info answer for a transaction of our app, signed like Apple's. */
async function appleAnswers(transactionId: string, extra: Record<string, unknown> = {}) {
  const payload = {
    ...appStoreTransaction({
      transactionId,
      originalTransactionId: '2000000100000001',
      productId: ARTIST_MONTHLY,
      bundleId: BUNDLE_ID,
      purchaseDate: new Date(clock.getTime() - DAY),
      expiresDate: new Date(clock.getTime() + 29 * DAY),
    }),
    ...extra,
  };
  appleApi.answer(`GET /inApps/v1/transactions/${transactionId}`, {
    body: { signedTransactionInfo: await signer.sign(payload) },
  });
}

const playPath = (token: string) =>
  `/androidpublisher/v3/applications/${PACKAGE}/purchases/subscriptionsv2/tokens/${token}`;

describe('restore_mobile_purchases with Stripe live and no store configured', () => {
  it('refuses a sandbox- transaction (no free subscription, issue 20)', async () => {
    const { member, token, artist } = await memberWithArtist(live);
    const response = await restore(live, token, [purchase(artist.idUnique, 'sandbox-1')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(storeNotConfigured('ios'));
    expect(await rowsOf(live, member.id)).toEqual({ subscriptions: [], payments: [] });
  });

  it('says which store is not configured', async () => {
    const { token, artist } = await memberWithArtist(live);
    const response = await restore(live, token, [
      purchase(artist.idUnique, 'GPA-token', { platform: 'android' }),
    ]);
    expect([response.statusCode, response.json().message]).toEqual([
      400,
      storeNotConfigured('android'),
    ]);
  });
});

describe('restore_mobile_purchases with the embedded sandbox', () => {
  it('restores a sandbox- purchase onto one member only', async () => {
    const first = await memberWithArtist(sandbox);
    const restored = await restore(sandbox, first.token, [
      purchase(first.artist.idUnique, 'sandbox-shared'),
    ]);
    expect(restored.json()).toMatchObject({ message: '1 purchase restored.' });
    const second = await memberWithArtist(sandbox);
    const stolen = await restore(sandbox, second.token, [
      purchase(second.artist.idUnique, 'sandbox-shared'),
    ]);
    expect([stolen.statusCode, stolen.json().message]).toEqual([409, PURCHASE_OF_ANOTHER_MEMBER]);
    expect(await rowsOf(sandbox, second.member.id)).toEqual({ subscriptions: [], payments: [] });
  });

  it('takes the plan from the product: a cheaper product cannot pay for a dearer plan', async () => {
    const { member, token, artist } = await memberWithArtist(sandbox);
    const cases: [object, number, string][] = [
      [
        purchase(artist.idUnique, 'sandbox-p1', { productId: 'com.songstats.label.monthly' }),
        400,
        PURCHASE_OTHER_PLAN,
      ],
      [purchase(artist.idUnique, 'sandbox-p2', { interval: 'yearly' }), 400, PURCHASE_OTHER_PLAN],
      [purchase(artist.idUnique, 'sandbox-p3', { isBundled: true }), 400, PURCHASE_OTHER_PLAN],
      [purchase('1', 'sandbox-p4', { payableType: 'SubscriptionPlan' }), 400, PURCHASE_OTHER_PLAN],
      [
        purchase(artist.idUnique, 'sandbox-p5', { productId: 'com.songstats.constructor.monthly' }),
        400,
        UNKNOWN_STORE_PRODUCT,
      ],
      [
        purchase(artist.idUnique, 'sandbox-p6', { productId: 'artist.monthly' }),
        400,
        UNKNOWN_STORE_PRODUCT,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await restore(sandbox, token, [body]);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(await rowsOf(sandbox, member.id)).toEqual({ subscriptions: [], payments: [] });
    const yearly = await restore(sandbox, token, [
      purchase(artist.idUnique, 'sandbox-p7', {
        productId: 'com.songstats.artist_bundled.yearly',
        interval: 'yearly',
      }),
    ]);
    expect(yearly.json().subscriptionItems).toEqual([
      expect.objectContaining({
        interval: 'yearly',
        productTypeInfo: expect.objectContaining({ productType: 'songstats_radiostats' }),
      }),
    ]);
  });

  it('refuses other ids while no store is configured', async () => {
    const { token, artist } = await memberWithArtist(sandbox);
    const response = await restore(sandbox, token, [purchase(artist.idUnique, '2000000123')]);
    expect([response.statusCode, response.json().message]).toEqual([400, PURCHASES_UNVERIFIED]);
  });

  it('answers anonymous, owner, teammate, another member and admin as each may', async () => {
    const { db } = sandbox.connection;
    const owner = await insertMemberWithSession(db);
    const teammate = await insertMemberWithSession(db);
    const other = await insertMemberWithSession(db);
    const admin = await insertMemberWithSession(db, { isAdmin: true });
    const owned = await insertAccount(db, { name: 'Owned Artist', hidden: true });
    await insertManagement(db, { memberId: owner.member.id, accountId: owned.id });
    await insertManagement(db, {
      memberId: teammate.member.id,
      accountId: owned.id,
      managementType: 'secondary',
    });
    const onOwned = (id: string) => [purchase(owned.idUnique, id)];
    expect((await restore(sandbox, null, onOwned('sandbox-a0'))).statusCode).toBe(401);
    expect((await restore(sandbox, teammate.token, onOwned('sandbox-a1'))).statusCode).toBe(403);
    expect((await restore(sandbox, other.token, onOwned('sandbox-a2'))).statusCode).toBe(404);
    expect((await restore(sandbox, admin.token, onOwned('sandbox-a3'))).statusCode).toBe(404);
    const mine = await restore(sandbox, owner.token, onOwned('sandbox-a4'));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().subscriptionItems).toEqual([
      expect.objectContaining({ platform: 'ios', uPayableId: owned.id }),
    ]);
    // An admin restores their own purchase like any member, onto a profile they may buy.
    const adminArtist = await insertAccount(db);
    const adminOwn = await restore(sandbox, admin.token, [
      purchase(adminArtist.idUnique, 'sandbox-a5'),
    ]);
    expect(adminOwn.statusCode).toBe(200);
    const teammateRows = await rowsOf(sandbox, teammate.member.id);
    const otherRows = await rowsOf(sandbox, other.member.id);
    expect([teammateRows.subscriptions, otherRows.subscriptions]).toEqual([[], []]);
  });
});

describe('restore_mobile_purchases verified with the App Store', () => {
  it('restores a verified transaction until its expiry, renews it, and keeps it to one member', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    await appleAnswers('2000000100000001');
    const first = await restore(stores, token, [purchase(artist.idUnique, '2000000100000001')]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: '1 purchase restored.',
      subscriptionItems: [
        {
          platform: 'ios',
          appsProductId: ARTIST_MONTHLY,
          isEditable: false,
          state: 'active',
          activeNextBillingDate: new Date(clock.getTime() + 29 * DAY).toISOString(),
        },
      ],
    });
    const again = await restore(stores, token, [purchase(artist.idUnique, '2000000100000001')]);
    expect(again.json().message).toBe('Your purchases were already restored.');

    // The renewal: a new transaction of the same original transaction.
    await appleAnswers('2000000100000002', { expiresDate: clock.getTime() + 59 * DAY });
    const renewed = await restore(stores, token, [purchase(artist.idUnique, '2000000100000002')]);
    expect(renewed.json().message).toBe('1 purchase restored.');
    const rows = await rowsOf(stores, member.id);
    expect(rows.subscriptions).toEqual([
      expect.objectContaining({
        provider: 'apple',
        providerSubscriptionId: '2000000100000001',
        currentPeriodEnd: new Date(clock.getTime() + 59 * DAY),
      }),
    ]);
    expect(rows.payments.map((row) => row.providerPaymentId).sort()).toEqual([
      '2000000100000001',
      '2000000100000002',
    ]);
    const access = await stores.connection.db
      .select()
      .from(managements)
      .where(and(eq(managements.memberId, member.id), eq(managements.accountId, artist.id)));
    expect(access[0]?.accessHash).toMatchObject({ songstats: 'direct' });

    // Another member with the same store subscription (any of its transactions) is refused.
    const thief = await memberWithArtist(stores);
    await appleAnswers('2000000100000003', { expiresDate: clock.getTime() + 89 * DAY });
    for (const id of ['2000000100000001', '2000000100000003']) {
      const stolen = await restore(stores, thief.token, [purchase(thief.artist.idUnique, id)]);
      expect([stolen.statusCode, stolen.json().message]).toEqual([409, PURCHASE_OF_ANOTHER_MEMBER]);
    }
    expect(await rowsOf(stores, thief.member.id)).toEqual({ subscriptions: [], payments: [] });

    // The same member cannot put one store subscription on two profiles either.
    const second = await insertAccount(stores.connection.db);
    const twice = await restore(stores, token, [purchase(second.idUnique, '2000000100000003')]);
    expect([twice.statusCode, twice.json().message]).toEqual([409, PURCHASE_ON_ANOTHER_PROFILE]);
  });

  it('refuses an App Store Sandbox transaction while Stripe is live', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    await appleAnswers('2000000200000001', {
      originalTransactionId: '2000000200000001',
      environment: 'Sandbox',
    });
    const response = await restore(stores, token, [purchase(artist.idUnique, '2000000200000001')]);
    expect([response.statusCode, response.json().message]).toEqual([400, TEST_PURCHASE_REFUSED]);
    expect(await rowsOf(stores, member.id)).toEqual({ subscriptions: [], payments: [] });
  });

  it('refuses a sandbox- id without asking Apple', async () => {
    const { token, artist } = await memberWithArtist(stores);
    const response = await restore(stores, token, [purchase(artist.idUnique, 'sandbox-1')]);
    expect([response.statusCode, response.json().message]).toEqual([400, PURCHASES_UNVERIFIED]);
    expect(appleApi.requests).toEqual([]);
  });

  it('answers 503 and writes nothing while Apple is down', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    appleApi.answer('GET /inApps/v1/transactions/2000000300000001', {
      status: 500,
      body: { errorCode: 5000000, errorMessage: 'An unknown error occurred.' },
    });
    const response = await restore(stores, token, [purchase(artist.idUnique, '2000000300000001')]);
    expect([response.statusCode, response.json().message]).toEqual([503, STORE_UNAVAILABLE]);
    expect(await rowsOf(stores, member.id)).toEqual({ subscriptions: [], payments: [] });
  });

  it('does not take over a profile paid on the web', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    await saveSubscription(stores.connection.db, {
      memberId: member.id,
      payableType: 'UArtist',
      payableId: artist.id,
      accountId: artist.id,
      productType: 'songstats',
      interval: 'monthly',
      state: 'active',
      provider: 'stripe',
      paymentMethod: 'card',
      priceCents: 1199,
      providerSubscriptionId: 'sub_1PwebFixture',
      currentPeriodEnd: new Date(clock.getTime() + 10 * DAY),
    });
    await appleAnswers('2000000400000001', { originalTransactionId: '2000000400000001' });
    const response = await restore(stores, token, [purchase(artist.idUnique, '2000000400000001')]);
    expect([response.statusCode, response.json().message]).toEqual([
      409,
      PAYABLE_SUBSCRIBED_ON_WEB,
    ]);
    const rows = await rowsOf(stores, member.id);
    expect(rows.subscriptions).toEqual([
      expect.objectContaining({ provider: 'stripe', providerSubscriptionId: 'sub_1PwebFixture' }),
    ]);
  });
});

describe('restore_mobile_purchases verified with Google Play', () => {
  const android = (artistIdUnique: string, token: string) =>
    purchase(artistIdUnique, token, { platform: 'android' });

  it('restores an active subscription, acknowledging it, and refuses its replacement elsewhere', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    playApi.answer(`GET ${playPath('play-token-1')}`, {
      body: playSubscription({
        productId: ARTIST_MONTHLY,
        expiryTime: new Date(clock.getTime() + 29 * DAY),
        acknowledged: false,
        orderId: 'GPA.3312-5468-1137-54021',
      }),
    });
    const acknowledge = `POST /androidpublisher/v3/applications/${PACKAGE}/purchases/subscriptions/${ARTIST_MONTHLY}/tokens/play-token-1:acknowledge`;
    playApi.answer(acknowledge, { body: {} });
    const response = await restore(stores, token, [android(artist.idUnique, 'play-token-1')]);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscriptionItems).toEqual([
      expect.objectContaining({ platform: 'android', appsProductId: ARTIST_MONTHLY }),
    ]);
    expect(playApi.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      acknowledge,
    );
    const rows = await rowsOf(stores, member.id);
    expect(rows.subscriptions[0]).toMatchObject({
      provider: 'google',
      providerSubscriptionId: 'play-token-1',
    });
    expect(rows.payments.map((row) => row.providerPaymentId)).toEqual(['GPA.3312-5468-1137-54021']);

    // An upgrade's new token names the old one: another member cannot restore it.
    const other = await memberWithArtist(stores);
    playApi.answer(`GET ${playPath('play-token-2')}`, {
      body: playSubscription({
        productId: ARTIST_MONTHLY,
        expiryTime: new Date(clock.getTime() + 29 * DAY),
        linkedPurchaseToken: 'play-token-1',
        orderId: 'GPA.3312-5468-1137-99999',
      }),
    });
    const stolen = await restore(stores, other.token, [
      android(other.artist.idUnique, 'play-token-2'),
    ]);
    expect([stolen.statusCode, stolen.json().message]).toEqual([409, PURCHASE_OF_ANOTHER_MEMBER]);
  });

  it('refuses a license tester purchase while Stripe is live', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    playApi.answer(`GET ${playPath('play-test-token')}`, {
      body: playSubscription({
        productId: ARTIST_MONTHLY,
        expiryTime: new Date(clock.getTime() + 29 * DAY),
        testPurchase: true,
        orderId: 'GPA.0000-0000-0000-00001',
      }),
    });
    const response = await restore(stores, token, [android(artist.idUnique, 'play-test-token')]);
    expect([response.statusCode, response.json().message]).toEqual([400, TEST_PURCHASE_REFUSED]);
    expect(await rowsOf(stores, member.id)).toEqual({ subscriptions: [], payments: [] });
  });
});
