import { randomBytes } from 'node:crypto';
import {
  adminOperationsEndpoints,
  memberEndpoints,
  OPERATIONS_DESK_TEXTS,
} from '@songstats/contract';
import { subscriptions } from '@songstats/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAdminsOnly } from './admin-test-fixture';
import {
  admin,
  app,
  call,
  couponId,
  ids,
  lastAudit,
  type Method,
  tokens,
  useOperationsDesksApp,
} from './operations-desks-fixture';

// Issue 26: who may call the Coupons, Profile Requests, Accounts in Setup and Push desks, and the\n// Coupons desk.
useOperationsDesksApp();

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
      await expectAdminsOnly(app(), tokens, method, path, input);
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
    const [subscription] = await app()
      .connection.db.select({ priceCents: subscriptions.priceCents })
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
