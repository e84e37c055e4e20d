import { describe, expect, it } from 'vitest';
import { lockedTabPrompt, showsPricingButton } from './locked-tab';

describe('locked tabs and the pricing button (spec §2)', () => {
  it.each([
    [true, true, "You've found a Premium Feature!", ['upgrade']],
    [true, false, "You've found a Premium Feature!", []],
    [false, true, "You've discovered Radiostats!", ['upgrade', 'subscribe']],
    [false, false, "You've discovered Radiostats!", ['subscribe']],
  ])(
    'spec §2: has the product %s, upgradable %s: %s with %j',
    (hasProduct, isUpgradable, title, actions) => {
      expect(lockedTabPrompt({ hasProduct, isUpgradable, product: 'Radiostats' })).toEqual({
        title,
        actions,
      });
    },
  );

  it.each([
    [false, false, true],
    [false, true, true],
    [true, false, true],
    [true, true, false],
  ])('spec §2: logged in %s, subscribed %s: Pricing shows %s', (loggedIn, subscribed, expected) => {
    expect(showsPricingButton(loggedIn, subscribed)).toBe(expected);
  });
});
