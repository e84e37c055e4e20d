import type { PendingPaymentDetailsResponse } from '@songstats/contract';
import type { CouponRow, PaymentCardRecord, SubscriptionRecord } from '@songstats/db';
import {
  addDays,
  DAY_MS,
  freeTrialDaysFor,
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
  const inTrial = existing?.state === 'trial' && existing.trialEnd !== null;
  const trialDaysLeft =
    inTrial && existing?.trialEnd
      ? Math.max(0, Math.ceil((existing.trialEnd.getTime() - now.getTime()) / DAY_MS))
      : 0;
  const freeTrialDaysLeft = existing ? trialDaysLeft : freeTrialDaysFor(false, input.trialDays);
  const newTrialEnd = !existing && freeTrialDaysLeft > 0 ? addDays(now, freeTrialDaysLeft) : null;
  const trialEnd = inTrial ? existing!.trialEnd : newTrialEnd;
  const nextBillingDate = running ? existing!.currentPeriodEnd : (newTrialEnd ?? now);

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
    trialEnd: trialEnd?.toISOString() ?? null,
    nextBillingDate: nextBillingDate?.toISOString() ?? null,
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
