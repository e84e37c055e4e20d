import type { PendingPaymentDetailsResponse } from '@songstats/contract';
import type { CouponRow, PaymentCardRecord, SubscriptionRecord } from '@songstats/db';
import {
  type BillingExisting,
  chargeScheduleViews,
  DAY_MS,
  INTERVALS,
  type Interval,
  isActiveOrTrial,
  isBundledProductType,
  isCancelledOrDeclined,
  productTypeFor,
  subscriptionPriceCents,
  type VariantId,
} from '@songstats/domain';
import type { Payable } from './resolve-payable';

const euros = (cents: number) => cents / 100;

/** A stored subscription as the billing schedule reads it; `cardProvider` renews by card. */
export function billingExistingOf(
  existing: SubscriptionRecord,
  cardProvider: string,
): BillingExisting {
  return {
    state: existing.state,
    interval: existing.interval,
    productType: existing.productType,
    priceCents: existing.priceCents,
    discountPercent: existing.discountPercent,
    trialEnd: existing.trialEnd,
    currentPeriodEnd: existing.currentPeriodEnd,
    expiredAt: existing.expiredAt,
    renewableByCard: existing.provider === cardProvider && existing.providerSubscriptionId !== null,
    paymentMethod: existing.paymentMethod,
  };
}

/**
 * spec §3 "Pending payment details" of a payable for one member. Prices are spec §9's (from
 * packages/domain); discountPercent is the coupon's; setupFee is always 0 (the spec has none).
 * The bundle is offered on the music products only (spec §3: songstats_radiostats).
 */
export function pendingPaymentDetails(input: {
  payable: Payable;
  existing: SubscriptionRecord | null;
  coupon: CouponRow | null;
  card: PaymentCardRecord | null;
  variant: VariantId;
  trialDays: number;
  didSubscribe: boolean;
  /** The card provider's name (a subscription it holds is kept, not started again). */
  cardProvider: string;
  now: Date;
}): PendingPaymentDetailsResponse {
  const { payable, existing, coupon, now } = input;
  const percent = coupon?.discountPercent ?? 0;
  const offersBundle = input.variant !== 'social' && payable.accountType !== 'creator';
  const quote = (interval: Interval, bundled: boolean) => ({
    totalPrice: euros(subscriptionPriceCents(payable.payableType, interval, bundled, percent)),
    setupFee: 0,
    discountPercent: percent,
  });
  const pricing = Object.fromEntries(
    INTERVALS.map((interval) => [
      interval,
      { base: quote(interval, false), bundled: offersBundle ? quote(interval, true) : null },
    ]),
  ) as PendingPaymentDetailsResponse['pricing'];

  const running = existing ? isActiveOrTrial(existing.state) : false;
  const billingExisting = existing && billingExistingOf(existing, input.cardProvider);
  // Every choice of the summary, computed as setup_payment and paypal/execute compute it.
  const charges = chargeScheduleViews({
    payableType: payable.payableType,
    couponPercent: percent,
    existing: billingExisting,
    trialDays: input.trialDays,
    now,
    offersBundle,
  });
  const defaultInterval = existing?.interval ?? 'monthly';
  const defaultBundled = existing ? isBundledProductType(existing.productType) : false;
  const defaultCharge =
    charges.find(
      (charge) =>
        charge.paidBy === 'card' &&
        charge.interval === defaultInterval &&
        charge.isBundled === (defaultBundled && offersBundle),
    ) ?? charges[0]!;
  // The trial days of the default choice: those left of a running (or cancelled, resumable)
  // trial, else those a new subscription starts.
  const freeTrialDaysLeft =
    defaultCharge.state === 'trial' && defaultCharge.trialEnd
      ? Math.max(0, Math.ceil((Date.parse(defaultCharge.trialEnd) - now.getTime()) / DAY_MS))
      : defaultCharge.freeTrialDays;

  return {
    pricing,
    defaultSettings: existing
      ? {
          interval: existing.interval,
          isBundled: isBundledProductType(existing.productType),
          paidBy: existing.paymentMethod,
        }
      : { interval: 'monthly', isBundled: false, paidBy: input.card ? 'card' : null },
    freeTrialDaysLeft,
    trialEnd: defaultCharge.trialEnd,
    nextBillingDate: defaultCharge.nextBillingDate,
    charges,
    coupon: coupon ? { code: coupon.code, discount: percent, isVisible: coupon.isVisible } : null,
    allowCouponInput: !running,
    paypalEmail: existing?.walletEmail ?? null,
    isTrial: existing?.state === 'trial',
    paymentId: existing?.id ?? null,
    isFree: existing?.isFree ?? false,
    isCancelledOrDeclined: existing ? isCancelledOrDeclined(existing.state) : false,
    isActiveOrTrial: running,
    productType: existing?.productType ?? productTypeFor(input.variant, false),
    didSubscribe: input.didSubscribe,
  };
}
