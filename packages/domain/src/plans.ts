// spec §9: plans, prices (euro), intervals, trial text and the playlist-checking quotas.
import type { Interval } from './entities/subscription';
import { TEXTS, trialDaysText } from './texts';

export const PLAN_KINDS = ['artist', 'label', 'pro', 'enterprise'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export type PricedPlanKind = Exclude<PlanKind, 'enterprise'>;

/** spec §9: the wallet integration charges in euro. */
export const CURRENCY = 'EUR';

export interface PlanPrices {
  /** The plan alone. */
  base: number;
  /** The plan bundled with the sister product. */
  bundled: number;
  /** The plan and the sister product bought separately (the struck-through price). */
  separately: number;
}

/** spec §9 price table. The enterprise plan is custom-priced (request access). */
export const PRICES: Readonly<Record<PricedPlanKind, Readonly<Record<Interval, PlanPrices>>>> = {
  artist: {
    monthly: { base: 11.99, bundled: 19.99, separately: 23.98 },
    yearly: { base: 119.99, bundled: 199.99, separately: 239.98 },
  },
  label: {
    monthly: { base: 19.99, bundled: 34.99, separately: 39.98 },
    yearly: { base: 199.99, bundled: 349.99, separately: 399.98 },
  },
  pro: {
    monthly: { base: 99.99, bundled: 174.99, separately: 199.99 },
    yearly: { base: 999.99, bundled: 1749.98, separately: 1999.98 },
  },
};

export function isPricedPlan(kind: PlanKind): kind is PricedPlanKind {
  return kind !== 'enterprise';
}

/** The price of a plan, or null for the custom-priced enterprise plan. */
export function planPrice(kind: PlanKind, interval: Interval, isBundled: boolean): number | null {
  if (!isPricedPlan(kind)) return null;
  const prices = PRICES[kind][interval];
  return isBundled ? prices.bundled : prices.base;
}

/** spec §9: the discount is shown as a rounded percent of the original price. */
export function discountPercent(originalPrice: number, price: number): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** The saving of a bundle against buying both products separately. */
export function bundleDiscountPercent(kind: PricedPlanKind, interval: Interval): number {
  const prices = PRICES[kind][interval];
  return discountPercent(prices.separately, prices.bundled);
}

/** spec §9 intervals: 'Monthly' and 'Yearly (Save 2 Months)'. */
export function intervalLabel(interval: Interval): string {
  return TEXTS.intervals[interval];
}

/** spec §9: the trial-length state defaults to 7 days. */
export const DEFAULT_TRIAL_DAYS = 7;

/** spec §9: '1 WEEK FREE' by default (7 days), otherwise '{n} DAYS FREE'; no text without trial. */
export function trialText(days: number | null | undefined = DEFAULT_TRIAL_DAYS): string | null {
  const length = days ?? DEFAULT_TRIAL_DAYS;
  if (length <= 0) return null;
  return length === DEFAULT_TRIAL_DAYS ? TEXTS.trialWeek : trialDaysText(length);
}

/** spec §9: monthly playlist-check quotas, plan alone and bundled. */
export const PLAYLIST_CHECK_QUOTAS: Readonly<
  Record<PricedPlanKind, { base: number; bundled: number }>
> = {
  artist: { base: 100, bundled: 250 },
  label: { base: 200, bundled: 500 },
  pro: { base: 800, bundled: 2000 },
};

export function playlistCheckMonthlyQuota(kind: PricedPlanKind, isBundled: boolean): number {
  const quota = PLAYLIST_CHECK_QUOTAS[kind];
  return isBundled ? quota.bundled : quota.base;
}

/** A price in euro as shown on plan cards: '€11.99'. */
export function formatPrice(amount: number): string {
  return `€${amount.toFixed(2)}`;
}
