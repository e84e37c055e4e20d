// spec §2: the prompt of a locked tab and the header's pricing button.
import { discoveredProductText, TEXTS } from './texts';

export interface LockedTabPrompt {
  title: string;
  /** 'upgrade' appears only for upgradable accounts; 'subscribe' for accounts without the product. */
  actions: ('upgrade' | 'subscribe')[];
}

/**
 * spec §2: a restricted account sees 'You've found a Premium Feature!' when it already has the
 * product (the feature needs a bigger plan) and 'You've discovered {product}!' when it does not.
 * Upgrade is hidden unless the account is upgradable.
 */
export function lockedTabPrompt(input: {
  hasProduct: boolean;
  isUpgradable: boolean;
  product: string;
}): LockedTabPrompt {
  if (input.hasProduct) {
    return {
      title: TEXTS.locked.premiumFeature,
      actions: input.isUpgradable ? ['upgrade'] : [],
    };
  }
  return {
    title: discoveredProductText(input.product),
    actions: input.isUpgradable ? ['upgrade', 'subscribe'] : ['subscribe'],
  };
}

/** spec §2: Pricing shows only to logged-out users or users with no subscription. */
export function showsPricingButton(isLoggedIn: boolean, hasSubscription: boolean): boolean {
  return !isLoggedIn || !hasSubscription;
}
