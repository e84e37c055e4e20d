import { randomUUID } from 'node:crypto';
import {
  createWalletOrder,
  type Database,
  findCouponById,
  findSubscriptionForPayable,
  findWalletOrder,
  listPendingWalletOrders,
  type Member,
  moveWalletOrder,
  recordPayment,
  type SubscriptionRecord,
  saveSubscription,
  type WalletOrderRecord,
} from '@songstats/db';
import {
  billingSchedule,
  type Interval,
  PROFESSIONAL_PAYABLE_TYPE,
  type ProductType,
  productTypeFor,
  resolveCoupon,
  subscriptionPriceCents,
  TEXTS,
  type VariantId,
} from '@songstats/domain';
import { HttpError } from '../plugins/errors';
import type { Payments } from './payments-config';
import { billingExistingOf } from './pending-payment-details';
import { PaymentRefused, ProviderUnavailable, type WalletCapture } from './provider';
import { couponOf } from './resolve-coupon';
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
      productType: productTypeFor(input.variant, input.isBundled),
    });
    return { approvalUrl: order.approvalUrl, token: order.orderId };
  } catch (error) {
    return walletFailure(error);
  }
}

export const WALLET_PAYMENT_PENDING =
  'PayPal is still processing your payment. Your subscription starts as soon as PayPal completes it.';
export const WALLET_COUPON_INVALID =
  'This coupon code is not valid anymore. Please start the PayPal payment again to pay without it.';
export const WALLET_ORDER_IN_PROGRESS = 'This PayPal payment is already being processed.';

/**
 * The coupon an order was priced with must still apply when it is captured (it may have expired,
 * been hidden or deleted since): PayPal captures the approved amount, so the member is refused
 * and starts again rather than paying the discounted price without the coupon.
 */
async function couponStillApplies(
  db: Database,
  order: WalletOrderRecord,
  now: Date,
): Promise<boolean> {
  const fullPrice = subscriptionPriceCents(order.payableType, order.interval, order.isBundled, 0);
  // The coupon was deleted since (the order's reference was cleared), yet the price has it.
  if (order.couponId === null) return order.amountCents >= fullPrice;
  const coupon = await findCouponById(db, order.couponId);
  return coupon !== null && resolveCoupon(couponOf(coupon), order.payableType, now) !== null;
}

/** The answer of paypal/execute: the subscription, or null while PayPal holds the capture. */
export interface WalletExecution {
  subscription: SubscriptionRecord | null;
  message: string;
}

/**
 * paypal/execute: captures the approved order once and starts the subscription. The wallet pays
 * one period up front; trial days the member is due are added before it (docs/payments.md). A
 * capture PayPal answers PENDING starts nothing yet: the order is read again (a later execute,
 * the lifecycle step) and the subscription starts once the capture completed.
 */
export async function executeWalletPayment(
  db: Database,
  payments: Payments,
  member: Member,
  input: { payable: Payable; token: string; variant: VariantId },
): Promise<WalletExecution> {
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
  // A declined capture is final: the same order is answered with the same refusal.
  if (order.status === 'failed') throw new HttpError(402, TEXTS.errors.paypalFailed);
  const productType = order.productType ?? productTypeFor(input.variant, order.isBundled);
  if (order.status === 'pending') {
    const settled = await settleWalletOrder(db, payments, order, {
      payerEmailFallback: member.email,
      productType,
    });
    if (settled === 'failed') throw new HttpError(402, TEXTS.errors.paypalFailed);
    return settled === 'pending'
      ? { subscription: null, message: WALLET_PAYMENT_PENDING }
      : { subscription: settled, message: SUBSCRIPTION_TEXTS.subscribed };
  }
  if (order.status === 'created') {
    if (!(await couponStillApplies(db, order, payments.now()))) {
      throw new HttpError(400, WALLET_COUPON_INVALID);
    }
  }
  if (!(await moveWalletOrder(db, order.id, 'created', 'capturing'))) {
    throw new HttpError(409, WALLET_ORDER_IN_PROGRESS);
  }
  let captured: WalletCapture;
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
  if (captured.status === 'pending') {
    await moveWalletOrder(db, order.id, 'capturing', 'pending', { captureId: captured.captureId });
    return { subscription: null, message: WALLET_PAYMENT_PENDING };
  }
  const subscription = await activateWalletOrder(db, payments, order, 'capturing', captured, {
    productType,
  });
  return { subscription: subscription!, message: SUBSCRIPTION_TEXTS.subscribed };
}

/**
 * Reads a pending order's capture again: the subscription once it completed, 'failed' once
 * PayPal refused it (the order fails), 'pending' while it is held or PayPal does not answer.
 */
async function settleWalletOrder(
  db: Database,
  payments: Payments,
  order: WalletOrderRecord,
  options: { payerEmailFallback: string; productType: ProductType },
): Promise<SubscriptionRecord | 'pending' | 'failed'> {
  let captured: WalletCapture;
  try {
    captured = await payments.wallet.readCapture({
      orderId: order.orderId,
      payerEmailFallback: options.payerEmailFallback,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailable) return 'pending';
    if (!(error instanceof PaymentRefused)) throw error;
    await moveWalletOrder(db, order.id, 'pending', 'failed');
    return 'failed';
  }
  if (captured.status === 'pending') return 'pending';
  const subscription = await activateWalletOrder(db, payments, order, 'pending', captured, {
    productType: options.productType,
  });
  // Another request settled it first: answer what it made.
  return subscription ?? (await findWalletSubscription(db, order)) ?? 'pending';
}

async function findWalletSubscription(db: Database, order: WalletOrderRecord) {
  return findSubscriptionForPayable(db, order.memberId, order.payableType, Number(order.payableId));
}

/**
 * The lifecycle step's part for wallets: every order whose capture was pending is read again,
 * and started or failed. Answers the members whose subscriptions started.
 */
export async function settlePendingWalletOrders(
  db: Database,
  payments: Payments,
): Promise<number[]> {
  const started: number[] = [];
  for (const order of await listPendingWalletOrders(db, payments.wallet.name)) {
    const productType = order.productType ?? productTypeFor('main', order.isBundled);
    const settled = await settleWalletOrder(db, payments, order, {
      payerEmailFallback: '',
      productType,
    });
    if (typeof settled === 'object') started.push(order.memberId);
  }
  return started;
}

/** Another request captured the order first; its transaction is undone. */
class AlreadySettled extends Error {}

/**
 * Starts the subscription of a completed capture, once: the order moves to captured in the same
 * transaction (null when another request moved it first).
 */
async function activateWalletOrder(
  db: Database,
  payments: Payments,
  order: WalletOrderRecord,
  from: 'capturing' | 'pending',
  captured: WalletCapture,
  options: { productType: ProductType },
): Promise<SubscriptionRecord | null> {
  const now = payments.now();
  const payableId = Number(order.payableId);
  const accountId = order.payableType === PROFESSIONAL_PAYABLE_TYPE ? null : payableId;
  const provider = payments.wallet.name === 'paypal' ? 'paypal' : 'sandbox';
  const coupon = order.couponId === null ? null : await findCouponById(db, order.couponId);
  return db
    .transaction(async (tx) => {
      const existing = await findSubscriptionForPayable(
        tx,
        order.memberId,
        order.payableType,
        payableId,
      );
      // The schedule the order summary showed for PayPal (decision 047).
      const schedule = billingSchedule({
        payableType: order.payableType,
        interval: order.interval,
        isBundled: order.isBundled,
        couponPercent: coupon?.discountPercent ?? 0,
        payer: 'paypal',
        existing: existing && billingExistingOf(existing, payments.card.name),
        trialDays: payments.trialDays,
        now,
      });
      const saved = await saveSubscription(tx, {
        memberId: order.memberId,
        payableType: order.payableType,
        payableId,
        accountId,
        productType: options.productType,
        interval: order.interval,
        state: 'active',
        platform: 'web',
        provider,
        paymentMethod: 'paypal',
        previousPaymentMethod: existing?.paymentMethod ?? null,
        isFree: false,
        priceCents: order.amountCents,
        couponId: order.couponId,
        discountPercent: coupon?.discountPercent ?? 0,
        providerSubscriptionId: null,
        providerEventAt: null,
        walletEmail: captured.payerEmail,
        trialEnd: schedule.trialEnd,
        currentPeriodEnd: schedule.nextBillingDate,
        cancelledAt: null,
        expiredAt: null,
        startedAt: now,
      });
      if (!(await moveWalletOrder(tx, order.id, from, 'captured', { subscriptionId: saved.id }))) {
        throw new AlreadySettled();
      }
      await recordPayment(tx, {
        memberId: order.memberId,
        subscriptionId: saved.id,
        provider,
        providerPaymentId: captured.captureId,
        amountCents: captured.amountCents ?? order.amountCents,
        status: 'succeeded',
        description: `PayPal payment ${order.orderId}`,
      });
      if (accountId !== null) await ensurePrimaryManagement(tx, order.memberId, accountId);
      await markMemberSubscribed(tx, order.memberId);
      await syncMemberAccess(tx, order.memberId, now);
      return saved;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadySettled) return null;
      throw error;
    });
}
