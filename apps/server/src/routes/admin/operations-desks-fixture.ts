import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  accountClaims,
  accountSetups,
  adminAuditLog,
  memberPushMarks,
  memberPushTokens,
  subscriptions,
} from '@songstats/db';
import { insertAccount, insertCoupon } from '@songstats/db/seed';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { callApi, insertEveryone, insertTeam, type Who } from './admin-test-fixture';

// Issue 26, the Coupons, Profile Requests, Accounts in Setup and Push Notifications desks through
// the real app on a real database: who may call them, what they list, and their actions (each in
// the audit log; a coupon hidden or expired is refused by the member's own coupon call).
let test: TestApp;
/** The app of the calling test file, once its `beforeAll` has run. */
export const app = () => test;
export const tokens: Partial<Record<Who, string>> = {};
export const ids: Partial<Record<Who, number>> = {};
export let artistId = 0;
export let couponId = 0;
export let claimId = 0;
export let setupId = 0;
export let pushes = 0;
export const pushService = createServer((request, response) => {
  pushes++;
  request.resume();
  request.on('end', () => {
    response.statusCode = 201;
    response.end();
  });
});

export type Method = 'GET' | 'POST' | 'PUT';
export const call = (token: string | null, method: Method, path: string, input?: object) =>
  callApi(test, token, method, path, input);
export const admin = (method: Method, path: string, input?: object) =>
  call(tokens.admin!, method, path, input);

export async function lastAudit(action: string) {
  const [entry] = await test.connection.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return entry;
}

/** Starts the app with the fixture's members and data for the calling test file. */
export function useOperationsDesksApp() {
  beforeAll(async () => {
    test = await startTestApp();
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    const { db } = test.connection;
    await insertEveryone(
      db,
      (who) => ({ name: `Operations ${who}`, email: `${who}-operations-desk@example.com` }),
      tokens,
      ids,
    );
    const artist = await insertAccount(db, { name: 'Operations Artist' });
    artistId = artist.id;
    await insertTeam(db, ids, artist.id);
    const coupon = await insertCoupon(db, { code: 'OPSDESK10', discountPercent: 10 });
    couponId = coupon.id;
    await insertCoupon(db, {
      code: 'OPSDESKOLD',
      discountPercent: 50,
      expireDate: new Date('2020-01-01T00:00:00.000Z'),
    });
    await db.insert(subscriptions).values({
      memberId: ids.owner!,
      payableType: 'UArtist',
      payableId: artist.id,
      accountId: artist.id,
      productType: 'songstats',
      interval: 'monthly',
      state: 'active',
      provider: 'sandbox',
      priceCents: 900,
      couponId: coupon.id,
      discountPercent: 10,
    });
    const [claim] = await db
      .insert(accountClaims)
      .values({ accountId: artist.id, memberId: ids.other!, link: 'https://open.spotify.com/x' })
      .returning();
    claimId = claim!.id;
    const newArtist = await insertAccount(db, { name: 'Setting Up Artist' });
    const [setup] = await db
      .insert(accountSetups)
      .values({
        accountId: newArtist.id,
        memberId: ids.other!,
        link: 'https://open.spotify.com/artist/setup',
        createdAt: new Date(Date.now() - 5 * 3_600_000),
      })
      .returning();
    setupId = setup!.id;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await db.insert(memberPushTokens).values([
      {
        memberId: ids.other!,
        platform: 'web',
        pushToken: JSON.stringify({
          endpoint: `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/ops`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        }),
      },
      { memberId: ids.owner!, platform: 'app', pushToken: 'ops-desk-device-token' },
    ]);
    await db.insert(memberPushMarks).values({
      memberId: ids.other!,
      accountId: artist.id,
      throughActivityId: 7,
      lastCount: 2,
      sentAt: new Date('2026-11-20T08:00:00.000Z'),
    });
  }, 240_000);
  afterAll(async () => {
    await test?.close();
    await new Promise<void>((resolve) => pushService.close(() => resolve()));
  });
}
