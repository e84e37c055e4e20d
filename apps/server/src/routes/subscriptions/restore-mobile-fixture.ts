import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeRequestStamp } from '@songstats/contract';
import { payments, subscriptions } from '@songstats/db';
import { insertAccount, insertMemberWithSession } from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  type AppStoreSigner,
  appStoreApiKey,
  appStoreTransaction,
  createAppStoreSigner,
} from '../../payments/app-store-fixtures';
import { googleServiceAccount, googleToken } from '../../payments/google-play-fixtures';
import { paymentsFromEnv, sandboxPayments } from '../../payments/payments-config';
import {
  type PlatformFixtureServer,
  startPlatformFixtureServer,
} from '../../payments/platform-fixture-server';
import { startTestApp, type TestApp } from '../../testing';

// Issue 20 item 1: restore_mobile_purchases through the real app on a real database. Three
// servers: the embedded sandbox; Stripe live with no store; Stripe live with the App Store and
// Google Play configured, each a local server answering in the store's documented formats.
export let sandbox: TestApp;
export let live: TestApp;
export let stores: TestApp;
export let stripeApi: PlatformFixtureServer;
export let appleApi: PlatformFixtureServer;
export let playApi: PlatformFixtureServer;
export let signer: AppStoreSigner;
export let keyDir: string;
export const clock = new Date('2026-03-01T12:00:00Z');
export const DAY = 24 * 60 * 60 * 1000;
export const BUNDLE_ID = 'com.songstats.ios';
export const PACKAGE = 'com.songstats';
export const ARTIST_MONTHLY = 'com.songstats.artist.monthly';

/** Starts the app with the fixture's members and data for the calling test file. */
export function useRestoreMobileApps() {
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
}

export function restore(test: TestApp, token: string | null, purchases: object[]) {
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

export async function memberWithArtist(test: TestApp) {
  const { member, token } = await insertMemberWithSession(test.connection.db);
  const artist = await insertAccount(test.connection.db);
  return { member, token, artist };
}

export const purchase = (
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

export async function rowsOf(test: TestApp, memberId: number) {
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
export async function appleAnswers(transactionId: string, extra: Record<string, unknown> = {}) {
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

export const playPath = (token: string) =>
  `/androidpublisher/v3/applications/${PACKAGE}/purchases/subscriptionsv2/tokens/${token}`;
