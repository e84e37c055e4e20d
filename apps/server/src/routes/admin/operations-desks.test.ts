import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  adminOperationsEndpoints,
  memberEndpoints,
  OPERATIONS_DESK_TEXTS,
} from '@songstats/contract';
import {
  accountClaims,
  accountSetups,
  adminAuditLog,
  managements,
  memberPushMarks,
  memberPushTokens,
  subscriptions,
} from '@songstats/db';
import { insertAccount, insertCoupon } from '@songstats/db/seed';
import { PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import {
  callApi,
  expectAdminsOnly,
  insertEveryone,
  insertTeam,
  type Who,
} from './admin-test-fixture';

// Issue 26, the Coupons, Profile Requests, Accounts in Setup and Push Notifications desks through
// the real app on a real database: who may call them, what they list, and their actions (each in
// the audit log; a coupon hidden or expired is refused by the member's own coupon call).
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
let artistId = 0;
let couponId = 0;
let claimId = 0;
let setupId = 0;
let pushes = 0;
const pushService = createServer((request, response) => {
  pushes++;
  request.resume();
  request.on('end', () => {
    response.statusCode = 201;
    response.end();
  });
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string | null, method: Method, path: string, input?: object) =>
  callApi(test, token, method, path, input);
const admin = (method: Method, path: string, input?: object) =>
  call(tokens.admin!, method, path, input);

async function lastAudit(action: string) {
  const [entry] = await test.connection.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return entry;
}

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

describe('who may call the Coupons, Profile Requests, Accounts in Setup and Push desks', () => {
  const e = adminOperationsEndpoints;
  const calls: [string, Method, string, () => object][] = [
    ['coupons', 'GET', e.coupons.path, () => ({})],
    [
      'create coupon',
      'POST',
      e.createCoupon.path,
      () => ({
        code: `AUTH${randomBytes(3).toString('hex')}`,
        discountPercent: 5,
        applyType: 'all',
      }),
    ],
    ['coupon visible', 'PUT', e.setCouponVisible.path, () => ({ id: couponId, visible: true })],
    [
      'edit coupon',
      'PUT',
      e.editCoupon.path,
      () => ({ id: 999_999, discountPercent: 10, applyType: 'all' }),
    ],
    ['expire coupon', 'POST', e.expireCoupon.path, () => ({ id: 999_999 })],
    ['profile requests', 'GET', e.profileRequests.path, () => ({})],
    [
      'review request',
      'POST',
      e.reviewProfileRequest.path,
      () => ({ id: 999_999, decision: 'reject' }),
    ],
    ['account setups', 'GET', e.accountSetups.path, () => ({})],
    ['setup status', 'POST', e.setAccountSetupStatus.path, () => ({ id: 999_999, action: 'fail' })],
    ['push subscriptions', 'GET', e.pushSubscriptions.path, () => ({})],
    [
      'test push',
      'POST',
      e.sendTestPush.path,
      () => ({ memberId: ids.teammate!, title: 'Hello', body: 'A test' }),
    ],
  ];
  it.each(calls)(
    '%s: 401 anonymous, 403 owner, teammate and member, admin answered',
    async (_n, method, path, input) => {
      await expectAdminsOnly(test, tokens, method, path, input);
      // An admin is answered: 200, or 404 with a message for the unknown ids above.
      const answered = await admin(method, path, input());
      expect([200, 404], answered.body).toContain(answered.statusCode);
      expect(answered.statusCode === 200 || answered.json().message.length > 0).toBe(true);
    },
  );
});

describe('the Coupons desk (issue 26)', () => {
  const e = adminOperationsEndpoints;
  const memberCoupon = async (code: string) =>
    (await call(tokens.other!, 'GET', memberEndpoints.fetchCoupon.path, { entryCode: code })).json()
      .coupon;

  it('lists coupons with their state and usage, searched, filtered and sorted', async () => {
    const page = (
      await admin('GET', e.coupons.path, { q: 'opsdesk', sort: 'code', order: 'asc' })
    ).json();
    expect(page.rows.map((row: { code: string }) => row.code)).toEqual(['OPSDESK10', 'OPSDESKOLD']);
    expect(page.rows[0]).toMatchObject({ state: 'live', subscriptions: 1, addedBy: 0 });
    expect(page.rows[1]).toMatchObject({ state: 'expired', subscriptions: 0 });
    const expired = (await admin('GET', e.coupons.path, { q: 'opsdesk', state: 'expired' })).json();
    expect(expired.rows.map((row: { code: string }) => row.code)).toEqual(['OPSDESKOLD']);
    const byUses = (
      await admin('GET', e.coupons.path, { q: 'opsdesk', sort: 'uses', order: 'desc' })
    ).json();
    expect(byUses.rows[0].code).toBe('OPSDESK10');
    const bad = await admin('GET', e.coupons.path, { state: 'gone' });
    expect(bad.statusCode).toBe(400);
  });

  it('creates a coupon the checkout takes; hides, shows and expires it, each logged', async () => {
    const created = await admin('POST', e.createCoupon.path, {
      code: 'spring-25',
      discountPercent: 25,
      applyType: 'artist',
    });
    expect(created.statusCode, created.body).toBe(200);
    const coupon = created.json().coupon;
    expect(coupon).toMatchObject({ code: 'SPRING-25', state: 'live', applyType: 'artist' });
    expect(await memberCoupon('spring-25')).toMatchObject({ discountPercent: 25 });
    expect((await lastAudit('coupon.create'))?.after).toMatchObject({ code: 'SPRING-25' });

    const again = await admin('POST', e.createCoupon.path, {
      code: 'SPRING-25',
      discountPercent: 5,
      applyType: 'all',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPERATIONS_DESK_TEXTS.couponExists('SPRING-25'));

    const hidden = await admin('PUT', e.setCouponVisible.path, { id: coupon.id, visible: false });
    expect(hidden.json().coupon.state).toBe('hidden');
    expect(await memberCoupon('SPRING-25')).toBeNull();
    expect(await lastAudit('coupon.hide')).toMatchObject({
      targetId: String(coupon.id),
      before: { isVisible: true },
      after: { isVisible: false },
    });
    await admin('PUT', e.setCouponVisible.path, { id: coupon.id, visible: true });
    expect(await memberCoupon('SPRING-25')).not.toBeNull();

    const expired = await admin('POST', e.expireCoupon.path, { id: coupon.id });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json().coupon.state).toBe('expired');
    expect(await memberCoupon('SPRING-25')).toBeNull();
    expect((await lastAudit('coupon.expire'))?.before).toMatchObject({ expireDate: null });
    const twice = await admin('POST', e.expireCoupon.path, { id: coupon.id });
    expect(twice.statusCode).toBe(409);
  });

  it("edits a coupon's terms, logged; the member's coupon call reads the new ones", async () => {
    const edited = await admin('PUT', e.editCoupon.path, {
      id: couponId,
      discountPercent: 30,
      applyType: 'pro',
      expireDate: '2099-01-01T00:00:00.000Z',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe(OPERATIONS_DESK_TEXTS.couponEdited('OPSDESK10'));
    expect(edited.json().coupon).toMatchObject({
      discountPercent: 30,
      applyType: 'pro',
      expireDate: '2099-01-01T00:00:00.000Z',
      subscriptions: 1,
    });
    expect(await memberCoupon('opsdesk10')).toMatchObject({
      discountPercent: 30,
      applyType: 'pro',
    });
    expect(await lastAudit('coupon.edit')).toMatchObject({
      targetId: String(couponId),
      before: { discountPercent: 10, applyType: 'all', expireDate: null },
      after: { discountPercent: 30, applyType: 'pro', expireDate: '2099-01-01T00:00:00.000Z' },
    });
    const [subscription] = await test.connection.db
      .select({ priceCents: subscriptions.priceCents })
      .from(subscriptions)
      .where(eq(subscriptions.couponId, couponId));
    expect(subscription?.priceCents).toBe(900);
    const outOfOrder = await admin('PUT', e.editCoupon.path, {
      id: couponId,
      discountPercent: 30,
      applyType: 'pro',
      startDate: '2099-01-02T00:00:00.000Z',
      expireDate: '2099-01-01T00:00:00.000Z',
    });
    expect(outOfOrder.statusCode).toBe(400);
    expect(outOfOrder.json().message).toContain(OPERATIONS_DESK_TEXTS.datesOutOfOrder);
  });

  it('refuses bad coupons with a message', async () => {
    for (const body of [
      { code: 'x', discountPercent: 10, applyType: 'all' },
      { code: 'GOOD', discountPercent: 0, applyType: 'all' },
      { code: 'GOOD', discountPercent: 10, applyType: 'everyone' },
      {
        code: 'GOOD',
        discountPercent: 10,
        applyType: 'all',
        startDate: '2027-01-02T00:00:00Z',
        expireDate: '2027-01-01T00:00:00Z',
      },
    ]) {
      const answer = await admin('POST', e.createCoupon.path, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message.length).toBeGreaterThan(0);
    }
  });
});

describe('the Profile Requests desk (issue 26)', () => {
  const e = adminOperationsEndpoints;
  it('lists pending requests and approves one: the member owns the profile, logged', async () => {
    const page = (await admin('GET', e.profileRequests.path, { q: 'Operations Artist' })).json();
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      id: claimId,
      status: 'pending',
      memberEmail: 'other-operations-desk@example.com',
      ownerCount: 1,
    });
    const approved = await admin('POST', e.reviewProfileRequest.path, {
      id: claimId,
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(
      PROFILE_OWNERSHIP_TEXTS.claimApproved('Operations Artist'),
    );
    expect(approved.json().request).toMatchObject({
      status: 'approved',
      ownerCount: 2,
      reviewedByEmail: 'admin-operations-desk@example.com',
    });
    const [management] = await test.connection.db
      .select()
      .from(managements)
      .where(and(eq(managements.memberId, ids.other!), eq(managements.accountId, artistId)));
    expect(management?.managementType).toBe('primary');
    expect(await lastAudit('profile_request.approve')).toMatchObject({
      memberId: ids.other!,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    const twice = await admin('POST', e.reviewProfileRequest.path, {
      id: claimId,
      decision: 'reject',
    });
    expect(twice.statusCode).toBe(409);
    const pending = (await admin('GET', e.profileRequests.path, { q: 'Operations Artist' })).json();
    expect(pending.total).toBe(0);
    const all = (
      await admin('GET', e.profileRequests.path, { q: 'Operations Artist', status: 'all' })
    ).json();
    expect(all.total).toBe(1);
  });
});

describe('the Accounts in Setup desk (issue 26)', () => {
  const e = adminOperationsEndpoints;
  it('lists a setup with its age, marks it failed and starts it again, logged', async () => {
    const page = (await admin('GET', e.accountSetups.path, { q: 'Setting Up' })).json();
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0].status).toBe('in_progress');
    expect(page.rows[0].ageHours).toBeGreaterThanOrEqual(5);
    const retryFirst = await admin('POST', e.setAccountSetupStatus.path, {
      id: setupId,
      action: 'retry',
    });
    expect(retryFirst.statusCode).toBe(409);
    expect(retryFirst.json().message).toBe(OPERATIONS_DESK_TEXTS.setupNotFailed);
    const failed = await admin('POST', e.setAccountSetupStatus.path, {
      id: setupId,
      action: 'fail',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().setup.status).toBe('failed');
    expect((await admin('GET', e.accountSetups.path, { q: 'Setting Up' })).json().total).toBe(0);
    expect(await lastAudit('account_setup.fail')).toMatchObject({
      before: { status: 'in_progress' },
      after: { status: 'failed' },
    });
    const retried = await admin('POST', e.setAccountSetupStatus.path, {
      id: setupId,
      action: 'retry',
    });
    expect(retried.json().setup).toMatchObject({ status: 'in_progress' });
    expect(retried.json().setup.ageHours).toBeLessThan(1);
  });
});

describe('the Push Notifications desk (issue 26)', () => {
  const e = adminOperationsEndpoints;
  it('lists push tokens with the monitor pushes sent, filtered by platform', async () => {
    const page = (await admin('GET', e.pushSubscriptions.path, { q: 'operations-desk' })).json();
    expect(page.total).toBe(2);
    const web = (
      await admin('GET', e.pushSubscriptions.path, { q: 'operations-desk', platform: 'web' })
    ).json();
    expect(web.rows).toHaveLength(1);
    expect(web.rows[0]).toMatchObject({
      memberId: ids.other!,
      notificationsOn: true,
      lastPushAt: '2026-11-20T08:00:00.000Z',
      pushedProfiles: 1,
    });
  });

  it('sends a test push through the push sender, logged, one a minute', async () => {
    const before = pushes;
    const sent = await admin('POST', e.sendTestPush.path, {
      memberId: ids.other!,
      title: 'Test',
      body: 'From the desk',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().delivered).toBe(1);
    expect(pushes).toBe(before + 1);
    expect(await lastAudit('push.test')).toMatchObject({
      memberId: ids.other!,
      after: { delivered: 1, title: 'Test' },
    });
    const again = await admin('POST', e.sendTestPush.path, {
      memberId: ids.other!,
      title: 'Test',
      body: 'Again',
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(OPERATIONS_DESK_TEXTS.pushTooSoon);
    const empty = await admin('POST', e.sendTestPush.path, {
      memberId: ids.other!,
      title: '',
      body: 'x',
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await admin('POST', e.sendTestPush.path, {
      memberId: 999_999,
      title: 'x',
      body: 'y',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
