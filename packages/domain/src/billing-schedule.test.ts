import { describe, expect, it } from 'vitest';
import {
  type BillingExisting,
  billingSchedule,
  chargeScheduleViews,
  periodStartOf,
  unusedPeriodCreditCents,
  walletCreditCents,
} from './billing-schedule';
import { subscriptionPriceCents } from './subscription-lifecycle';

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

describe('the period arithmetic behind a plan change', () => {
  it('starts a period one interval before its end, on the month end when the day is missing', () => {
    expect(periodStartOf(day('2027-01-02'), 'monthly')).toEqual(day('2026-12-02'));
    expect(periodStartOf(day('2027-03-31'), 'monthly')).toEqual(day('2027-02-28'));
    expect(periodStartOf(day('2027-12-02'), 'yearly')).toEqual(day('2026-12-02'));
  });

  it('credits the unused part of a paid period by time, whole before it starts, none after', () => {
    const periodEnd = day('2026-12-10');
    const input = { priceCents: 3000, interval: 'monthly' as const, periodEnd };
    // 15 of the period's 30 days (10 Nov to 10 Dec) are left.
    expect(unusedPeriodCreditCents({ ...input, now: day('2026-11-25') })).toBe(1500);
    expect(unusedPeriodCreditCents({ ...input, now: day('2026-11-01') })).toBe(3000);
    expect(unusedPeriodCreditCents({ ...input, now: day('2026-12-11') })).toBe(0);
    expect(unusedPeriodCreditCents({ ...input, periodEnd: null, now })).toBe(0);
    expect(unusedPeriodCreditCents({ ...input, priceCents: 0, now })).toBe(0);
  });

  it("credits a wallet period's unused part when it moves to a card, nothing for a card's", () => {
    const wallet: BillingExisting = {
      ...cancelledTrial,
      state: 'active',
      priceCents: 3000,
      trialEnd: null,
      currentPeriodEnd: day('2026-12-10'),
      paymentMethod: 'paypal',
      renewableByCard: false,
    };
    expect(walletCreditCents(wallet, now)).toBe(1500);
    expect(walletCreditCents({ ...wallet, paymentMethod: 'card' }, now)).toBe(0);
    // A card resubscribe after it starts anew, today's price less the credit.
    const schedule = billingSchedule({ ...choice, payer: 'card', existing: wallet });
    expect(schedule).toMatchObject({ kind: 'start', state: 'active', trialDays: 0 });
    expect(schedule.dueTodayCents).toBe(Math.max(1199 - 1500, 0));
  });
});

describe('a running card subscription', () => {
  const active: BillingExisting = {
    ...cancelledTrial,
    state: 'active',
    trialEnd: null,
    currentPeriodEnd: day('2026-12-10'),
  };

  it('keeps its period and charges nothing when the choice is the same', () => {
    expect(billingSchedule({ ...choice, payer: 'card', existing: active })).toEqual({
      kind: 'keep',
      state: 'active',
      trialDays: 0,
      dueTodayCents: 0,
      trialEnd: null,
      nextBillingDate: day('2026-12-10'),
      nextAmountCents: 1199,
    });
  });

  it('prorates a move to the bundle in the same period: the new part less the unused credit', () => {
    const bundled = subscriptionPriceCents('UArtist', 'monthly', true);
    const schedule = billingSchedule({
      ...choice,
      isBundled: true,
      payer: 'card',
      existing: active,
    });
    expect(schedule).toMatchObject({
      kind: 'keep',
      state: 'active',
      nextBillingDate: day('2026-12-10'),
      nextAmountCents: bundled,
    });
    expect(schedule.dueTodayCents).toBe(Math.round(bundled / 2) - Math.round(1199 / 2));
  });

  it('starts a new period at once on a change of interval, the unused month credited', () => {
    const yearly = subscriptionPriceCents('UArtist', 'yearly', false);
    const schedule = billingSchedule({
      ...choice,
      interval: 'yearly',
      payer: 'card',
      existing: active,
    });
    expect(schedule).toMatchObject({
      kind: 'keep',
      state: 'active',
      dueTodayCents: yearly - Math.round(1199 / 2),
      nextBillingDate: day('2027-11-25'),
      nextAmountCents: yearly,
    });
  });
});

describe('chargeScheduleViews', () => {
  it('gives every payer, interval and (where offered) bundle its charges, in euro and ISO dates', () => {
    const {
      payer: _payer,
      interval: _interval,
      isBundled: _isBundled,
      ...common
    } = {
      ...choice,
      payer: 'card' as const,
      existing: null,
    };
    const views = chargeScheduleViews({ ...common, offersBundle: true });
    expect(views).toHaveLength(8);
    expect(chargeScheduleViews({ ...common, offersBundle: false })).toHaveLength(4);
    expect(
      views.find(
        (view) => view.paidBy === 'card' && view.interval === 'monthly' && !view.isBundled,
      ),
    ).toEqual({
      paidBy: 'card',
      interval: 'monthly',
      isBundled: false,
      state: 'trial',
      freeTrialDays: 7,
      dueToday: 0,
      trialEnd: day('2026-12-02').toISOString(),
      nextBillingDate: day('2026-12-02').toISOString(),
      nextAmount: 11.99,
    });
    expect(
      views.find(
        (view) => view.paidBy === 'paypal' && view.interval === 'monthly' && !view.isBundled,
      )?.dueToday,
    ).toBe(11.99);
  });
});
