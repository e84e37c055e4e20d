import { TEXTS } from '@songstats/domain';
import Stripe from 'stripe';
import {
  type CardProvider,
  PaymentRefused,
  type ProviderSubscription,
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

/** Stripe's refusals become our PaymentRefused with Stripe's message (spec §8 card error). */
function refusalOf(error: unknown): never {
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
  }
  throw error;
}

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
      if (!(error instanceof Stripe.errors.StripeError) || error.statusCode !== 404) throw error;
      await stripe.products.create({ id: terms.productKey, name: terms.productName });
    }
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
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            default_payment_method: input.source,
            items: [{ price_data: priceData(input) }],
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
            payment_behavior: 'error_if_incomplete',
            description: input.description,
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
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
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
        if (error instanceof PaymentRefused) throw error;
        return refusalOf(error);
      }
    },
  };
}
