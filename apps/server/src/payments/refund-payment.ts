import { BILLING_ADMIN_TEXTS } from '@songstats/contract';
import {
  type AdminActor,
  claimPaymentRefund,
  completePaymentRefund,
  type Database,
  findPaymentForAdmin,
  type PaymentDeskRow,
  recordAdminAction,
  releasePaymentRefund,
} from '@songstats/db';
import { formatPrice } from '@songstats/domain';
import { HttpError } from '../plugins/errors';
import type { Payments } from './payments-config';
import { type CardProvider, PaymentRefused, type WalletProvider } from './provider';

const PROVIDER_NAMES: Record<string, string> = {
  sandbox: 'the sandbox',
  stripe: 'Stripe',
  paypal: 'PayPal',
  apple: 'the App Store',
  google: 'Google Play',
};

/**
 * The adapter that took a payment: Stripe's and the sandbox card's charges through the card
 * provider, PayPal's and the sandbox wallet's captures (`CAPTURE-…`) through the wallet provider.
 * A 400 when this server's adapter for it is another provider (the payment was made before a
 * change of configuration).
 */
function adapterOf(payments: Payments, payment: PaymentDeskRow): CardProvider | WalletProvider {
  const viaWallet =
    payment.provider === 'paypal' ||
    (payment.provider === 'sandbox' && payment.providerPaymentId.startsWith('CAPTURE-'));
  const adapter = viaWallet ? payments.wallet : payments.card;
  if (adapter.name !== payment.provider) {
    throw new HttpError(
      400,
      BILLING_ADMIN_TEXTS.providerNotInUse(PROVIDER_NAMES[payment.provider] ?? payment.provider),
    );
  }
  return adapter;
}

const refundState = (payment: PaymentDeskRow) => ({
  status: payment.status,
  refundStatus: payment.refundStatus,
  providerRefundId: payment.providerRefundId,
  refundedCents: payment.refundedCents,
});

/**
 * Refunds a payment in full from the Payments desk (issue 26, decision 053), through the adapter a
 * member's payment went through. Exactly once: one statement claims the payment ('pending')
 * before the provider is asked, so a second refund of it (a double press, another admin) is a 409
 * without a provider call; the provider request carries the key `refund-payment-{id}`, so even a
 * request repeated after a lost answer is one refund there. A refusal or an unavailable provider
 * lets the claim go (the refund can be asked again); a success and its audit entry are written in
 * one transaction.
 */
export async function refundPaymentAsAdmin(
  db: Database,
  payments: Payments,
  admin: AdminActor,
  paymentId: number,
) {
  const before = await findPaymentForAdmin(db, paymentId);
  if (!before) throw new HttpError(404, BILLING_ADMIN_TEXTS.paymentNotFound);
  if (before.provider === 'apple' || before.provider === 'google') {
    throw new HttpError(400, BILLING_ADMIN_TEXTS.refundedByStore(PROVIDER_NAMES[before.provider]!));
  }
  if (before.provider === 'free') throw new HttpError(400, BILLING_ADMIN_TEXTS.freeNotRefundable);
  if (before.status !== 'succeeded') {
    throw new HttpError(409, BILLING_ADMIN_TEXTS.paymentNotRefundable);
  }
  if (before.refundStatus) throw new HttpError(409, BILLING_ADMIN_TEXTS.paymentAlreadyRefunded);
  const adapter = adapterOf(payments, before);
  if (!(await claimPaymentRefund(db, paymentId))) {
    throw new HttpError(409, BILLING_ADMIN_TEXTS.paymentAlreadyRefunded);
  }
  let refund: { id: string; amountCents: number };
  try {
    refund = await adapter.refund({
      paymentId: before.providerPaymentId,
      amountCents: before.amountCents,
      idempotencyKey: `refund-payment-${paymentId}`,
    });
  } catch (error) {
    await releasePaymentRefund(db, paymentId);
    if (error instanceof PaymentRefused) throw new HttpError(409, error.message);
    throw error;
  }
  const after = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await completePaymentRefund(t, paymentId, {
      providerRefundId: refund.id,
      refundedCents: refund.amountCents,
      at: payments.now(),
    });
    const refunded = (await findPaymentForAdmin(t, paymentId))!;
    await recordAdminAction(t, admin, {
      action: 'payment.refund',
      targetType: 'payment',
      targetId: paymentId,
      memberId: before.memberId,
      before: refundState(before),
      after: refundState(refunded),
    });
    return refunded;
  });
  return {
    message: BILLING_ADMIN_TEXTS.paymentRefunded(
      formatPrice(refund.amountCents / 100),
      before.memberEmail,
    ),
    payment: after,
  };
}
