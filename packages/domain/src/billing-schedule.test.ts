import { describe, expect, it } from 'vitest';
import { type BillingExisting, billingSchedule } from './billing-schedule';

// Issue 30's mismatches, on its own dates (today 25 Nov 2026, a 7-day trial).
const now = new Date('2026-11-25T10:00:00Z');
const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const choice = {
  payableType: 'UArtist' as const,
  interval: 'monthly' as const,
  isBundled: false,
  couponPercent: 0,
  trialDays: 7,
  now,
};
const cancelledTrial: BillingExisting = {
  state: 'cancelled',
  interval: 'monthly',
  productType: 'songstats',
  priceCents: 1199,
  discountPercent: 0,
  trialEnd: day('2026-12-02'),
  currentPeriodEnd: day('2026-12-02'),
  renewableByCard: true,
  paymentMethod: 'card',
};

describe('billingSchedule (decision 047)', () => {
  it('a new card trial: nothing today, billed when the trial ends', () => {
    expect(billingSchedule({ ...choice, payer: 'card', existing: null })).toEqual({
      kind: 'start',
      state: 'trial',
      trialDays: 7,
      dueTodayCents: 0,
      trialEnd: day('2026-12-02'),
      nextBillingDate: day('2026-12-02'),
      nextAmountCents: 1199,
    });
  });

  it('PayPal: one period today, the trial week before it, next billing 2 Jan 2027', () => {
    expect(billingSchedule({ ...choice, payer: 'paypal', existing: null })).toMatchObject({
      state: 'active',
      dueTodayCents: 1199,
      trialEnd: day('2026-12-02'),
      nextBillingDate: day('2027-01-02'),
    });
  });

  it('resubscribing inside a cancelled trial keeps the trial until 2 Dec 2026', () => {
    expect(billingSchedule({ ...choice, payer: 'card', existing: cancelledTrial })).toMatchObject({
      kind: 'keep',
      state: 'trial',
      dueTodayCents: 0,
      nextBillingDate: day('2026-12-02'),
    });
  });

  it('after the trial ended, a resubscribe bills today with no second trial', () => {
    const ended = { ...cancelledTrial, expiredAt: day('2026-12-02') };
    const later = day('2026-12-10');
    expect(
      billingSchedule({ ...choice, now: later, payer: 'card', existing: ended }),
    ).toMatchObject({
      kind: 'start',
      state: 'active',
      trialDays: 0,
      dueTodayCents: 1199,
      trialEnd: null,
      nextBillingDate: day('2027-01-10'),
    });
  });

  it('a running subscription keeps its discount; a coupon applies to a new one', () => {
    const running = { ...cancelledTrial, state: 'active' as const, discountPercent: 50 };
    expect(
      billingSchedule({ ...choice, couponPercent: 20, payer: 'card', existing: running })
        .nextAmountCents,
    ).toBe(600);
    expect(
      billingSchedule({ ...choice, couponPercent: 20, payer: 'card', existing: null })
        .nextAmountCents,
    ).toBe(959);
  });
});
