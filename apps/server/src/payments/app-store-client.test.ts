import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../plugins/errors';
import type { AppStoreClient } from './app-store-client';
import {
  type AppStoreSigner,
  appStoreApiKey,
  appStoreError,
  appStoreTransaction,
  createAppStoreSigner,
} from './app-store-fixtures';
import { APPLE_ROOT_CA_G3_SHA256 } from './app-store-signed-data';
import { paymentsFromEnv } from './payments-config';
import { type PlatformFixtureServer, startPlatformFixtureServer } from './platform-fixture-server';
import {
  PURCHASE_EXPIRED,
  PURCHASE_OTHER_PRODUCT,
  PURCHASE_REVOKED,
  PURCHASES_UNVERIFIED,
  STORE_UNAVAILABLE,
  UNKNOWN_STORE_PRODUCT,
} from './store-products';

// The App Store Server API client, chosen by paymentsFromEnv as in production, against a local
// server answering in Apple's documented formats with JWS signed by a chain made for the test.
let appleApi: PlatformFixtureServer;
let signer: AppStoreSigner;
let apiKey: ReturnType<typeof appStoreApiKey>;
let client: AppStoreClient;
let keyDir: string;
const BUNDLE_ID = 'com.songstats.ios';
const PRODUCT = 'com.songstats.artist.monthly';
const TRANSACTION = '2000000123456789';
const now = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function env(overrides: Record<string, string> = {}) {
  return {
    APP_STORE_KEY_ID: '2X9R4HXF34',
    APP_STORE_ISSUER_ID: '57246542-96fe-1a63-e053-0824d011072a',
    APP_STORE_BUNDLE_ID: BUNDLE_ID,
    APP_STORE_PRIVATE_KEY_PATH: path.join(keyDir, 'AuthKey_2X9R4HXF34.p8'),
    APP_STORE_API_URL: appleApi.url,
    APP_STORE_ROOT_SHA256: signer.rootSha256,
    ...overrides,
  };
}

beforeAll(async () => {
  appleApi = await startPlatformFixtureServer();
  signer = createAppStoreSigner();
  apiKey = appStoreApiKey();
  keyDir = mkdtempSync(path.join(tmpdir(), 'songstats-appstore-'));
  writeFileSync(path.join(keyDir, 'AuthKey_2X9R4HXF34.p8'), apiKey.privateKeyPem);
  client = paymentsFromEnv(env()).stores.apple as AppStoreClient;
});
afterAll(async () => {
  await appleApi?.close();
  rmSync(keyDir, { recursive: true, force: true });
});
beforeEach(() => appleApi.reset());

const route = (id: string) => `GET /inApps/v1/transactions/${id}`;

async function answerTransaction(overrides: Record<string, unknown> = {}, by = signer) {
  // The overrides are the payload's own fields (dates in milliseconds, as Apple sends them).
  const payload = {
    ...appStoreTransaction({
      transactionId: TRANSACTION,
      originalTransactionId: '2000000100000001',
      productId: PRODUCT,
      bundleId: BUNDLE_ID,
      purchaseDate: new Date(now.getTime() - DAY),
      expiresDate: new Date(now.getTime() + 29 * DAY),
    }),
    ...overrides,
  };
  appleApi.answer(route(TRANSACTION), { body: { signedTransactionInfo: await by.sign(payload) } });
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the verification to fail');
}

describe('App Store settings', () => {
  it('is off without settings, and refuses some of them or an unreadable key at start', () => {
    expect(paymentsFromEnv({}).stores.apple).toBeNull();
    expect(() => paymentsFromEnv({ APP_STORE_KEY_ID: 'X' })).toThrow(
      /APP_STORE_ISSUER_ID, APP_STORE_BUNDLE_ID, APP_STORE_PRIVATE_KEY_PATH must be set/,
    );
    expect(() =>
      paymentsFromEnv(env({ APP_STORE_PRIVATE_KEY_PATH: '/nonexistent/key.p8' })),
    ).toThrow(/APP_STORE_PRIVATE_KEY_PATH: cannot read/);
    const notAKey = path.join(keyDir, 'not-a-key.p8');
    writeFileSync(notAKey, 'hello');
    expect(() => paymentsFromEnv(env({ APP_STORE_PRIVATE_KEY_PATH: notAKey }))).toThrow(
      /not a private key/,
    );
  });

  it('pins Apple Root CA - G3 unless told otherwise', () => {
    expect(APPLE_ROOT_CA_G3_SHA256.replaceAll(':', '')).toHaveLength(64);
  });
});

describe('Get Transaction Info', () => {
  it('asks with an ES256 JWT of the app key and answers the verified subscription', async () => {
    await answerTransaction();
    const verified = await client.verify(TRANSACTION, PRODUCT, now);
    expect(verified).toEqual({
      productId: PRODUCT,
      paymentId: TRANSACTION,
      subscriptionKey: '2000000100000001',
      replacesKey: null,
      expiresAt: new Date(now.getTime() + 29 * DAY),
      willRenew: true,
      isTest: false,
    });
    const [request] = appleApi.requests;
    expect(`${request?.method} ${request?.path}`).toBe(route(TRANSACTION));
    const jwt = String(request?.headers.authorization).replace(/^Bearer /, '');
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: '2X9R4HXF34', typ: 'JWT' });
    const { payload } = await jwtVerify(jwt, apiKey.publicKey, {
      issuer: '57246542-96fe-1a63-e053-0824d011072a',
      audience: 'appstoreconnect-v1',
    });
    expect(payload.bid).toBe(BUNDLE_ID);
    expect((payload.exp as number) - (payload.iat as number)).toBeLessThanOrEqual(3600);
  });

  it('marks a Sandbox transaction as a test purchase', async () => {
    await answerTransaction({ environment: 'Sandbox' });
    expect((await client.verify(TRANSACTION, PRODUCT, now)).isTest).toBe(true);
  });

  it.each([
    [
      'revoked (refunded)',
      { revocationDate: now.getTime() - 1000, revocationReason: 0 },
      PURCHASE_REVOKED,
    ],
    ['expired', { expiresDate: now.getTime() - 1000 }, PURCHASE_EXPIRED],
    ['of another app', { bundleId: 'com.other.app' }, PURCHASES_UNVERIFIED],
    ['of another product', { productId: 'com.songstats.label.yearly' }, PURCHASE_OTHER_PRODUCT],
    ['of another transaction', { transactionId: '2000000999999999' }, PURCHASES_UNVERIFIED],
    ['not a subscription', { type: 'Consumable', expiresDate: undefined }, UNKNOWN_STORE_PRODUCT],
  ])('refuses a transaction %s', async (_case, overrides, message) => {
    await answerTransaction(overrides);
    const error = await refusal(client.verify(TRANSACTION, PRODUCT, now));
    expect([error.statusCode, error.message]).toEqual([400, message]);
  });

  it.each([
    ['from another root', createAppStoreSigner()],
    [
      'whose leaf lacks the App Store marker',
      createAppStoreSigner({ flaw: 'leaf-without-marker' }),
    ],
    ['not signed by the leaf', createAppStoreSigner({ flaw: 'wrong-signing-key' })],
    ['with an expired certificate', createAppStoreSigner({ flaw: 'expired-leaf' })],
  ])('refuses signed data %s', async (_case, other) => {
    await answerTransaction({}, other);
    const error = await refusal(client.verify(TRANSACTION, PRODUCT, now));
    expect([error.statusCode, error.message]).toEqual([400, PURCHASES_UNVERIFIED]);
  });

  it('refuses a JWS that is not one', async () => {
    appleApi.answer(route(TRANSACTION), { body: { signedTransactionInfo: 'not.a.jws' } });
    const error = await refusal(client.verify(TRANSACTION, PRODUCT, now));
    expect([error.statusCode, error.message]).toEqual([400, PURCHASES_UNVERIFIED]);
  });

  it('refuses what Apple does not know, and never asks about ids that are not Apple ids', async () => {
    appleApi.answer(route(TRANSACTION), appStoreError(404, 4040010, 'Transaction id not found.'));
    const unknown = await refusal(client.verify(TRANSACTION, PRODUCT, now));
    expect([unknown.statusCode, unknown.message]).toEqual([400, PURCHASES_UNVERIFIED]);
    appleApi.reset();
    const forged = await refusal(client.verify('sandbox-1', PRODUCT, now));
    expect([forged.statusCode, forged.message]).toEqual([400, PURCHASES_UNVERIFIED]);
    expect(appleApi.requests).toEqual([]);
  });

  it.each([
    ['a 401 (our key)', appStoreError(401, 4010000, 'Unauthenticated')],
    ['a 429', appStoreError(429, 4290000, 'Rate limit exceeded.')],
    ['a 500', appStoreError(500, 5000000, 'An unknown error occurred.')],
    ['an unreadable answer', { raw: '<html>' }],
    ['an answer without signedTransactionInfo', { body: {} }],
  ])('is unavailable (503) on %s', async (_case, answer) => {
    appleApi.answer(route(TRANSACTION), answer);
    const error = await refusal(client.verify(TRANSACTION, PRODUCT, now));
    expect([error.statusCode, error.message]).toEqual([503, STORE_UNAVAILABLE]);
  });

  it('is unavailable (503) when Apple cannot be reached', async () => {
    const closed = await startPlatformFixtureServer();
    await closed.close();
    const offline = paymentsFromEnv(env({ APP_STORE_API_URL: closed.url })).stores.apple;
    const error = await refusal(offline!.verify(TRANSACTION, PRODUCT, now));
    expect([error.statusCode, error.message]).toEqual([503, STORE_UNAVAILABLE]);
  });
});
