import { TEXTS } from '@songstats/domain';
import Stripe from 'stripe';
import {
  CARD_PROVIDER_UNAVAILABLE,
  type CardProvider,
  PaymentRefused,
  type ProviderSubscription,
  ProviderUnavailable,
  REFUND_REFUSED,
  type SubscriptionTerms,
} from './provider';

export interface StripeSettings {
  secretKey: string;
  /** A local server in tests (STRIPE_API_URL); Stripe's own API otherwise. */
  apiUrl?: string | undefined;
}

/** The official SDK, pointed at STRIPE_API_URL when set (its host, port and protocol options). */
export function createStripeClient(settings: StripeSettings): Stripe {
  if (!settings.apiUrl) return new Stripe(settings.secretKey, { maxNetworkRetries: 2 });
  const url = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

/** Stripe's codes for a payment that needs the cardholder's authentication (3-D Secure). */
const AUTHENTICATION_CODES = new Set([
  'authentication_required',
  'subscription_payment_intent_requires_action',
  'payment_intent_authentication_failure',
]);

/** Answers that say nothing about the card: Stripe is busy, down, unreachable or unreadable. */
const UNAVAILABLE_TYPES = new Set([
  'StripeRateLimitError',
  'StripeConnectionError',
  'StripeAPIError',
]);

/**
 * Stripe's refusals become our PaymentRefused with Stripe's message (spec §8 card error); a
 * rate limit, an outage or a malformed answer becomes ProviderUnavailable (a 503 to retry).
 */
function refusalOf(error: unknown): never {
  if (error instanceof PaymentRefused || error instanceof ProviderUnavailable) throw error;
  if (error instanceof Stripe.errors.StripeError) {
    const code = error.code ?? '';
    const declineCode = (error as { decline_code?: string }).decline_code ?? '';
    if (AUTHENTICATION_CODES.has(code) || AUTHENTICATION_CODES.has(declineCode)) {
      throw new PaymentRefused('three_d_secure', TEXTS.errors.threeDSecure);
    }
    if (error.type === 'StripeCardError') {
      throw new PaymentRefused('declined', error.message || 'Your card was declined.');
    }
    if (error.type === 'StripeInvalidRequestError' && error.statusCode === 400) {
      throw new PaymentRefused('invalid', error.message || 'This card could not be used.');
    }
    if (UNAVAILABLE_TYPES.has(error.type) || (error.statusCode ?? 0) >= 500) {
      throw new ProviderUnavailable(CARD_PROVIDER_UNAVAILABLE, { cause: error });
    }
  }
  throw error;
}

const hasCode = (error: unknown, code: string) =>
  error instanceof Stripe.errors.StripeError && error.code === code;

const periodEndOf = (subscription: Stripe.Subscription): Date => {
  const fromItem = subscription.items?.data?.[0]?.current_period_end;
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return new Date((fromItem ?? legacy ?? Math.floor(Date.now() / 1000)) * 1000);
};

function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  if (
    subscription.status === 'incomplete' ||
    subscription.status === ('requires_action' as string)
  ) {
    throw new PaymentRefused('three_d_secure', TEXTS.errors.threeDSecure);
  }
  const invoice =
    subscription.latest_invoice && typeof subscription.latest_invoice === 'object'
      ? subscription.latest_invoice
      : null;
  return {
    id: subscription.id,
    status: subscription.status === 'trialing' ? 'trial' : 'active',
    trialEnd: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
    currentPeriodEnd: periodEndOf(subscription),
    payment:
      invoice?.id && invoice.amount_paid > 0
        ? { id: invoice.id, amountCents: invoice.amount_paid }
        : null,
  };
}

export function createStripeCardProvider(stripe: Stripe): CardProvider {
  /** One product per plan and product type, made on first use with our own id. */
  async function ensureProduct(terms: SubscriptionTerms) {
    try {
      await stripe.products.retrieve(terms.productKey);
    } catch (error) {
      if (!hasCode(error, 'resource_missing')) throw error;
      try {
        await stripe.products.create({ id: terms.productKey, name: terms.productName });
      } catch (createError) {
        // Two first subscriptions at once: the other request made the product.
        if (!hasCode(createError, 'resource_already_exists')) throw createError;
      }
    }
  }

  /**
   * A trial charges nothing, so Stripe asks for the card's authentication on the subscription's
   * SetupIntent instead of refusing the payment. spec §5 refuses 3-D Secure cards: the trial is
   * cancelled at Stripe (it would fail at its end) and the card refused as the sandbox does.
   */
  async function refuseUnusableTrial(subscription: Stripe.Subscription) {
    const setup = subscription.pending_setup_intent;
    if (!setup || typeof setup !== 'object') return;
    if (setup.status !== 'requires_action' && setup.status !== 'requires_payment_method') return;
    await stripe.subscriptions.cancel(subscription.id);
    if (setup.status === 'requires_action') {
      throw new PaymentRefused('three_d_secure', TEXTS.errors.threeDSecure);
    }
    throw new PaymentRefused(
      'declined',
      setup.last_setup_error?.message || 'Your card was declined.',
    );
  }

  const priceData = (terms: SubscriptionTerms) => ({
    currency: 'eur',
    product: terms.productKey,
    unit_amount: terms.priceCents,
    recurring: { interval: terms.interval === 'monthly' ? ('month' as const) : ('year' as const) },
  });

  return {
    name: 'stripe',
    renewsItself: true,
    async saveCard(input) {
      try {
        const customerId =
          input.customerId ??
          (
            await stripe.customers.create(
              {
                email: input.email,
                name: input.fullname,
                metadata: { memberId: String(input.memberId) },
              },
              { idempotencyKey: `${input.idempotencyKey}-customer` },
            )
          ).id;
        const method = await stripe.paymentMethods.attach(
          input.source,
          { customer: customerId },
          { idempotencyKey: `${input.idempotencyKey}-attach` },
        );
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: method.id },
        });
        return {
          customerId,
          source: method.id,
          lastFour: method.card?.last4 ?? '0000',
          brand: method.card?.brand ?? null,
          expMonth: method.card?.exp_month ?? 1,
          expYear: method.card?.exp_year ?? 2000,
        };
      } catch (error) {
        return refusalOf(error);
      }
    },
    async startSubscription(input) {
      try {
        await ensureProduct(input);
        if (input.credit && input.credit.cents > 0) {
          // A credit in the customer's balance: Stripe takes it off the first invoice (and
          // keeps what is left for the next ones), as its own proration credits are kept.
          await stripe.customers.createBalanceTransaction(
            input.customerId,
            {
              amount: -input.credit.cents,
              currency: 'eur',
              description: 'Unused part of the PayPal period',
            },
            { idempotencyKey: input.credit.creditKey },
          );
        }
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            default_payment_method: input.source,
            items: [{ price_data: priceData(input) }],
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
            payment_behavior: 'error_if_incomplete',
            description: input.description,
            metadata: input.metadata,
            expand: ['latest_invoice', 'pending_setup_intent'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        await refuseUnusableTrial(subscription);
        return toProviderSubscription(subscription);
      } catch (error) {
        return refusalOf(error);
      }
    },
    async changeSubscription(input) {
      try {
        await ensureProduct(input);
        const current = await stripe.subscriptions.retrieve(input.subscriptionId);
        const item = current.items.data[0];
        const subscription = await stripe.subscriptions.update(
          input.subscriptionId,
          {
            items: [{ ...(item ? { id: item.id } : {}), price_data: priceData(input) }],
            default_payment_method: input.source,
            cancel_at_period_end: false,
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            metadata: input.metadata,
            expand: ['latest_invoice'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toProviderSubscription(subscription);
      } catch (error) {
        return refusalOf(error);
      }
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      try {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      } catch (error) {
        refusalOf(error);
      }
    },
    async charge(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'eur',
            customer: input.customerId,
            payment_method: input.source,
            description: input.description,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'requires_action') {
          throw new PaymentRefused('three_d_secure', TEXTS.errors.threeDSecure);
        }
        if (intent.status !== 'succeeded') {
          throw new PaymentRefused('declined', 'Your card was declined.');
        }
        return { id: intent.id, amountCents: intent.amount_received || input.amountCents };
      } catch (error) {
        return refusalOf(error);
      }
    },
    async refund(input) {
      try {
        // We record a subscription's invoice (in_...) or a single charge's PaymentIntent (pi_...);
        // Stripe refunds a PaymentIntent or a charge, so an invoice is read for its payment.
        const target = await refundTargetOf(input.paymentId);
        const refund = await stripe.refunds.create(
          { ...target, amount: input.amountCents, metadata: { payment: input.paymentId } },
          { idempotencyKey: input.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          throw new PaymentRefused('invalid', refund.failure_reason ?? REFUND_REFUSED);
        }
        return { id: refund.id, amountCents: refund.amount };
      } catch (error) {
        return refusalOf(error);
      }
    },
  };

  async function refundTargetOf(
    paymentId: string,
  ): Promise<{ payment_intent: string } | { charge: string }> {
    if (paymentId.startsWith('ch_')) return { charge: paymentId };
    if (!paymentId.startsWith('in_')) return { payment_intent: paymentId };
    const invoice = await stripe.invoices.retrieve(paymentId, { expand: ['payments'] });
    const paid =
      invoice.payments?.data.find((p) => p.status === 'paid') ?? invoice.payments?.data[0];
    const intent = paid?.payment.payment_intent;
    const charge = paid?.payment.charge;
    if (intent) return { payment_intent: typeof intent === 'string' ? intent : intent.id };
    if (charge) return { charge: typeof charge === 'string' ? charge : charge.id };
    throw new PaymentRefused('invalid', 'Stripe has no payment for this invoice to refund.');
  }
}
