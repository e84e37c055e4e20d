import {
  type Database,
  findPaymentCard,
  listDueSubscriptions,
  recordPayment,
  type SubscriptionRecord,
  updateSubscription,
} from '@songstats/db';
import { addInterval, isExpiryDue, isRenewalDue } from '@songstats/domain';
import type { Payments } from './payments-config';
import { PaymentRefused } from './provider';
import { syncMemberAccess } from './sync-member-access';
import { settlePendingWalletOrders } from './wallet-checkout';

/**
 * The lifecycle step (spec §4): a trial or paid period that ended renews on the saved card, or
 * is declined; a cancelled subscription whose days ran out expires. Stripe renews its own
 * subscriptions and tells us by webhook, so only sandbox card subscriptions are charged here;
 * a wallet (PayPal) period has no agreement to charge again and is declined at its end.
 * Wallet orders whose capture PayPal held are read again and started once completed.
 * Access follows at once. Answers the members whose subscriptions changed.
 */
export async function advanceSubscriptions(
  db: Database,
  payments: Payments,
  options: { memberId?: number } = {},
): Promise<number[]> {
  const now = payments.now();
  const due = await listDueSubscriptions(db, now, options.memberId);
  const changed = new Set<number>();
  for (const subscription of due) {
    if (isExpiryDue(subscription, now)) {
      await updateSubscription(db, subscription.id, { expiredAt: now });
      changed.add(subscription.memberId);
    } else if (isRenewalDue(subscription, now)) {
      if (await renew(db, payments, subscription)) changed.add(subscription.memberId);
    }
  }
  // Wallet captures PayPal held (PENDING) start their subscriptions once they completed.
  if (options.memberId === undefined) {
    for (const memberId of await settlePendingWalletOrders(db, payments)) changed.add(memberId);
  }
  for (const memberId of changed) await syncMemberAccess(db, memberId, now);
  return [...changed];
}

async function renew(
  db: Database,
  payments: Payments,
  subscription: SubscriptionRecord,
): Promise<boolean> {
  const periodEnd = subscription.currentPeriodEnd as Date;
  const chargesHere =
    subscription.paymentMethod === 'card' &&
    subscription.provider === payments.card.name &&
    !payments.card.renewsItself;
  if (subscription.provider === 'stripe' && subscription.paymentMethod === 'card') return false;
  if (!chargesHere) {
    await updateSubscription(db, subscription.id, { state: 'declined' });
    return true;
  }
  const card = await findPaymentCard(db, subscription.memberId);
  try {
    if (!card || card.provider !== payments.card.name) {
      throw new PaymentRefused('declined', 'No card to charge.');
    }
    const charge = await payments.card.charge({
      customerId: card.providerCustomerId,
      source: card.providerSource,
      amountCents: subscription.priceCents,
      description: `Renewal of subscription ${subscription.id}`,
      idempotencyKey: `renewal-${subscription.id}-${periodEnd.toISOString()}`,
    });
    await db.transaction(async (tx) => {
      await recordPayment(tx, {
        memberId: subscription.memberId,
        subscriptionId: subscription.id,
        provider: payments.card.name,
        providerPaymentId: charge.id,
        amountCents: charge.amountCents,
        status: 'succeeded',
        description: `Renewal of subscription ${subscription.id}`,
      });
      await updateSubscription(tx, subscription.id, {
        state: 'active',
        currentPeriodEnd: addInterval(periodEnd, subscription.interval),
      });
    });
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    await updateSubscription(db, subscription.id, { state: 'declined' });
  }
  return true;
}
