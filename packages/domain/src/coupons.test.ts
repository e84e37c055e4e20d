import { describe, expect, it } from 'vitest';
import {
  couponApplyTypeMatches,
  isCouponApplicable,
  isWithinCouponDates,
  resolveCoupon,
} from './coupons';
import type { Coupon } from './entities/subscription';

const now = new Date('2026-06-15T12:00:00Z');
const coupon: Coupon = {
  code: 'SUMMER',
  startDate: '2026-06-01T00:00:00Z',
  expireDate: '2026-06-30T23:59:59Z',
  isVisible: true,
  applyType: 'all',
};

describe('coupons (spec §5)', () => {
  it.each([
    ['all', 'SubscriptionPlan', true],
    ['all', 'UArtist', true],
    ['entity', 'UArtist', true],
    ['entity', 'ULabel', true],
    ['entity', 'UCreator', true],
    ['entity', 'SubscriptionPlan', false],
    ['artist', 'UArtist', true],
    ['artist', 'ULabel', false],
    ['label', 'ULabel', true],
    ['label', 'UArtist', false],
    ['creator', 'UCreator', true],
    ['pro', 'SubscriptionPlan', true],
    ['pro', 'UArtist', false],
  ] as const)('spec §5: apply type %s fits a %s payable: %s', (applyType, payable, expected) => {
    expect(couponApplyTypeMatches(applyType, payable)).toBe(expected);
  });

  it.each([
    ['inside its dates', coupon, true],
    ['before its start', { ...coupon, startDate: '2026-06-16T00:00:00Z' }, false],
    ['after its expiry', { ...coupon, expireDate: '2026-06-15T11:59:59Z' }, false],
    ['without dates', { ...coupon, startDate: null, expireDate: null }, true],
  ])('spec §5: a coupon %s is in its window: %s', (_label, value, expected) => {
    expect(isWithinCouponDates(value, now)).toBe(expected);
  });

  it.each([
    ['valid', coupon, 'UArtist', true],
    ['invisible', { ...coupon, isVisible: false }, 'UArtist', false],
    ['expired', { ...coupon, expireDate: '2026-06-01T00:00:00Z' }, 'UArtist', false],
    [
      'for entities, on the pro plan',
      { ...coupon, applyType: 'entity' },
      'SubscriptionPlan',
      false,
    ],
  ] as const)('spec §5: a %s coupon applies: %s', (_label, value, payable, expected) => {
    expect(isCouponApplicable(value, payable, now)).toBe(expected);
    expect(resolveCoupon(value, payable, now)).toBe(expected ? value : null);
  });

  it('spec §5: no coupon resolves to a cleared input', () => {
    expect(resolveCoupon(null, 'UArtist', now)).toBeNull();
    expect(resolveCoupon(undefined, 'UArtist', now)).toBeNull();
  });
});
