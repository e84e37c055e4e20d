import { encodeRequestStamp } from '@songstats/contract';
import { payments, subscriptions } from '@songstats/db';
import { insertAccount, insertMemberWithSession } from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsFromEnv } from '../../payments/payments-config';
import {
  type PlatformFixtureServer,
  startPlatformFixtureServer,
} from '../../payments/platform-fixture-server';
import { startTestApp, type TestApp } from '../../testing';

// Issue 20 item 1: restore_mobile_purchases through the real app on a real database, with
// Stripe live (a local server in its formats) and no store configured.
let live: TestApp;
let stripeApi: PlatformFixtureServer;
const clock = new Date('2026-03-01T12:00:00Z');

beforeAll(async () => {
  stripeApi = await startPlatformFixtureServer();
  live = await startTestApp({
    payments: {
      ...paymentsFromEnv({ STRIPE_SECRET_KEY: 'sk_live_fixture', STRIPE_API_URL: stripeApi.url }),
      now: () => clock,
    },
  });
});
afterAll(async () => {
  await live?.close();
  await stripeApi?.close();
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

describe('restore_mobile_purchases with a live provider', () => {
  it('refuses a sandbox- transaction while Stripe is configured (no free subscription)', async () => {
    const { member, token } = await insertMemberWithSession(live.connection.db);
    const artist = await insertAccount(live.connection.db);
    const response = await restore(live, token, [
      {
        platform: 'ios',
        productId: 'com.songstats.artist.monthly',
        transactionId: 'sandbox-1',
        payableType: 'UArtist',
        idUnique: artist.idUnique,
      },
    ]);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toEqual(expect.any(String));
    const rows = await live.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.id));
    expect(rows).toEqual([]);
    const charges = await live.connection.db
      .select()
      .from(payments)
      .where(eq(payments.memberId, member.id));
    expect(charges).toEqual([]);
  });
});
