import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from './entities/subscription';
import {
  isSubscriptionEditable,
  isUpgradeAllowed,
  SUBSCRIPTION_ACTION_LABELS,
  subscriptionRowActions,
  subscriptionStatusText,
} from './subscription-rows';

type Row = Pick<
  SubscriptionRow,
  | 'state'
  | 'memberId'
  | 'isFree'
  | 'managementType'
  | 'platform'
  | 'productTypeInfo'
  | 'isActiveOrTrial'
>;

const MEMBER = 7;
const paid: Row = {
  state: 'active',
  memberId: MEMBER,
  isFree: false,
  managementType: 'primary',
  platform: 'web',
  productTypeInfo: { productType: 'songstats' },
  isActiveOrTrial: true,
};

describe('subscription rows (spec §4)', () => {
  it.each([
    [{ state: 'cancelled', cancelledSubscriptionDaysLeft: 12 }, '12 Days Left'],
    [{ state: 'cancelled', cancelledSubscriptionDaysLeft: 0 }, '0 Days Left'],
    [{ state: 'cancelled', cancelledSubscriptionDaysLeft: null }, 'Cancelled'],
    [{ state: 'trial', cancelledSubscriptionDaysLeft: null }, 'Trial'],
    [{ state: 'active', cancelledSubscriptionDaysLeft: null }, 'Active'],
    [{ state: 'declined', cancelledSubscriptionDaysLeft: null }, 'Declined'],
  ] as const)('spec §4: status of %j reads %s', (row, text) => {
    expect(subscriptionStatusText(row)).toBe(text);
  });

  it.each([
    ['a paid primary web plan', paid, true],
    ['a free plan', { ...paid, isFree: true }, false],
    ['a secondary management', { ...paid, managementType: 'secondary' }, false],
    ['an iOS purchase', { ...paid, platform: 'ios' }, false],
    ['a plan without management type', { ...paid, managementType: null }, true],
  ] as const)('spec §4: %s is editable: %s', (_label, row, expected) => {
    expect(isSubscriptionEditable(row)).toBe(expected);
  });

  it.each([
    ['an active editable plan', paid, 'web', true],
    ['a trial', { ...paid, state: 'trial' }, 'web', true],
    [
      'a bundle',
      { ...paid, productTypeInfo: { productType: 'songstats_radiostats' } },
      'web',
      false,
    ],
    ['a cancelled plan', { ...paid, state: 'cancelled', isActiveOrTrial: false }, 'web', false],
    ['a free plan', { ...paid, isFree: true }, 'web', false],
    ['a web plan seen from Android', paid, 'android', false],
  ] as const)('spec §4: upgrading %s on %s is allowed: %s', (_label, row, platform, expected) => {
    expect(isUpgradeAllowed(row, platform)).toBe(expected);
  });

  it.each([
    ['paid active', paid, ['cancel', 'edit', 'invoice'], null],
    ['paid trial', { ...paid, state: 'trial' }, ['cancel', 'edit', 'invoice'], null],
    ['paid declined', { ...paid, state: 'declined' }, ['edit', 'invoice'], null],
    ['paid cancelled', { ...paid, state: 'cancelled' }, ['resubscribe', 'edit', 'invoice'], null],
    ['free active', { ...paid, isFree: true }, ['delete', 'edit'], null],
    [
      'free cancelled',
      { ...paid, isFree: true, state: 'cancelled' },
      ['resubscribe', 'edit'],
      null,
    ],
    ['Android', { ...paid, platform: 'android' }, [], 'Manage on Android Device'],
    ['iOS', { ...paid, platform: 'ios' }, [], 'Manage on iOS Device'],
    ['secondary', { ...paid, managementType: 'secondary' }, [], 'View in Team Management'],
    ['another member’s', { ...paid, memberId: 99 }, [], 'View in Team Management'],
  ] as const)('spec §4: a %s row offers %j and says %s', (_label, row, actions, note) => {
    expect(subscriptionRowActions(row, MEMBER)).toEqual({ actions, note });
  });

  it('spec §4: a cancelled row offers Resubscribe', () => {
    const { actions } = subscriptionRowActions({ ...paid, state: 'cancelled' }, MEMBER);
    expect(actions.map((action) => SUBSCRIPTION_ACTION_LABELS[action])).toContain('Resubscribe');
  });
});
