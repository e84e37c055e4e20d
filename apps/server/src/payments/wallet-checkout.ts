import { randomUUID } from 'node:crypto';
import {
  createWalletOrder,
  type Database,
  findSubscriptionForPayable,
  findWalletOrder,
  type Member,
  moveWalletOrder,
  recordPayment,
  type SubscriptionRecord,
  saveSubscription,
} from '@songstats/db';
import {
  addDays,
  addInterval,
  freeTrialDaysFor,
  type Interval,
  productTypeFor,
  subscriptionPriceCents,
  TEXTS,
  type VariantId,
} from '@songstats/domain';
import { HttpError } from '../plugins/errors';
import type { Payments } from './payments-config';
import { PaymentRefused, ProviderUnavailable } from './provider';
import { ensurePrimaryManagement, type Payable } from './resolve-payable';
import { SUBSCRIPTION_TEXTS, subscriptionTerms } from './subscribe-with-card';
import { markMemberSubscribed, syncMemberAccess } from './sync-member-access';

export const UNKNOWN_WALLET_ORDER = 'This PayPal payment does not exist.';
export const WALLET_ORDER_OTHER_PAYABLE = 'This PayPal payment was made for another plan.';

function walletFailure(error: unknown): never {
  if (error instanceof PaymentRefused) throw new HttpError(402, TEXTS.errors.paypalFailed);
  throw error;
}

/** paypal/create_payment: an order for one period of the plan, at the price of spec §9. */
export async function createWalletPayment(
  db: Database,
  payments: Payments,
  member: Member,
  input: {
    payable: Payable;
    interval: Interval;
    isBundled: boolean;
    coupon: { id: number; discountPercent: number } | null;
    returnUrl: string;
    idempotencyKey?: string | undefined;
    variant: VariantId;
  },
) {
  const amountCents = subscriptionPriceCents(
    input.payable.payableType,
    input.interval,
    input.isBundled,
    input.coupon?.discountPercent ?? 0,
  );
  const terms = subscriptionTerms({ ...input, priceCents: amountCents, memberId: member.id });
  const cancelUrl = new URL(input.returnUrl);
  cancelUrl.searchParams.set('paypal', 'cancelled');
  try {
    const order = await payments.wallet.createOrder({
      amountCents,
      description: terms.description,
      returnUrl: input.returnUrl,
      cancelUrl: cancelUrl.toString(),
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
    });
    await createWalletOrder(db, {
      memberId: member.id,
      provider: payments.wallet.name,
      orderId: order.orderId,
      payableType: input.payable.payableType,
      payableId: String(input.payable.payableId),
      interval: input.interval,
      isBundled: input.isBundled,
      couponId: input.coupon?.id ?? null,
      amountCents,
    });
    return { approvalUrl: order.approvalUrl, token: order.orderId };
  } catch (error) {
    return walletFailure(error);
  }
}

/**
 * paypal/execute: captures the approved order once and starts the subscription. The wallet pays
 * one period up front; trial days the member is due are added before it (docs/payments.md).
 */
export async function executeWalletPayment(
  db: Database,
  payments: Payments,
  member: Member,
  input: { payable: Payable; token: string; variant: VariantId },
): Promise<{ subscription: SubscriptionRecord; message: string }> {
  const order = await findWalletOrder(db, member.id, input.token);
  if (!order || order.provider !== payments.wallet.name) {
    throw new HttpError(404, UNKNOWN_WALLET_ORDER);
  }
  if (
    order.payableType !== input.payable.payableType ||
    order.payableId !== String(input.payable.payableId)
  ) {
    throw new HttpError(400, WALLET_ORDER_OTHER_PAYABLE);
  }
  const existing = await findSubscriptionForPayable(
    db,
    member.id,
    input.payable.payableType,
    input.payable.payableId,
  );
  if (order.status === 'captured' && existing && existing.id === order.subscriptionId) {
    return { subscription: existing, message: SUBSCRIPTION_TEXTS.subscribed };
  }
  if (!(await moveWalletOrder(db, order.id, 'created', 'capturing'))) {
    throw new HttpError(409, 'This PayPal payment is already being processed.');
  }
  let captured: Awaited<ReturnType<Payments['wallet']['captureOrder']>>;
  try {
    captured = await payments.wallet.captureOrder({
      orderId: order.orderId,
      idempotencyKey: `capture-${order.orderId}`,
      payerEmailFallback: member.email,
    });
  } catch (error) {
    // PayPal did not answer usably: the capture may be sent again (same PayPal-Request-Id), so
    // the order stays open for a retry instead of failing a payment that may have gone through.
    const retry = error instanceof ProviderUnavailable;
    await moveWalletOrder(db, order.id, 'capturing', retry ? 'created' : 'failed');
    return walletFailure(error);
  }
  const now = payments.now();
  const trialDays = freeTrialDaysFor(existing !== null, payments.trialDays);
  const paidFrom = addDays(now, trialDays);
  const subscription = await db.transaction(async (tx) => {
    const saved = await saveSubscription(tx, {
      memberId: member.id,
      payableType: order.payableType,
      payableId: input.payable.payableId,
      accountId: input.payable.account?.account.id ?? null,
      productType: productTypeFor(input.variant, order.isBundled),
      interval: order.interval,
      state: 'active',
      platform: 'web',
      provider: payments.wallet.name === 'paypal' ? 'paypal' : 'sandbox',
      paymentMethod: 'paypal',
      previousPaymentMethod: existing?.paymentMethod ?? null,
      isFree: false,
      priceCents: order.amountCents,
      couponId: order.couponId,
      discountPercent: 0,
      providerSubscriptionId: null,
      walletEmail: captured.payerEmail,
      trialEnd: trialDays > 0 ? paidFrom : null,
      currentPeriodEnd: addInterval(paidFrom, order.interval),
      cancelledAt: null,
      expiredAt: null,
      startedAt: now,
    });
    await recordPayment(tx, {
      memberId: member.id,
      subscriptionId: saved.id,
      provider: payments.wallet.name === 'paypal' ? 'paypal' : 'sandbox',
      providerPaymentId: captured.captureId,
      amountCents: captured.amountCents ?? order.amountCents,
      status: 'succeeded',
      description: `PayPal payment ${order.orderId}`,
    });
    await moveWalletOrder(tx, order.id, 'capturing', 'captured', { subscriptionId: saved.id });
    if (input.payable.account) {
      await ensurePrimaryManagement(tx, member.id, input.payable.account.account.id);
    }
    await markMemberSubscribed(tx, member.id);
    await syncMemberAccess(tx, member.id, now);
    return saved;
  });
  return { subscription, message: SUBSCRIPTION_TEXTS.subscribed };
}
