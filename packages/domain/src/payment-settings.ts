// spec §4: the payment step's derived state: settings changed, the wallet option, the coupon
// input, the promo section and the payment button's label.
import type { DefaultSettings, Interval, PaymentMethod } from './entities/subscription';
import { TEXTS } from './texts';

export interface ChosenSettings {
  interval: Interval;
  isBundled: boolean;
}

export interface SettingsChanged {
  intervalChanged: boolean;
  bundlingChanged: boolean;
  anyChanged: boolean;
}

/** spec §4 "Settings changed flags": the interval or the bundling differs from the defaults. */
export function settingsChanged(
  chosen: ChosenSettings,
  defaults: Pick<DefaultSettings, 'interval' | 'isBundled'>,
): SettingsChanged {
  const intervalChanged = chosen.interval !== defaults.interval;
  const bundlingChanged = chosen.isBundled !== defaults.isBundled;
  return { intervalChanged, bundlingChanged, anyChanged: intervalChanged || bundlingChanged };
}

/** The payment method of the wallet provider. */
export const WALLET_PAYMENT_METHOD: PaymentMethod = 'paypal';

/**
 * spec §4: the wallet option is disabled when the subscription is not cancelled or declined,
 * nothing changed, and the current payer is that wallet (paying again with it would be a no-op).
 */
export function isWalletOptionDisabled(input: {
  isCancelledOrDeclined: boolean;
  anyChanged: boolean;
  paidBy: PaymentMethod | null;
}): boolean {
  return (
    !input.isCancelledOrDeclined && !input.anyChanged && input.paidBy === WALLET_PAYMENT_METHOD
  );
}

/** spec §4: the coupon input shows when allowed and the plan has no discount of its own. */
export function isCouponInputVisible(input: {
  allowCouponInput: boolean;
  discountPercent: number;
  /** spec §4: edit mode hides the coupon input. */
  hiddenByModal?: boolean;
}): boolean {
  return input.allowCouponInput && input.discountPercent <= 0 && !input.hiddenByModal;
}

/** spec §4: the promo section shows if a coupon input, trial days or a discount exists. */
export function isPromoSectionVisible(input: {
  couponInputVisible: boolean;
  freeTrialDaysLeft: number;
  discountPercent: number;
}): boolean {
  return input.couponInputVisible || input.freeTrialDaysLeft > 0 || input.discountPercent > 0;
}

export type PaymentButtonLabel =
  | typeof TEXTS.subscription.resubscribe
  | typeof TEXTS.subscription.confirm
  | typeof TEXTS.subscription.upgrade
  | typeof TEXTS.subscription.update
  | typeof TEXTS.subscription.startFreeTrial;

/**
 * spec §4: the payment button reads Resubscribe, Confirm, Upgrade, Update or Start Free Trial.
 * The spec names the labels; the mapping is ours: a cancelled or declined subscription is
 * resubscribed; a running one is upgraded when it gains the bundle or the yearly interval,
 * otherwise updated; a new one starts its free trial if it has trial days and nothing is charged
 * today, else is confirmed (PayPal takes the first period on approval, its trial week before it:
 * decision 047, so its button does not promise a free start).
 */
export function paymentButtonLabel(input: {
  isCancelledOrDeclined: boolean;
  isActiveOrTrial: boolean;
  freeTrialDaysLeft: number;
  chosen: ChosenSettings;
  defaults: Pick<DefaultSettings, 'interval' | 'isBundled'>;
  /** The chosen way to pay charges the price today (the PayPal wallet). */
  chargesToday?: boolean;
}): PaymentButtonLabel {
  if (input.isCancelledOrDeclined) return TEXTS.subscription.resubscribe;
  if (input.isActiveOrTrial) {
    const gainsBundle = input.chosen.isBundled && !input.defaults.isBundled;
    const gainsYearly = input.chosen.interval === 'yearly' && input.defaults.interval !== 'yearly';
    return gainsBundle || gainsYearly ? TEXTS.subscription.upgrade : TEXTS.subscription.update;
  }
  if (input.freeTrialDaysLeft > 0 && !input.chargesToday) return TEXTS.subscription.startFreeTrial;
  return TEXTS.subscription.confirm;
}
