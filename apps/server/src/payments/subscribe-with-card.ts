import { randomUUID } from 'node:crypto';
import {
  type Database,
  findPaymentCard,
  findSubscriptionForPayable,
  type Member,
  recordPayment,
  recordThreeDSecureCardError,
  type SubscriptionRecord,
  savePaymentCard,
  saveSubscription,
} from '@songstats/db';
import {
  billingSchedule,
  type Interval,
  isActiveOrTrial,
  isBundledProductType,
  type PayableType,
  planKindOfPayable,
  productTypeFor,
  type VariantId,
  walletCreditCents,
} from '@songstats/domain';
import { HttpError } from '../plugins/errors';
import type { Payments } from './payments-config';
import { billingExistingOf } from './pending-payment-details';
import { PaymentRefused, type SubscriptionTerms } from './provider';
import { ensurePrimaryManagement, type Payable } from './resolve-payable';
import { markMemberSubscribed, syncMemberAccess } from './sync-member-access';

export const CARDHOLDER_NAME_MISSING = 'Please enter the name as displayed on card.';
export const CARD_MISSING = 'Please enter your card details.';
export const SUBSCRIPTION_TEXTS = {
  trialStarted: 'Your free trial has started.',
  subscribed: 'Your subscription is active.',
  updated: 'Your subscription has been updated.',
  resubscribed: 'Welcome back! Your subscription will renew again.',
} as const;

/** What a subscription is sold as, for the provider (a product per plan and product type). */
export function subscriptionTerms(input: {
  payable: Payable;
  interval: Interval;
  isBundled: boolean;
  variant: VariantId;
  priceCents: number;
  memberId: number;
}): SubscriptionTerms {
  const productType = productTypeFor(input.variant, input.isBundled);
  const plan = planKindOfPayable(input.payable.payableType);
  return {
    productKey: `songstats-${plan}-${productType}`,
    productName: `${plan} plan (${productType})`,
    priceCents: input.priceCents,
    interval: input.interval,
    description: `${input.payable.name}: ${plan} plan, ${productType}, ${input.interval}`,
    metadata: {
      memberId: String(input.memberId),
      payableType: input.payable.payableType,
      payableId: String(input.payable.payableId),
    },
  };
}

/** spec §5: a card the provider refuses is a 402 with its message; 3-D Secure ones are recorded. */
export async function refusalToHttp(
  db: Database,
  error: unknown,
  context: { memberId: number; payableType: PayableType; payableId: string },
): Promise<never> {
  if (!(error instanceof PaymentRefused)) throw error;
  if (error.reason === 'three_d_secure') {
    await recordThreeDSecureCardError(db, { ...context, detectedBy: 'server' });
  }
  throw new HttpError(error.reason === 'invalid' ? 400 : 402, error.message);
}

/** The card a payment is made with, and how to keep it once the payment went through. */
export interface CardToCharge {
  providerCustomerId: string;
  providerSource: string;
  /**
   * Makes a new card the member's saved card; a no-op for the saved one. Called in the
   * transaction that records the payment, so a refused card (3-D Secure, declined) is never
   * kept and the card saved before stays.
   */
  store(db: Database): Promise<void>;
}

/** The card to charge: a new one from the card element (checked by the provider), or the saved one. */
export async function cardFor(
  db: Database,
  payments: Payments,
  member: Member,
  input: { stripeSource?: string | null; fullname?: string | null; idempotencyKey: string },
): Promise<CardToCharge> {
  const saved = await findPaymentCard(db, member.id);
  if (!input.stripeSource) {
    if (!saved || saved.provider !== payments.card.name) throw new HttpError(400, CARD_MISSING);
    return { ...saved, store: async () => {} };
  }
  const fullname = input.fullname;
  if (!fullname) throw new HttpError(400, CARDHOLDER_NAME_MISSING);
  const card = await payments.card.saveCard({
    customerId: saved?.provider === payments.card.name ? saved.providerCustomerId : null,
    source: input.stripeSource,
    email: member.email,
    fullname,
    memberId: member.id,
    idempotencyKey: input.idempotencyKey,
  });
  return {
    providerCustomerId: card.customerId,
    providerSource: card.source,
    async store(tx) {
      await savePaymentCard(tx, {
        memberId: member.id,
        provider: payments.card.name,
        providerCustomerId: card.customerId,
        providerSource: card.source,
        lastFour: card.lastFour,
        brand: card.brand,
        expMonth: card.expMonth,
        expYear: card.expYear,
        fullname,
        email: member.email,
      });
    },
  };
}

const currentTerms = (existing: SubscriptionRecord) => ({
  priceCents: existing.priceCents,
  interval: existing.interval,
  currentPeriodEnd: existing.currentPeriodEnd,
});

/** Moving a wallet (PayPal) period to a card: its unused part is credited (billingSchedule). */
function walletCredit(existing: SubscriptionRecord, now: Date) {
  const cents = walletCreditCents(billingExistingOf(existing, existing.provider), now);
  if (cents <= 0) return undefined;
  const periodEnd = existing.currentPeriodEnd?.toISOString() ?? '';
  return { cents, creditKey: `wallet-credit-${existing.id}-${periodEnd}` };
}

export interface CardSubscriptionInput {
  payable: Payable;
  interval: Interval;
  isBundled: boolean;
  coupon: { id: number; discountPercent: number } | null;
  fullname?: string | null | undefined;
  stripeSource?: string | null | undefined;
  idempotencyKey?: string | undefined;
  variant: VariantId;
}

/**
 * setup_payment (spec §4, §7): subscribes (trial first, once per payable), resubscribes a
 * cancelled or declined subscription, or changes a running one (upgrade to the bundle, another
 * interval). The provider is asked first; the rows are written together after it agreed.
 */
export async function subscribeWithCard(
  db: Database,
  payments: Payments,
  member: Member,
  input: CardSubscriptionInput,
): Promise<{ subscription: SubscriptionRecord; message: string }> {
  const now = payments.now();
  const idempotencyKey = input.idempotencyKey ?? randomUUID();
  const { payable } = input;
  const context = {
    memberId: member.id,
    payableType: payable.payableType,
    payableId: payable.account?.account.idUnique ?? String(payable.payableId),
  };
  try {
    const card = await cardFor(db, payments, member, { ...input, idempotencyKey });
    const existing = await findSubscriptionForPayable(
      db,
      member.id,
      payable.payableType,
      payable.payableId,
    );
    const running = existing !== null && isActiveOrTrial(existing.state);
    // spec §4: a coupon is entered when subscribing; a running subscription keeps its price.
    const coupon = running ? null : input.coupon;
    // What is charged when: the same schedule the order summary showed (decision 047).
    const schedule = billingSchedule({
      payableType: payable.payableType,
      interval: input.interval,
      isBundled: input.isBundled,
      couponPercent: coupon?.discountPercent ?? 0,
      payer: 'card',
      existing: existing && billingExistingOf(existing, payments.card.name),
      trialDays: payments.trialDays,
      now,
    });
    const priceCents = schedule.nextAmountCents;
    const terms = subscriptionTerms({ ...input, priceCents, memberId: member.id });
    const productType = productTypeFor(input.variant, input.isBundled);
    const base = {
      memberId: member.id,
      payableType: payable.payableType,
      payableId: payable.payableId,
      accountId: payable.account?.account.id ?? null,
      productType,
      interval: input.interval,
      platform: 'web' as const,
      provider: payments.card.name,
      paymentMethod: 'card' as const,
      previousPaymentMethod: existing?.paymentMethod ?? null,
      isFree: false,
      priceCents,
      providerCustomerId: card.providerCustomerId,
      walletEmail: null,
    };
    let message: string;
    let values: Parameters<typeof saveSubscription>[1];
    let payment: { id: string; amountCents: number } | null = null;
    if (existing && schedule.kind === 'keep') {
      // Running, or cancelled with days left: the renewal is restored and the terms changed.
      const changed =
        existing.interval !== input.interval ||
        isBundledProductType(existing.productType) !== input.isBundled;
      if (existing.state === 'cancelled') {
        await payments.card.setCancelAtPeriodEnd(existing.providerSubscriptionId!, false);
      }
      let periodEnd = existing.currentPeriodEnd;
      if (changed && existing.state !== 'trial') {
        const result = await payments.card.changeSubscription({
          ...terms,
          subscriptionId: existing.providerSubscriptionId!,
          customerId: card.providerCustomerId,
          source: card.providerSource,
          idempotencyKey,
          current: currentTerms(existing),
        });
        payment = result.payment;
        periodEnd = result.currentPeriodEnd;
      } else if (changed && payments.card.renewsItself) {
        // In the trial: the provider's price changes, nothing is charged before the trial ends.
        await payments.card.changeSubscription({
          ...terms,
          subscriptionId: existing.providerSubscriptionId!,
          customerId: card.providerCustomerId,
          source: card.providerSource,
          idempotencyKey,
          current: currentTerms(existing),
        });
      }
      const trialRunning = existing.trialEnd !== null && existing.trialEnd > now && !payment;
      values = {
        ...base,
        discountPercent: existing.discountPercent,
        couponId: existing.couponId,
        state: trialRunning ? 'trial' : 'active',
        providerSubscriptionId: existing.providerSubscriptionId,
        trialEnd: existing.trialEnd,
        currentPeriodEnd: periodEnd,
        cancelledAt: null,
        expiredAt: null,
        startedAt: existing.state === 'cancelled' ? now : existing.startedAt,
      };
      message =
        existing.state === 'cancelled'
          ? SUBSCRIPTION_TEXTS.resubscribed
          : SUBSCRIPTION_TEXTS.updated;
    } else {
      // New, or after the end of a cancelled, declined or other-provider subscription.
      const trialDays = schedule.trialDays;
      const started = await payments.card.startSubscription({
        ...terms,
        customerId: card.providerCustomerId,
        source: card.providerSource,
        trialDays,
        idempotencyKey,
        credit: existing ? walletCredit(existing, now) : undefined,
      });
      payment = started.payment;
      values = {
        ...base,
        discountPercent: coupon?.discountPercent ?? 0,
        couponId: coupon?.id ?? null,
        state: started.status,
        providerSubscriptionId: started.id,
        // A new provider subscription: the events of the old one do not order its events.
        providerEventAt: null,
        trialEnd: started.trialEnd,
        currentPeriodEnd: started.currentPeriodEnd,
        cancelledAt: null,
        expiredAt: null,
        startedAt: now,
      };
      message =
        started.status === 'trial'
          ? SUBSCRIPTION_TEXTS.trialStarted
          : existing
            ? SUBSCRIPTION_TEXTS.resubscribed
            : SUBSCRIPTION_TEXTS.subscribed;
    }

    const subscription = await db.transaction(async (tx) => {
      await card.store(tx);
      const saved = await saveSubscription(tx, values);
      if (payment) {
        await recordPayment(tx, {
          memberId: member.id,
          subscriptionId: saved.id,
          provider: payments.card.name,
          providerPaymentId: payment.id,
          amountCents: payment.amountCents,
          status: 'succeeded',
          description: terms.description,
        });
      }
      if (payable.account) await ensurePrimaryManagement(tx, member.id, payable.account.account.id);
      await markMemberSubscribed(tx, member.id);
      await syncMemberAccess(tx, member.id, now);
      return saved;
    });
    return { subscription, message };
  } catch (error) {
    return refusalToHttp(db, error, context);
  }
}
