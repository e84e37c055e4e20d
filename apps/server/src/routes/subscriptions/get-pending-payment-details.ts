import { subscriptionEndpoints } from '@songstats/contract';
import {
  type Database,
  findPaymentCard,
  findSubscriptionForPayable,
  type Member,
  subscriptions,
} from '@songstats/db';
import { hasSubscriptionAccess, proPlanCoversAccount, type VariantId } from '@songstats/domain';
import { and, eq } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { advanceSubscriptions } from '../../payments/advance-subscriptions';
import type { Payments } from '../../payments/payments-config';
import { pendingPaymentDetails } from '../../payments/pending-payment-details';
import { checkCouponCode, memberCouponFor } from '../../payments/resolve-coupon';
import { type Payable, resolvePayable } from '../../payments/resolve-payable';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = subscriptionEndpoints.getPendingPaymentDetails;

/** Whether the member's Professional plan already opens this account (nothing to buy). */
async function coveredByProfessionalPlan(
  db: Database,
  memberId: number,
  payable: Payable,
  now: Date,
) {
  if (!payable.accountType) return false;
  const [plan] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.memberId, memberId), eq(subscriptions.payableType, 'SubscriptionPlan')),
    )
    .limit(1);
  return (
    plan !== undefined &&
    hasSubscriptionAccess(plan, now) &&
    proPlanCoversAccount(plan.productType, payable.accountType)
  );
}

/** The pending payment details of a payable (get_pending_payment_details, setup_payment). */
export async function loadPendingDetails(
  db: Database,
  payments: Payments,
  member: Member,
  payable: Payable,
  options: { variant: VariantId; promoCodeToCheck?: string | null },
) {
  const now = payments.now();
  let message: string | null = null;
  let coupon = await memberCouponFor(db, member.id, payable.payableType, now);
  if (options.promoCodeToCheck) {
    const check = await checkCouponCode(db, options.promoCodeToCheck, payable.payableType, now);
    if (check.coupon) coupon = check.coupon;
    else message = check.message;
  }
  const [existing, card, didSubscribe] = await Promise.all([
    findSubscriptionForPayable(db, member.id, payable.payableType, payable.payableId),
    findPaymentCard(db, member.id),
    coveredByProfessionalPlan(db, member.id, payable, now),
  ]);
  const details = pendingPaymentDetails({
    payable,
    existing,
    coupon,
    card,
    variant: options.variant,
    trialDays: payments.trialDays,
    didSubscribe,
    cardProvider: payments.card.name,
    now,
  });
  return { details, message, coupon };
}

/** spec §7 get_pending_payment_details: prices, trial, coupon and defaults of one payable. */
export function getPendingPaymentDetailsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['payments'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { payableType, idUnique, promoCodeToCheck } = request.query;
      const payable = await resolvePayable(app.db, member.id, payableType, idUnique);
      await advanceSubscriptions(app.db, app.payments, { memberId: member.id });
      const { details, message } = await loadPendingDetails(app.db, app.payments, member, payable, {
        variant: request.variant.id,
        promoCodeToCheck: promoCodeToCheck ?? null,
      });
      return { didSubscribe: details.didSubscribe, pendingPaymentDetails: details, message };
    },
  });
}
