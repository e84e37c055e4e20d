// spec §3, §4, §6, §9: the subscription lifecycle (trial -> active -> cancelled 'N Days Left' ->
// expired; declined), what a subscription is sold at and the access it gives. `now` is passed in.
import type { AccessHash, AccessLevel, AccountType, Service } from './entities/account';
import {
  BUNDLED_PRODUCT_TYPE,
  type Interval,
  type PayableType,
  PROFESSIONAL_PAYABLE_TYPE,
  type ProductType,
  type SubscriptionState,
} from './entities/subscription';
import { DEFAULT_TRIAL_DAYS, PRICES, type PricedPlanKind } from './plans';
import type { VariantId } from './variants';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** spec §3 uPayableType of an account: artists and collaborators are UArtist. */
export function payableTypeOfAccount(type: AccountType): PayableType {
  if (type === 'label') return 'ULabel';
  if (type === 'creator') return 'UCreator';
  return 'UArtist';
}

/**
 * spec §9 prices: the plan of a payable. Interpretation: the spec prices artists, labels and the
 * Professional plan; a creator (social variant) is priced as an artist.
 */
export function planKindOfPayable(payableType: PayableType): PricedPlanKind {
  if (payableType === PROFESSIONAL_PAYABLE_TYPE) return 'pro';
  if (payableType === 'ULabel') return 'label';
  return 'artist';
}

/**
 * The product a subscription is bought for: the variant's own product, or the bundle of both
 * music products (spec §3: the bundled value is songstats_radiostats).
 */
export function productTypeFor(variant: VariantId, isBundled: boolean): ProductType {
  if (isBundled) return BUNDLED_PRODUCT_TYPE;
  if (variant === 'radio') return 'radiostats';
  if (variant === 'social') return 'socialstats';
  return 'songstats';
}

export function isBundledProductType(productType: ProductType): boolean {
  return productType === BUNDLED_PRODUCT_TYPE;
}

/** The services a product type opens. */
export function servicesOfProductType(productType: ProductType): Service[] {
  if (productType === BUNDLED_PRODUCT_TYPE) return ['songstats', 'radiostats'];
  return [productType as Service];
}

/** spec §9 price of one period in euro cents, after a coupon's percent (rounded to the cent). */
export function subscriptionPriceCents(
  payableType: PayableType,
  interval: Interval,
  isBundled: boolean,
  couponDiscountPercent = 0,
): number {
  const prices = PRICES[planKindOfPayable(payableType)][interval];
  const euros = isBundled ? prices.bundled : prices.base;
  const cents = Math.round(euros * 100);
  const percent = Math.min(Math.max(couponDiscountPercent, 0), 100);
  return Math.round((cents * (100 - percent)) / 100);
}

/**
 * The end of a period that starts at `from` (calendar months and years, in UTC). A day the next
 * month lacks falls on its last day: Jan 31 renews Feb 28, Feb 29 renews Feb 28 a year later.
 */
export function addInterval(from: Date, interval: Interval): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  if (interval === 'monthly') next.setUTCMonth(next.getUTCMonth() + 1);
  else next.setUTCFullYear(next.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** spec §9: a member gets the trial once per payable (7 days by default). */
export function freeTrialDaysFor(
  hadSubscriptionToPayable: boolean,
  trialDays = DEFAULT_TRIAL_DAYS,
): number {
  return hadSubscriptionToPayable ? 0 : Math.max(trialDays, 0);
}

export interface LifecycleView {
  state: SubscriptionState;
  /** When the trial or paid period ends: the next billing date, or the end of access. */
  currentPeriodEnd: Date | null;
  expiredAt?: Date | null;
}

/** spec §4: trial and active subscriptions run; a cancelled one runs to its period's end. */
export function hasSubscriptionAccess(view: LifecycleView, now: Date): boolean {
  if (view.state === 'trial' || view.state === 'active') return true;
  if (view.state === 'cancelled') {
    return !view.expiredAt && view.currentPeriodEnd !== null && view.currentPeriodEnd > now;
  }
  return false;
}

export function isActiveOrTrial(state: SubscriptionState): boolean {
  return state === 'trial' || state === 'active';
}

export function isCancelledOrDeclined(state: SubscriptionState): boolean {
  return state === 'cancelled' || state === 'declined';
}

/**
 * spec §4 'N Days Left': the whole days (rounded up) until a cancelled subscription's access
 * ends; null when it is not cancelled or has expired.
 */
export function cancelledSubscriptionDaysLeft(view: LifecycleView, now: Date): number | null {
  if (!hasSubscriptionAccess(view, now) || view.state !== 'cancelled') return null;
  return Math.ceil(((view.currentPeriodEnd as Date).getTime() - now.getTime()) / DAY_MS);
}

/** Whether a running subscription is due: its trial or paid period has ended. */
export function isRenewalDue(view: LifecycleView, now: Date): boolean {
  return (
    isActiveOrTrial(view.state) && view.currentPeriodEnd !== null && view.currentPeriodEnd <= now
  );
}

/** Whether a cancelled subscription's access has run out and it should expire. */
export function isExpiryDue(view: LifecycleView, now: Date): boolean {
  return (
    view.state === 'cancelled' &&
    !view.expiredAt &&
    (view.currentPeriodEnd === null || view.currentPeriodEnd <= now)
  );
}

export interface AccessGrant {
  productType: ProductType;
  /** The account's own subscription ('direct') or the member's Professional plan ('pro'). */
  via: 'direct' | 'pro';
}

/** spec §6: the Professional plan opens every artist and label, or every creator (social). */
export function proPlanCoversAccount(productType: ProductType, accountType: AccountType): boolean {
  return productType === 'socialstats' ? accountType === 'creator' : accountType !== 'creator';
}

/**
 * spec §3 accessHash of a management from the subscriptions that reach it: 'direct' through the
 * account's own subscription, 'pro' through the Professional plan, 'any' through both, else
 * 'none' (see access.ts for the meaning of the levels).
 */
export function accessHashFromGrants(grants: readonly AccessGrant[]): AccessHash {
  const hash: AccessHash = { songstats: 'none', radiostats: 'none', socialstats: 'none' };
  for (const grant of grants) {
    for (const service of servicesOfProductType(grant.productType)) {
      const current: AccessLevel = hash[service] ?? 'none';
      if (current === 'none') hash[service] = grant.via;
      else if (current !== grant.via) hash[service] = 'any';
    }
  }
  return hash;
}

/**
 * spec §6 "Export is allowed if the professional plan or the account has canExport".
 * Interpretation: an account's own subscription grants export when it is the bundle.
 */
export function canExportFromGrants(grants: readonly AccessGrant[]): boolean {
  return grants.some((grant) => grant.via === 'pro' || isBundledProductType(grant.productType));
}
