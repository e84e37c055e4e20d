import { DEFAULT_TRIAL_DAYS } from '@songstats/domain';
import type Stripe from 'stripe';
import { createPaypalWalletProvider, PAYPAL_SANDBOX_API_URL } from './paypal-provider';
import type { CardProvider, WalletProvider } from './provider';
import { createSandboxCardProvider, createSandboxWalletProvider } from './sandbox-provider';
import { createStripeCardProvider, createStripeClient } from './stripe-provider';

/** The providers the subscription calls use, chosen once at start (docs/payments.md). */
export interface Payments {
  card: CardProvider;
  wallet: WalletProvider;
  /** The Stripe client and webhook signing secret, when Stripe is on. */
  stripe: { client: Stripe; webhookSecret: string | null; publishableKey: string | null } | null;
  /** spec §9: the trial length, 7 days by default. */
  trialDays: number;
  now: () => Date;
}

export function sandboxPayments(options: Partial<Payments> = {}): Payments {
  const now = options.now ?? (() => new Date());
  return {
    card: createSandboxCardProvider(now),
    wallet: createSandboxWalletProvider(),
    stripe: null,
    trialDays: DEFAULT_TRIAL_DAYS,
    now,
    ...options,
  };
}

/**
 * STRIPE_SECRET_KEY turns Stripe on (with STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and, for
 * a local server, STRIPE_API_URL); PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET turn PayPal on
 * (PAYPAL_API_URL, the PayPal sandbox by default). Otherwise the embedded sandbox answers.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv = process.env): Payments {
  const payments = sandboxPayments();
  const trialDays = env.TRIAL_DAYS ? Number(env.TRIAL_DAYS) : DEFAULT_TRIAL_DAYS;
  if (!Number.isInteger(trialDays) || trialDays < 0) {
    throw new Error(`TRIAL_DAYS must be a whole number of days, got "${env.TRIAL_DAYS}"`);
  }
  payments.trialDays = trialDays;
  if (env.STRIPE_SECRET_KEY) {
    const client = createStripeClient({
      secretKey: env.STRIPE_SECRET_KEY,
      apiUrl: env.STRIPE_API_URL,
    });
    payments.card = createStripeCardProvider(client);
    payments.stripe = {
      client,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    };
  }
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    payments.wallet = createPaypalWalletProvider({
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      apiUrl: env.PAYPAL_API_URL || PAYPAL_SANDBOX_API_URL,
    });
  }
  return payments;
}
