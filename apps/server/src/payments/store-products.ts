import {
  INTERVALS,
  type Interval,
  type PayableType,
  PROFESSIONAL_PAYABLE_TYPE,
} from '@songstats/domain';

/** What an App Store or Play product sells: one plan, one interval (decision 022). */
export interface StorePlan {
  payableType: PayableType;
  interval: Interval;
  isBundled: boolean;
}

const PLANS = new Map<string, PayableType>([
  ['artist', 'UArtist'],
  ['label', 'ULabel'],
  ['creator', 'UCreator'],
  ['professional', PROFESSIONAL_PAYABLE_TYPE],
]);

/**
 * The plan a store product id names, by its last two parts `{plan}[_bundled].{interval}`
 * (e.g. `com.songstats.artist.monthly`, `com.songstats.label_bundled.yearly`); null for a
 * product that is not one of ours. The store's verified product decides the price, never the
 * body, so a cheap product cannot pay for a dearer plan.
 */
export function planOfStoreProduct(productId: string): StorePlan | null {
  const parts = productId.split('.');
  const interval = parts.at(-1) as Interval | undefined;
  const plan = parts.at(-2);
  if (parts.length < 3 || !interval || !plan || !INTERVALS.includes(interval)) return null;
  const isBundled = plan.endsWith('_bundled');
  const payableType = PLANS.get(isBundled ? plan.slice(0, -'_bundled'.length) : plan);
  return payableType ? { payableType, interval, isBundled } : null;
}

/** A store purchase its store vouched for (App Store Server API, Play Developer API). */
export interface VerifiedStorePurchase {
  productId: string;
  /** This period's payment: Apple's transactionId, Play's order id. Recorded once. */
  paymentId: string;
  /** The subscription across its renewals: Apple's originalTransactionId, Play's token. */
  subscriptionKey: string;
  /** The subscription this one replaced (Play's linkedPurchaseToken), or null. */
  replacesKey: string | null;
  expiresAt: Date;
  /** False once the member turned renewal off at the store: access until expiresAt. */
  willRenew: boolean;
  /** A store test purchase (App Store Sandbox, Play license tester): nobody paid. */
  isTest: boolean;
}

// The messages the member sees (spec §8: the server's message is shown).
export const PURCHASES_UNVERIFIED =
  'We could not verify these purchases with the App Store or Google Play.';
export const PURCHASE_EXPIRED = 'This purchase has expired. Please renew it in the app.';
export const PURCHASE_REVOKED = 'This purchase was refunded or revoked by the store.';
export const PURCHASE_NOT_ACTIVE =
  'This subscription is not active at the store (pending, paused or on hold).';
export const PURCHASE_OTHER_PRODUCT = 'This purchase is for a different product.';
export const UNKNOWN_STORE_PRODUCT = 'This product cannot be restored onto a web account.';
export const STORE_UNAVAILABLE =
  'The App Store or Google Play is not answering right now. Please try again in a few minutes.';
