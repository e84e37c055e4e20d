import { describe, expect, it } from 'vitest';
import {
  isCouponInputVisible,
  isPromoSectionVisible,
  isWalletOptionDisabled,
  paymentButtonLabel,
  settingsChanged,
} from './payment-settings';

const defaults = { interval: 'monthly', isBundled: false } as const;

describe('payment step (spec §4)', () => {
  it.each([
    [{ interval: 'monthly', isBundled: false }, false, false],
    [{ interval: 'yearly', isBundled: false }, true, false],
    [{ interval: 'monthly', isBundled: true }, false, true],
    [{ interval: 'yearly', isBundled: true }, true, true],
  ] as const)(
    'spec §4: choosing %j changes interval %s, bundling %s',
    (chosen, interval, bundling) => {
      expect(settingsChanged(chosen, defaults)).toEqual({
        intervalChanged: interval,
        bundlingChanged: bundling,
        anyChanged: interval || bundling,
      });
    },
  );

  it.each([
    [false, false, 'paypal', true],
    [true, false, 'paypal', false],
    [false, true, 'paypal', false],
    [false, false, 'card', false],
    [false, false, null, false],
  ] as const)(
    'spec §4: cancelled %s, changed %s, paid by %s: wallet disabled %s',
    (cancelled, changed, paidBy, expected) => {
      expect(
        isWalletOptionDisabled({ isCancelledOrDeclined: cancelled, anyChanged: changed, paidBy }),
      ).toBe(expected);
    },
  );

  it.each([
    [true, 0, false, true],
    [true, 17, false, false],
    [false, 0, false, false],
    [true, 0, true, false],
  ])(
    'spec §4: coupon allowed %s, discount %s, hidden by edit mode %s: input shows %s',
    (allowCouponInput, discountPercent, hiddenByModal, expected) => {
      expect(isCouponInputVisible({ allowCouponInput, discountPercent, hiddenByModal })).toBe(
        expected,
      );
    },
  );

  it.each([
    [true, 0, 0, true],
    [false, 7, 0, true],
    [false, 0, 17, true],
    [false, 0, 0, false],
  ])(
    'spec §4: coupon input %s, trial days %s, discount %s: promo section shows %s',
    (couponInputVisible, freeTrialDaysLeft, discountPercent, expected) => {
      expect(
        isPromoSectionVisible({ couponInputVisible, freeTrialDaysLeft, discountPercent }),
      ).toBe(expected);
    },
  );

  it.each([
    [
      'cancelled',
      { isCancelledOrDeclined: true, isActiveOrTrial: false, freeTrialDaysLeft: 7 },
      defaults,
      'Resubscribe',
    ],
    [
      'new with trial',
      { isCancelledOrDeclined: false, isActiveOrTrial: false, freeTrialDaysLeft: 7 },
      defaults,
      'Start Free Trial',
    ],
    [
      'new without trial',
      { isCancelledOrDeclined: false, isActiveOrTrial: false, freeTrialDaysLeft: 0 },
      defaults,
      'Confirm',
    ],
    [
      'active gaining the bundle',
      { isCancelledOrDeclined: false, isActiveOrTrial: true, freeTrialDaysLeft: 0 },
      { interval: 'monthly', isBundled: true },
      'Upgrade',
    ],
    [
      'active going yearly',
      { isCancelledOrDeclined: false, isActiveOrTrial: true, freeTrialDaysLeft: 0 },
      { interval: 'yearly', isBundled: false },
      'Upgrade',
    ],
    [
      'active unchanged',
      { isCancelledOrDeclined: false, isActiveOrTrial: true, freeTrialDaysLeft: 0 },
      defaults,
      'Update',
    ],
  ] as const)(
    'spec §4: the payment button of a %s subscription reads %s',
    (_label, state, chosen, label) => {
      expect(paymentButtonLabel({ ...state, chosen, defaults })).toBe(label);
    },
  );

  it('spec §4: an active bundle going back to monthly is an Update, not an Upgrade', () => {
    expect(
      paymentButtonLabel({
        isCancelledOrDeclined: false,
        isActiveOrTrial: true,
        freeTrialDaysLeft: 0,
        chosen: { interval: 'monthly', isBundled: true },
        defaults: { interval: 'yearly', isBundled: true },
      }),
    ).toBe('Update');
  });

  it('decision 047: a trial paid with PayPal, which charges today, is a Confirm, not a free start', () => {
    const trial = {
      isCancelledOrDeclined: false,
      isActiveOrTrial: false,
      freeTrialDaysLeft: 7,
      chosen: defaults,
      defaults,
    };
    expect(paymentButtonLabel(trial)).toBe('Start Free Trial');
    expect(paymentButtonLabel({ ...trial, chargesToday: true })).toBe('Confirm');
  });
});
