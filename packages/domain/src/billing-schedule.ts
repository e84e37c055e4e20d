// spec §3, §4, §9 (decision 047): what a subscription choice charges when. One function answers
// it for the order summary (through the pending payment details), the server's subscribe calls
// (setup_payment, paypal/execute) and the tests, so the summary and the result agree.
import {
  type ChargeScheduleView,
  INTERVALS,
  type Interval,
  type PayableType,
  type ProductType,
  type SubscriptionState,
} from './entities/subscription';
import {
  addDays,
  addInterval,
  freeTrialDaysFor,
  hasSubscriptionAccess,
  isActiveOrTrial,
  isBundledProductType,
  subscriptionPriceCents,
} from './subscription-lifecycle';

/** How the member pays: a card (Stripe or the sandbox card) or the wallet (PayPal). */
export type BillingPayer = 'card' | 'paypal';

/** The member's subscription to the payable before this choice, as far as billing needs it. */
export interface BillingExisting {
  state: SubscriptionState;
  interval: Interval;
  productType: ProductType;
  priceCents: number;
  discountPercent: number;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  expiredAt?: Date | null;
  /** The card provider holds this subscription (its renewal can be restored or changed). */
  renewableByCard: boolean;
  paymentMethod: string | null;
}

export interface BillingChoice {
  payableType: PayableType;
  interval: Interval;
  isBundled: boolean;
  /** The coupon's percent when subscribing; a running subscription keeps its own. */
  couponPercent: number;
  payer: BillingPayer;
  existing: BillingExisting | null;
  /** The installation's trial length (spec §9: 7 days). */
  trialDays: number;
  now: Date;
}

export interface BillingSchedule {
  /** 'start': a new provider subscription; 'keep': the running (or cancelled, in period) one. */
  kind: 'start' | 'keep';
  /** The state of the subscription that results. */
  state: 'trial' | 'active';
  /** Trial days this choice starts (0 when it starts none). */
  trialDays: number;
  /** Charged at once, in euro cents. */
  dueTodayCents: number;
  /** When the free days end (null without a trial). */
  trialEnd: Date | null;
  /** The end of the current (trial or paid) period: when the next charge is due. */
  nextBillingDate: Date;
  /** The price of one period from then on, in euro cents. */
  nextAmountCents: number;
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

/** Moving a wallet period to a card credits its unused part on the card's first charge. */
export function walletCreditCents(existing: BillingExisting, now: Date): number {
  if (existing.paymentMethod !== 'paypal' || !hasSubscriptionAccess(existing, now)) return 0;
  return unusedPeriodCreditCents({
    priceCents: existing.priceCents,
    interval: existing.interval,
    periodEnd: existing.currentPeriodEnd,
    now,
  });
}

/**
 * What the choice charges when. The card keeps a running (or cancelled, still in period)
 * subscription of its own provider: a change of interval or bundle outside the trial is prorated
 * at once, else nothing is due before the period ends. Otherwise a new subscription starts, with
 * the trial once per payable. The wallet pays one period up front; trial days the member is due
 * are added before that period (docs/payments.md), so its trial costs the price today.
 */
export function billingSchedule(choice: BillingChoice): BillingSchedule {
  const { existing, now } = choice;
  // A running subscription kept or replaced by card keeps its price; the wallet's order is
  // priced with the coupon of the choice.
  const running = existing !== null && isActiveOrTrial(existing.state);
  const percent =
    running && choice.payer === 'card' ? existing.discountPercent : choice.couponPercent;
  const priceCents = subscriptionPriceCents(
    choice.payableType,
    choice.interval,
    choice.isBundled,
    percent,
  );
  const inPeriod = existing !== null && hasSubscriptionAccess(existing, now);

  if (choice.payer === 'card' && existing && existing.renewableByCard && inPeriod) {
    const changed =
      existing.interval !== choice.interval ||
      isBundledProductType(existing.productType) !== choice.isBundled;
    const periodEnd = existing.currentPeriodEnd ?? now;
    if (changed && existing.state !== 'trial') {
      const credit = unusedPeriodCreditCents({
        priceCents: existing.priceCents,
        interval: existing.interval,
        periodEnd: existing.currentPeriodEnd,
        now,
      });
      const samePeriod = existing.interval === choice.interval && periodEnd > now;
      const end = samePeriod ? periodEnd : addInterval(now, choice.interval);
      const newPart = samePeriod
        ? unusedPeriodCreditCents({
            priceCents,
            interval: choice.interval,
            periodEnd: end,
            now,
          })
        : priceCents;
      const due = Math.max(newPart - credit, 0);
      const trialRunning = existing.trialEnd !== null && existing.trialEnd > now && due === 0;
      return {
        kind: 'keep',
        state: trialRunning ? 'trial' : 'active',
        trialDays: 0,
        dueTodayCents: due,
        trialEnd: existing.trialEnd,
        nextBillingDate: end,
        nextAmountCents: priceCents,
      };
    }
    const trialRunning = existing.trialEnd !== null && existing.trialEnd > now;
    return {
      kind: 'keep',
      state: trialRunning ? 'trial' : 'active',
      trialDays: 0,
      dueTodayCents: 0,
      trialEnd: existing.trialEnd,
      nextBillingDate: periodEnd,
      nextAmountCents: priceCents,
    };
  }

  const trialDays = freeTrialDaysFor(existing !== null, choice.trialDays);
  if (choice.payer === 'paypal') {
    const paidFrom = addDays(now, trialDays);
    return {
      kind: 'start',
      state: 'active',
      trialDays,
      dueTodayCents: priceCents,
      trialEnd: trialDays > 0 ? paidFrom : null,
      nextBillingDate: addInterval(paidFrom, choice.interval),
      nextAmountCents: priceCents,
    };
  }
  if (trialDays > 0) {
    const trialEnd = addDays(now, trialDays);
    return {
      kind: 'start',
      state: 'trial',
      trialDays,
      dueTodayCents: 0,
      trialEnd,
      nextBillingDate: trialEnd,
      nextAmountCents: priceCents,
    };
  }
  const credit = existing ? walletCreditCents(existing, now) : 0;
  return {
    kind: 'start',
    state: 'active',
    trialDays: 0,
    dueTodayCents: Math.max(priceCents - credit, 0),
    trialEnd: null,
    nextBillingDate: addInterval(now, choice.interval),
    nextAmountCents: priceCents,
  };
}

/**
 * Every choice's charges for the pending payment details: card and PayPal, each interval, the
 * plan alone and (where offered) the bundle. Amounts in euro, dates as ISO strings.
 */
export function chargeScheduleViews(
  input: Omit<BillingChoice, 'payer' | 'interval' | 'isBundled'> & { offersBundle: boolean },
): ChargeScheduleView[] {
  const { offersBundle, ...common } = input;
  const payers: BillingPayer[] = ['card', 'paypal'];
  return payers.flatMap((paidBy) =>
    INTERVALS.flatMap((interval) =>
      (offersBundle ? [false, true] : [false]).map((isBundled) => {
        const schedule = billingSchedule({ ...common, payer: paidBy, interval, isBundled });
        return {
          paidBy,
          interval,
          isBundled,
          state: schedule.state,
          freeTrialDays: schedule.trialDays,
          dueToday: schedule.dueTodayCents / 100,
          trialEnd: schedule.trialEnd?.toISOString() ?? null,
          nextBillingDate: schedule.nextBillingDate.toISOString(),
          nextAmount: schedule.nextAmountCents / 100,
        };
      }),
    ),
  );
}
