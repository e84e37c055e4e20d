import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../plugins/errors';
import type { GooglePlayClient } from './google-play-client';
import {
  googleError,
  googleServiceAccount,
  googleToken,
  playSubscription,
} from './google-play-fixtures';
import { paymentsFromEnv } from './payments-config';
import { type PlatformFixtureServer, startPlatformFixtureServer } from './platform-fixture-server';
import {
  PURCHASE_EXPIRED,
  PURCHASE_NOT_ACTIVE,
  PURCHASE_OTHER_PRODUCT,
  PURCHASES_UNVERIFIED,
  STORE_UNAVAILABLE,
} from './store-products';

// The Play Developer API client, chosen by paymentsFromEnv as in production, against a local
// server answering in Google's documented formats (OAuth 2.0 token, subscriptionsv2, errors).
let playApi: PlatformFixtureServer;
let service: ReturnType<typeof googleServiceAccount>;
let client: GooglePlayClient;
let keyDir: string;
const PACKAGE = 'com.songstats';
const PRODUCT = 'com.songstats.artist.monthly';
const TOKEN = 'kmplhdnbgmjcfoakldnpmjbe.AO-J1OzL6cV2iG5WQ4JdzlD7Y7v4xh0TGZbLfQp';
const now = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const purchasePath = `/androidpublisher/v3/applications/${PACKAGE}/purchases/subscriptionsv2/tokens/${TOKEN}`;
const acknowledgePath = `/androidpublisher/v3/applications/${PACKAGE}/purchases/subscriptions/${PRODUCT}/tokens/${TOKEN}:acknowledge`;

function env(overrides: Record<string, string> = {}) {
  return {
    GOOGLE_PLAY_PACKAGE_NAME: PACKAGE,
    GOOGLE_PLAY_SERVICE_ACCOUNT_PATH: path.join(keyDir, 'service-account.json'),
    GOOGLE_PLAY_API_URL: playApi.url,
    ...overrides,
  };
}

beforeAll(async () => {
  playApi = await startPlatformFixtureServer();
  service = googleServiceAccount(`${playApi.url}/token`);
  keyDir = mkdtempSync(path.join(tmpdir(), 'songstats-play-'));
  writeFileSync(path.join(keyDir, 'service-account.json'), JSON.stringify(service.account));
  client = paymentsFromEnv(env()).stores.google as GooglePlayClient;
});
afterAll(async () => {
  await playApi?.close();
  rmSync(keyDir, { recursive: true, force: true });
});
beforeEach(() => {
  playApi.reset();
  playApi.answer('POST /token', { body: googleToken('ya29.c.fixture-token') });
});

const subscription = (input: Partial<Parameters<typeof playSubscription>[0]> = {}) =>
  playSubscription({
    productId: PRODUCT,
    expiryTime: new Date(now.getTime() + 29 * DAY),
    ...input,
  });

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the verification to fail');
}

describe('Google Play settings', () => {
  it('is off without settings, and refuses half of them or a file that is no key at start', () => {
    expect(paymentsFromEnv({}).stores.google).toBeNull();
    expect(() => paymentsFromEnv({ GOOGLE_PLAY_PACKAGE_NAME: PACKAGE })).toThrow(
      /GOOGLE_PLAY_SERVICE_ACCOUNT_PATH must be set/,
    );
    const notJson = path.join(keyDir, 'not.json');
    writeFileSync(notJson, 'hello');
    expect(() => paymentsFromEnv(env({ GOOGLE_PLAY_SERVICE_ACCOUNT_PATH: notJson }))).toThrow(
      /is not JSON/,
    );
    const noKey = path.join(keyDir, 'no-key.json');
    writeFileSync(noKey, JSON.stringify({ client_email: 'x@y.z' }));
    expect(() => paymentsFromEnv(env({ GOOGLE_PLAY_SERVICE_ACCOUNT_PATH: noKey }))).toThrow(
      /not a service account key/,
    );
  });
});

describe('purchases.subscriptionsv2.get', () => {
  it('gets a token with a signed JWT, reads the subscription and keeps the token', async () => {
    playApi.answer(`GET ${purchasePath}`, { body: subscription() });
    const verified = await client.verify(TOKEN, PRODUCT, now);
    expect(verified).toEqual({
      productId: PRODUCT,
      paymentId: 'GPA.3312-5468-1137-54020',
      subscriptionKey: TOKEN,
      replacesKey: null,
      expiresAt: new Date(now.getTime() + 29 * DAY),
      willRenew: true,
      isTest: false,
    });
    const [tokenRequest, get] = playApi.requests;
    expect(tokenRequest?.form.grant_type).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const assertion = tokenRequest?.form.assertion ?? '';
    expect(decodeProtectedHeader(assertion)).toMatchObject({
      alg: 'RS256',
      typ: 'JWT',
      kid: service.account.private_key_id,
    });
    const { payload } = await jwtVerify(assertion, service.publicKey, {
      issuer: service.account.client_email,
      audience: `${playApi.url}/token`,
    });
    expect(payload.scope).toBe('https://www.googleapis.com/auth/androidpublisher');
    expect(get?.headers.authorization).toBe('Bearer ya29.c.fixture-token');

    await client.verify(TOKEN, PRODUCT, now);
    expect(playApi.requests.map((request) => request.path)).toEqual([
      '/token',
      purchasePath,
      purchasePath,
    ]);
  });

  it('acknowledges a purchase not yet acknowledged', async () => {
    playApi.answer(`GET ${purchasePath}`, { body: subscription({ acknowledged: false }) });
    playApi.answer(`POST ${acknowledgePath}`, { body: {} });
    await client.verify(TOKEN, PRODUCT, now);
    expect(playApi.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST ${acknowledgePath}`,
    );
  });

  it('keeps a cancelled subscription until its expiry, and reads replaced tokens and tests', async () => {
    playApi.answer(`GET ${purchasePath}`, {
      body: subscription({
        state: 'SUBSCRIPTION_STATE_CANCELED',
        linkedPurchaseToken: 'older-token',
        testPurchase: true,
      }),
    });
    expect(await client.verify(TOKEN, PRODUCT, now)).toMatchObject({
      willRenew: false,
      replacesKey: 'older-token',
      isTest: true,
    });
  });

  it.each([
    ['expired', { state: 'SUBSCRIPTION_STATE_EXPIRED' }, PURCHASE_EXPIRED],
    ['past its expiryTime', { expiryTime: new Date(now.getTime() - 1000) }, PURCHASE_EXPIRED],
    ['on hold', { state: 'SUBSCRIPTION_STATE_ON_HOLD' }, PURCHASE_NOT_ACTIVE],
    ['paused', { state: 'SUBSCRIPTION_STATE_PAUSED' }, PURCHASE_NOT_ACTIVE],
    ['pending', { state: 'SUBSCRIPTION_STATE_PENDING' }, PURCHASE_NOT_ACTIVE],
    ['of another product', { productId: 'com.songstats.label.yearly' }, PURCHASE_OTHER_PRODUCT],
  ])('refuses a subscription %s', async (_case, input, message) => {
    playApi.answer(`GET ${purchasePath}`, { body: subscription(input) });
    const error = await refusal(client.verify(TOKEN, PRODUCT, now));
    expect([error.statusCode, error.message]).toEqual([400, message]);
  });

  it.each([
    googleError(400, 'INVALID_ARGUMENT', 'Invalid Value', 'invalid'),
    googleError(404, 'NOT_FOUND', 'The purchase token was not found.', 'purchaseTokenNotFound'),
    googleError(
      410,
      'GONE',
      'The subscription purchase is no longer available.',
      'subscriptionPurchaseNoLongerAvailable',
    ),
  ])('refuses a token Google answers $status for', async (answer) => {
    playApi.answer(`GET ${purchasePath}`, answer);
    const error = await refusal(client.verify(TOKEN, PRODUCT, now));
    expect([error.statusCode, error.message]).toEqual([400, PURCHASES_UNVERIFIED]);
  });

  it('gets a new token once when Google no longer takes the kept one', async () => {
    // The first token Google hands out is the one it stops taking.
    playApi.answer(`GET ${purchasePath}`, (request) =>
      playApi.requests.filter((seen) => seen.path === request.path).length === 1
        ? googleError(
            401,
            'UNAUTHENTICATED',
            'Request had invalid authentication credentials.',
            'authError',
          )
        : { body: subscription() },
    );
    const fresh = paymentsFromEnv(env()).stores.google as GooglePlayClient;
    await fresh.verify(TOKEN, PRODUCT, now);
    expect(playApi.requests.map((request) => request.path)).toEqual([
      '/token',
      purchasePath,
      '/token',
      purchasePath,
    ]);
  });

  it.each([
    [
      'the token request is refused',
      'POST /token',
      {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
      },
    ],
    [
      'Google fails',
      `GET ${purchasePath}`,
      googleError(500, 'INTERNAL', 'Internal error.', 'backendError'),
    ],
    [
      'Google is rate limited',
      `GET ${purchasePath}`,
      googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', 'rateLimitExceeded'),
    ],
    [
      'the account may not read purchases',
      `GET ${purchasePath}`,
      googleError(
        403,
        'PERMISSION_DENIED',
        'The current user has insufficient permissions.',
        'permissionDenied',
      ),
    ],
    ['the answer is unreadable', `GET ${purchasePath}`, { raw: '<html>' }],
  ])('is unavailable (503) when %s', async (_case, route, answer) => {
    playApi.answer(route, answer);
    playApi.answer(
      `GET ${purchasePath}`,
      route.startsWith('GET') ? answer : { body: subscription() },
    );
    const fresh = paymentsFromEnv(env()).stores.google as GooglePlayClient;
    const error = await refusal(fresh.verify(TOKEN, PRODUCT, now));
    expect([error.statusCode, error.message]).toEqual([503, STORE_UNAVAILABLE]);
  });
});
