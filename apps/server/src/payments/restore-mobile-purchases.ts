import {
  type Database,
  findPaymentByProviderId,
  findSubscriptionByProviderId,
  findSubscriptionForPayable,
  type Member,
  recordPayment,
  saveSubscription,
  sqlState,
} from '@songstats/db';
import {
  addInterval,
  type Interval,
  isActiveOrTrial,
  productTypeFor,
  subscriptionPriceCents,
  type VariantId,
} from '@songstats/domain';
import { HttpError } from '../plugins/errors';
import { isSandboxInUse, type Payments } from './payments-config';
import { ensurePrimaryManagement, type Payable } from './resolve-payable';
import {
  PURCHASES_UNVERIFIED,
  planOfStoreProduct,
  type StorePlan,
  UNKNOWN_STORE_PRODUCT,
  type VerifiedStorePurchase,
} from './store-products';
import { markMemberSubscribed, syncMemberAccess } from './sync-member-access';

/** The embedded sandbox's test purchases; they count only while the sandbox is in use. */
export const SANDBOX_TRANSACTION_PREFIX = 'sandbox-';

const STORE_NAMES = { ios: 'App Store', android: 'Google Play' } as const;

export const storeNotConfigured = (platform: 'ios' | 'android') =>
  `${STORE_NAMES[platform]} purchases cannot be restored on this server yet. Please contact support.`;
export const TEST_PURCHASE_REFUSED = 'Test purchases cannot be restored onto an account.';
export const PURCHASE_OTHER_PLAN = 'This purchase is for a different plan.';
export const PURCHASE_OF_ANOTHER_MEMBER = 'This purchase is already restored onto another account.';
export const PURCHASE_ON_ANOTHER_PROFILE =
  'This purchase is already restored onto another profile of your account.';
export const PAYABLE_SUBSCRIBED_ON_WEB =
  'This profile already has a subscription paid on the web. Cancel it before restoring this purchase.';
const PURCHASE_RESTORING = 'This purchase is being restored already. Please reload the page.';

export interface MobilePurchase {
  platform: 'ios' | 'android';
  productId: string;
  transactionId: string;
  payable: Payable;
  /** Optional in the body; when given they must be the product's. */
  interval?: Interval;
  isBundled?: boolean;
}

interface CheckedPurchase {
  purchase: MobilePurchase;
  plan: StorePlan;
  verified: VerifiedStorePurchase;
}

/** The plan the product sells, which must be the one the member restores it onto. */
function planOf(purchase: MobilePurchase): StorePlan {
  const plan = planOfStoreProduct(purchase.productId);
  if (!plan) throw new HttpError(400, UNKNOWN_STORE_PRODUCT);
  if (
    plan.payableType !== purchase.payable.payableType ||
    (purchase.interval !== undefined && purchase.interval !== plan.interval) ||
    (purchase.isBundled !== undefined && purchase.isBundled !== plan.isBundled)
  ) {
    throw new HttpError(400, PURCHASE_OTHER_PLAN);
  }
  return plan;
}

/**
 * The store's word on a purchase (issue 20): the sandbox's `sandbox-` ids only while the
 * sandbox is the provider in use; otherwise the App Store Server API or the Play Developer API,
 * and a store that is not configured refuses. Store test purchases count only with the sandbox.
 */
async function verify(
  payments: Payments,
  purchase: MobilePurchase,
  plan: StorePlan,
  now: Date,
): Promise<VerifiedStorePurchase> {
  const sandbox = isSandboxInUse(payments);
  if (sandbox && purchase.transactionId.startsWith(SANDBOX_TRANSACTION_PREFIX)) {
    return {
      productId: purchase.productId,
      paymentId: purchase.transactionId,
      subscriptionKey: purchase.transactionId,
      replacesKey: null,
      expiresAt: addInterval(now, plan.interval),
      willRenew: true,
      isTest: true,
    };
  }
  const client = purchase.platform === 'ios' ? payments.stores.apple : payments.stores.google;
  if (!client) {
    throw new HttpError(
      400,
      sandbox ? PURCHASES_UNVERIFIED : storeNotConfigured(purchase.platform),
    );
  }
  const verified = await client.verify(purchase.transactionId, purchase.productId, now);
  if (verified.isTest && !sandbox) throw new HttpError(400, TEST_PURCHASE_REFUSED);
  return verified;
}

/**
 * restore_mobile_purchases: each verified store payment starts or renews its payable once, and a
 * store subscription (Apple's original transaction, Play's purchase token and the token it
 * replaced) belongs to one member and one payable.
 */
export async function restoreMobilePurchases(
  db: Database,
  payments: Payments,
  member: Member,
  purchases: MobilePurchase[],
  variant: VariantId,
): Promise<number> {
  const now = payments.now();
  const plans = purchases.map(planOf);
  const checked: CheckedPurchase[] = [];
  for (const [index, purchase] of purchases.entries()) {
    const plan = plans[index] as StorePlan;
    checked.push({ purchase, plan, verified: await verify(payments, purchase, plan, now) });
  }
  let restored = 0;
  try {
    await db.transaction(async (tx) => {
      for (const { purchase, plan, verified } of checked) {
        const store = purchase.platform === 'ios' ? 'apple' : 'google';
        const { payable } = purchase;
        const paid = await findPaymentByProviderId(tx, store, verified.paymentId);
        const tied = await findSubscriptionByProviderId(tx, store, verified.subscriptionKey);
        const replaced = verified.replacesKey
          ? await findSubscriptionByProviderId(tx, store, verified.replacesKey)
          : null;
        if ([paid, tied, replaced].some((row) => row && row.memberId !== member.id)) {
          throw new HttpError(409, PURCHASE_OF_ANOTHER_MEMBER);
        }
        if (
          tied &&
          (tied.payableType !== payable.payableType || tied.payableId !== payable.payableId)
        ) {
          throw new HttpError(409, PURCHASE_ON_ANOTHER_PROFILE);
        }
        // A payment restored before changes nothing (the apps repeat restores).
        if (paid) continue;
        // The row of the payable is rewritten below: a running web subscription (Stripe, PayPal)
        // would lose its provider's id while its provider goes on charging.
        const current = await findSubscriptionForPayable(
          tx,
          member.id,
          payable.payableType,
          payable.payableId,
        );
        if (current && current.platform === 'web' && isActiveOrTrial(current.state)) {
          throw new HttpError(409, PAYABLE_SUBSCRIBED_ON_WEB);
        }
        const priceCents = subscriptionPriceCents(
          payable.payableType,
          plan.interval,
          plan.isBundled,
        );
        const saved = await saveSubscription(tx, {
          memberId: member.id,
          payableType: payable.payableType,
          payableId: payable.payableId,
          accountId: payable.account?.account.id ?? null,
          productType: productTypeFor(variant, plan.isBundled),
          interval: plan.interval,
          state: verified.willRenew ? 'active' : 'cancelled',
          platform: purchase.platform,
          provider: store,
          paymentMethod: store,
          isFree: false,
          appsProductId: purchase.productId,
          priceCents,
          providerSubscriptionId: verified.subscriptionKey,
          currentPeriodEnd: verified.expiresAt,
          cancelledAt: verified.willRenew ? null : now,
          expiredAt: null,
          startedAt: tied?.startedAt ?? now,
        });
        await recordPayment(tx, {
          memberId: member.id,
          subscriptionId: saved.id,
          provider: store,
          providerPaymentId: verified.paymentId,
          amountCents: priceCents,
          status: 'succeeded',
          description: `${STORE_NAMES[purchase.platform]} ${purchase.productId}`,
        });
        if (payable.account) {
          await ensurePrimaryManagement(tx, member.id, payable.account.account.id);
        }
        restored += 1;
      }
      if (restored > 0) await markMemberSubscribed(tx, member.id);
      await syncMemberAccess(tx, member.id, now);
    });
  } catch (error) {
    // Two restores of one store subscription at once: the unique (provider, subscription) index
    // lets one in.
    if (sqlState(error) === '23505') throw new HttpError(409, PURCHASE_RESTORING);
    throw error;
  }
  return restored;
}
