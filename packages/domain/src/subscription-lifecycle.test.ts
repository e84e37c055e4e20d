import { describe, expect, it } from 'vitest';
import {
  accessHashFromGrants,
  addDays,
  addInterval,
  cancelledSubscriptionDaysLeft,
  canExportFromGrants,
  DAY_MS,
  freeTrialDaysFor,
  hasSubscriptionAccess,
  isActiveOrTrial,
  isCancelledOrDeclined,
  isExpiryDue,
  isRenewalDue,
  type LifecycleView,
  payableTypeOfAccount,
  planKindOfPayable,
  productTypeFor,
  proPlanCoversAccount,
  servicesOfProductType,
  subscriptionPriceCents,
} from './subscription-lifecycle';

const NOW = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

describe('payables, products and prices (spec §3, §9)', () => {
  it.each([
    ['artist', 'UArtist'],
    ['collaborator', 'UArtist'],
    ['label', 'ULabel'],
    ['creator', 'UCreator'],
  ] as const)('spec §3: a %s account is paid for as %s', (type, payableType) => {
    expect(payableTypeOfAccount(type)).toBe(payableType);
  });

  it.each([
    ['SubscriptionPlan', 'pro'],
    ['ULabel', 'label'],
    ['UArtist', 'artist'],
    ['UCreator', 'artist'],
  ] as const)('spec §9: payable %s is priced as the %s plan', (payableType, kind) => {
    expect(planKindOfPayable(payableType)).toBe(kind);
  });

  it.each([
    ['main', false, 'songstats'],
    ['radio', false, 'radiostats'],
    ['social', false, 'socialstats'],
    ['playlistcheck', false, 'songstats'],
    ['main', true, 'songstats_radiostats'],
    ['radio', true, 'songstats_radiostats'],
  ] as const)('spec §3: the %s variant, bundled %s, sells %s', (variant, bundled, product) => {
    expect(productTypeFor(variant, bundled)).toBe(product);
  });

  it('spec §3: the bundle songstats_radiostats opens both music services', () => {
    expect(servicesOfProductType('songstats_radiostats')).toEqual(['songstats', 'radiostats']);
    expect(servicesOfProductType('socialstats')).toEqual(['socialstats']);
  });

  it.each([
    ['UArtist', 'monthly', false, 0, 1199],
    ['UArtist', 'yearly', true, 0, 19999],
    ['ULabel', 'monthly', true, 0, 3499],
    ['SubscriptionPlan', 'yearly', false, 0, 99999],
    ['SubscriptionPlan', 'monthly', true, 0, 17499],
    ['UArtist', 'monthly', false, 20, 959],
    ['ULabel', 'yearly', false, 100, 0],
    ['ULabel', 'yearly', false, 150, 0],
    ['UArtist', 'monthly', false, -5, 1199],
  ] as const)(
    'spec §9: %s %s bundled=%s with a %s%% coupon costs %s cents',
    (payableType, interval, bundled, percent, cents) => {
      expect(subscriptionPriceCents(payableType, interval, bundled, percent)).toBe(cents);
    },
  );
});

describe('periods and trials (spec §4, §9)', () => {
  it('spec §9 intervals: a month and a year are calendar periods in UTC', () => {
    expect(addInterval(new Date('2026-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T08:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
    expect(addInterval(new Date('2026-12-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-31T00:00:00.000Z',
    );
    expect(addInterval(new Date('2026-02-15T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-03-15T10:00:00.000Z',
    );
    expect(addInterval(new Date('2026-02-15T10:00:00Z'), 'yearly').toISOString()).toBe(
      '2027-02-15T10:00:00.000Z',
    );
    expect(addDays(NOW, 7).getTime() - NOW.getTime()).toBe(7 * DAY_MS);
  });

  it.each([
    [false, undefined, 7],
    [false, 14, 14],
    [false, -3, 0],
    [true, undefined, 0],
    [true, 14, 0],
  ] as const)(
    'spec §9 trial: had a subscription %s, trial length %s -> %s days',
    (had, days, left) => {
      expect(freeTrialDaysFor(had, days)).toBe(left);
    },
  );
});

describe('the lifecycle: trial -> active -> cancelled -> expired; declined (spec §4)', () => {
  const view = (
    state: LifecycleView['state'],
    endInDays: number | null,
    expired = false,
  ): LifecycleView => ({
    state,
    currentPeriodEnd: endInDays === null ? null : inDays(endInDays),
    expiredAt: expired ? inDays(-1) : null,
  });

  it.each([
    ['trial', 3, false, true],
    ['active', 20, false, true],
    ['active', -1, false, true],
    ['cancelled', 5, false, true],
    ['cancelled', -1, false, false],
    ['cancelled', null, false, false],
    ['cancelled', 5, true, false],
    ['declined', 5, false, false],
  ] as const)(
    'spec §4: a %s subscription ending in %s days (expired %s) gives access: %s',
    (state, days, expired, access) => {
      expect(hasSubscriptionAccess(view(state, days, expired), NOW)).toBe(access);
    },
  );

  it.each([
    ['cancelled', 5, 5],
    ['cancelled', 4.2, 5],
    ['cancelled', 0.1, 1],
    ['cancelled', -2, null],
    ['active', 5, null],
    ['trial', 5, null],
  ] as const)("spec §4 'N Days Left': %s ending in %s days -> %s", (state, days, left) => {
    expect(cancelledSubscriptionDaysLeft(view(state, days), NOW)).toBe(left);
  });

  it.each([
    ['trial', true, false],
    ['active', true, false],
    ['cancelled', false, true],
    ['declined', false, true],
  ] as const)('spec §3: %s is active-or-trial %s, cancelled-or-declined %s', (state, a, c) => {
    expect(isActiveOrTrial(state)).toBe(a);
    expect(isCancelledOrDeclined(state)).toBe(c);
  });

  it.each([
    ['trial', 0, true],
    ['trial', 1, false],
    ['active', -1, true],
    ['active', null, false],
    ['cancelled', -1, false],
  ] as const)(
    'spec §4: renewal of a %s subscription ending in %s days is due: %s',
    (state, days, due) => {
      expect(isRenewalDue(view(state, days), NOW)).toBe(due);
    },
  );

  it('spec §4: a cancelled subscription expires once its period ends, and only once', () => {
    expect(isExpiryDue(view('cancelled', 2), NOW)).toBe(false);
    expect(isExpiryDue(view('cancelled', -1), NOW)).toBe(true);
    expect(isExpiryDue(view('cancelled', null), NOW)).toBe(true);
    expect(isExpiryDue(view('cancelled', -1, true), NOW)).toBe(false);
    expect(isExpiryDue(view('active', -1), NOW)).toBe(false);
  });
});

describe('access and export from subscriptions (spec §3, §6)', () => {
  it.each([
    ['songstats', 'artist', true],
    ['songstats', 'label', true],
    ['songstats', 'creator', false],
    ['socialstats', 'creator', true],
    ['socialstats', 'artist', false],
  ] as const)('spec §6: a %s Professional plan covers a %s: %s', (product, type, covers) => {
    expect(proPlanCoversAccount(product, type)).toBe(covers);
  });

  it('spec §3 accessHash: direct, pro, both (any) or none per service', () => {
    expect(accessHashFromGrants([])).toEqual({
      songstats: 'none',
      radiostats: 'none',
      socialstats: 'none',
    });
    expect(accessHashFromGrants([{ productType: 'songstats', via: 'direct' }])).toEqual({
      songstats: 'direct',
      radiostats: 'none',
      socialstats: 'none',
    });
    expect(
      accessHashFromGrants([
        { productType: 'songstats_radiostats', via: 'direct' },
        { productType: 'songstats', via: 'pro' },
      ]),
    ).toEqual({ songstats: 'any', radiostats: 'direct', socialstats: 'none' });
    expect(
      accessHashFromGrants([
        { productType: 'songstats', via: 'pro' },
        { productType: 'songstats', via: 'pro' },
      ]).songstats,
    ).toBe('pro');
  });

  it('spec §6: export comes with the Professional plan or the bundle', () => {
    expect(canExportFromGrants([])).toBe(false);
    expect(canExportFromGrants([{ productType: 'songstats', via: 'direct' }])).toBe(false);
    expect(canExportFromGrants([{ productType: 'songstats', via: 'pro' }])).toBe(true);
    expect(canExportFromGrants([{ productType: 'songstats_radiostats', via: 'direct' }])).toBe(
      true,
    );
  });
});
