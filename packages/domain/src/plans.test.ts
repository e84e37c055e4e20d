import { describe, expect, it } from 'vitest';
import {
  bundleDiscountPercent,
  CURRENCY,
  DEFAULT_TRIAL_DAYS,
  discountPercent,
  formatPrice,
  intervalLabel,
  PRICES,
  planPrice,
  playlistCheckMonthlyQuota,
  trialText,
} from './plans';

describe('plans and prices (spec §9)', () => {
  it.each([
    ['artist', 'monthly', 11.99, 19.99, 23.98],
    ['artist', 'yearly', 119.99, 199.99, 239.98],
    ['label', 'monthly', 19.99, 34.99, 39.98],
    ['label', 'yearly', 199.99, 349.99, 399.98],
    ['pro', 'monthly', 99.99, 174.99, 199.99],
    ['pro', 'yearly', 999.99, 1749.98, 1999.98],
  ] as const)(
    'spec §9: %s %s costs %s, bundled %s, separately %s',
    (kind, interval, base, bundled, separately) => {
      expect(PRICES[kind][interval]).toEqual({ base, bundled, separately });
      expect(planPrice(kind, interval, false)).toBe(base);
      expect(planPrice(kind, interval, true)).toBe(bundled);
    },
  );

  it('spec §9: enterprise is custom-priced (no price)', () => {
    expect(planPrice('enterprise', 'monthly', false)).toBeNull();
    expect(planPrice('enterprise', 'yearly', true)).toBeNull();
  });

  it.each([
    [23.98, 19.99, 17],
    [143.88, 119.99, 17],
    [100, 75, 25],
    [100, 66.5, 34],
    [100, 100, 0],
    [100, 120, 0],
    [0, 10, 0],
  ])('spec §9: from %s to %s is a rounded %s%% discount', (original, price, percent) => {
    expect(discountPercent(original, price)).toBe(percent);
  });

  it.each([
    ['artist', 'monthly', 17],
    ['label', 'monthly', 12],
    ['pro', 'yearly', 13],
  ] as const)('spec §9: the %s %s bundle saves %s%%', (kind, interval, percent) => {
    expect(bundleDiscountPercent(kind, interval)).toBe(percent);
  });

  it.each([
    ['monthly', 'Monthly'],
    ['yearly', 'Yearly (Save 2 Months)'],
  ] as const)('spec §9: the %s interval reads %s', (interval, label) => {
    expect(intervalLabel(interval)).toBe(label);
  });

  it.each([
    [undefined, '1 WEEK FREE'],
    [null, '1 WEEK FREE'],
    [7, '1 WEEK FREE'],
    [14, '14 DAYS FREE'],
    [3, '3 DAYS FREE'],
    [0, null],
  ])('spec §9: a trial of %s days reads %s', (days, text) => {
    expect(trialText(days)).toBe(text);
  });

  it('spec §9: the default trial length is 7 days and the currency EUR', () => {
    expect(DEFAULT_TRIAL_DAYS).toBe(7);
    expect(CURRENCY).toBe('EUR');
    expect(formatPrice(11.99)).toBe('€11.99');
    expect(formatPrice(5)).toBe('€5.00');
  });

  it.each([
    ['artist', false, 100],
    ['artist', true, 250],
    ['label', false, 200],
    ['label', true, 500],
    ['pro', false, 800],
    ['pro', true, 2000],
  ] as const)(
    'spec §9: the %s plan (bundled %s) checks %s playlists a month',
    (kind, bundled, quota) => {
      expect(playlistCheckMonthlyQuota(kind, bundled)).toBe(quota);
    },
  );
});
