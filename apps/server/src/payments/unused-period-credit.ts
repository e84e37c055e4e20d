import type { Interval } from '@songstats/domain';

/** The start of the period of one interval that ends at `end` (calendar months, in UTC). */
export function periodStartOf(end: Date, interval: Interval): Date {
  const start = new Date(end.getTime());
  const day = start.getUTCDate();
  start.setUTCDate(1);
  if (interval === 'monthly') start.setUTCMonth(start.getUTCMonth() - 1);
  else start.setUTCFullYear(start.getUTCFullYear() - 1);
  const lastDay = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0),
  ).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start;
}

/**
 * The part of a paid period not used yet, in cents: what a plan change credits (Stripe's
 * proration, by time). The period is the interval before `periodEnd`; days before it starts
 * (trial days added in front of a wallet payment) leave the whole price unused.
 */
export function unusedPeriodCreditCents(input: {
  priceCents: number;
  interval: Interval;
  periodEnd: Date | null;
  now: Date;
}): number {
  if (!input.periodEnd || input.priceCents <= 0) return 0;
  const end = input.periodEnd.getTime();
  const start = periodStartOf(input.periodEnd, input.interval).getTime();
  const unused = Math.min(Math.max((end - input.now.getTime()) / (end - start), 0), 1);
  return Math.round(input.priceCents * unused);
}
