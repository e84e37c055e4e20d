import {
  type Database,
  findPaymentByProviderId,
  type Member,
  recordPayment,
  saveSubscription,
} from '@songstats/db';
import {
  addInterval,
  type Interval,
  productTypeFor,
  subscriptionPriceCents,
  type VariantId,
} from '@songstats/domain';
import { HttpError } from '../plugins/errors';
import type { Payments } from './payments-config';
import { ensurePrimaryManagement, type Payable } from './resolve-payable';
import { markMemberSubscribed, syncMemberAccess } from './sync-member-access';

/**
 * App Store and Play purchases are verified with the store before they count. Store
 * credentials are not configured here, so only the sandbox's test purchases (transaction ids
 * starting `sandbox-`) verify; real receipts are refused with this message (docs/payments.md).
 */
export const PURCHASES_UNVERIFIED =
  'We could not verify these purchases with the App Store or Google Play.';

export function isVerifiedPurchase(transactionId: string): boolean {
  return transactionId.startsWith('sandbox-');
}

export interface MobilePurchase {
  platform: 'ios' | 'android';
  productId: string;
  transactionId: string;
  payable: Payable;
  interval: Interval;
  isBundled: boolean;
}

/** restore_mobile_purchases: each store transaction starts or renews its payable once. */
export async function restoreMobilePurchases(
  db: Database,
  payments: Payments,
  member: Member,
  purchases: MobilePurchase[],
  variant: VariantId,
): Promise<number> {
  if (!purchases.every((purchase) => isVerifiedPurchase(purchase.transactionId))) {
    throw new HttpError(400, PURCHASES_UNVERIFIED);
  }
  const now = payments.now();
  let restored = 0;
  await db.transaction(async (tx) => {
    for (const purchase of purchases) {
      const store = purchase.platform === 'ios' ? 'apple' : 'google';
      // A transaction restored before changes nothing (restores are repeated by the apps).
      if (await findPaymentByProviderId(tx, store, purchase.transactionId)) continue;
      const priceCents = subscriptionPriceCents(
        purchase.payable.payableType,
        purchase.interval,
        purchase.isBundled,
      );
      const saved = await saveSubscription(tx, {
        memberId: member.id,
        payableType: purchase.payable.payableType,
        payableId: purchase.payable.payableId,
        accountId: purchase.payable.account?.account.id ?? null,
        productType: productTypeFor(variant, purchase.isBundled),
        interval: purchase.interval,
        state: 'active',
        platform: purchase.platform,
        provider: store,
        paymentMethod: store,
        isFree: false,
        appsProductId: purchase.productId,
        priceCents,
        currentPeriodEnd: addInterval(now, purchase.interval),
        cancelledAt: null,
        expiredAt: null,
        startedAt: now,
      });
      await recordPayment(tx, {
        memberId: member.id,
        subscriptionId: saved.id,
        provider: store,
        providerPaymentId: purchase.transactionId,
        amountCents: priceCents,
        status: 'succeeded',
        description: `${purchase.platform === 'ios' ? 'App Store' : 'Google Play'} ${purchase.productId}`,
      });
      if (purchase.payable.account) {
        await ensurePrimaryManagement(tx, member.id, purchase.payable.account.account.id);
      }
      restored += 1;
    }
    if (restored > 0) await markMemberSubscribed(tx, member.id);
    await syncMemberAccess(tx, member.id, now);
  });
  return restored;
}
