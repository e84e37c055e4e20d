import { encodeRequestStamp } from '@songstats/contract';
import { insertCoupon, insertMemberWithSession } from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../payments/payments-config';
import { startTestApp, type TestApp } from '../../testing';

// Issue 20: fetch_coupon answers anyone (spec §2 ref), so it must not tell which hidden,
// expired or not yet valid codes exist.
let test: TestApp;
const clock = new Date('2026-05-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  test = await startTestApp({ payments: sandboxPayments({ now: () => clock }) });
});
afterAll(async () => {
  await test?.close();
});

function fetchCoupon(entryCode: string, token: string | null = null) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/payments/fetch_coupon?entryCode=${encodeURIComponent(entryCode)}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

describe('GET /payments/fetch_coupon', () => {
  it('answers a public coupon valid now, to anyone, case-insensitively', async () => {
    const coupon = await insertCoupon(test.connection.db, {
      code: 'SPRING26',
      discountPercent: 30,
      startDate: new Date(clock.getTime() - DAY),
      expireDate: new Date(clock.getTime() + DAY),
    });
    const { token } = await insertMemberWithSession(test.connection.db);
    for (const caller of [null, token]) {
      const response = await fetchCoupon('spring26', caller);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        coupon: {
          code: coupon.code,
          discountPercent: 30,
          isVisible: true,
          applyType: 'all',
          startDate: coupon.startDate?.toISOString(),
          expireDate: coupon.expireDate?.toISOString(),
        },
      });
    }
  });

  it.each([
    ['a hidden', { isVisible: false }],
    ['an expired', { expireDate: new Date(clock.getTime() - 1000) }],
    ['a not yet valid', { startDate: new Date(clock.getTime() + DAY) }],
  ])('answers %s coupon as an unknown code', async (_name, values) => {
    const coupon = await insertCoupon(test.connection.db, values);
    const unknown = await fetchCoupon('NOSUCHCODE');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ coupon: null });
    const response = await fetchCoupon(coupon.code);
    expect([response.statusCode, response.json()]).toEqual([200, unknown.json()]);
  });
});
