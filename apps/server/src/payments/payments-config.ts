import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_TRIAL_DAYS, type InvoiceParty } from '@songstats/domain';
import type Stripe from 'stripe';
import { APP_STORE_API_URL, type AppStoreClient, createAppStoreClient } from './app-store-client';
import { APPLE_ROOT_CA_G3_SHA256 } from './app-store-signed-data';
import {
  createGooglePlayClient,
  GOOGLE_OAUTH_TOKEN_URL,
  GOOGLE_PLAY_API_URL,
  type GooglePlayClient,
  type GoogleServiceAccount,
} from './google-play-client';
import { DEMO_SELLER, sellerFromEnv } from './invoice';
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
  /** The stores mobile purchases are verified with; null: that store is not configured. */
  stores: { apple: AppStoreClient | null; google: GooglePlayClient | null };
  /** spec §9: the trial length, 7 days by default. */
  trialDays: number;
  /** The seller invoices name (SELLER_* settings; decision 056). */
  seller: InvoiceParty;
  now: () => Date;
}

/**
 * The embedded sandbox is in use when neither Stripe nor PayPal is: only then do test purchases
 * (the sandbox's `sandbox-` ids, App Store Sandbox, Play license testers) count (issue 20).
 */
export function isSandboxInUse(payments: Payments): boolean {
  return payments.card.name === 'sandbox' && payments.wallet.name === 'sandbox';
}

export function sandboxPayments(options: Partial<Payments> = {}): Payments {
  const now = options.now ?? (() => new Date());
  return {
    card: createSandboxCardProvider(now),
    wallet: createSandboxWalletProvider(),
    stripe: null,
    stores: { apple: null, google: null },
    trialDays: DEFAULT_TRIAL_DAYS,
    seller: DEMO_SELLER,
    now,
    ...options,
  };
}

const APP_STORE_SETTINGS = [
  'APP_STORE_KEY_ID',
  'APP_STORE_ISSUER_ID',
  'APP_STORE_BUNDLE_ID',
  'APP_STORE_PRIVATE_KEY_PATH',
] as const;
const GOOGLE_PLAY_SETTINGS = [
  'GOOGLE_PLAY_PACKAGE_NAME',
  'GOOGLE_PLAY_SERVICE_ACCOUNT_PATH',
] as const;

/** All of a store's settings, or none; some of them is a mistake said at start. */
function storeSettings<const Names extends readonly string[]>(
  env: NodeJS.ProcessEnv,
  names: Names,
): Record<Names[number], string> | null {
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return null;
  if (missing.length > 0) throw new Error(`${missing.join(', ')} must be set with ${names[0]}`);
  return Object.fromEntries(names.map((name) => [name, env[name]])) as Record<
    Names[number],
    string
  >;
}

function readKeyFile(path: string, name: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read ${path} (${(error as Error).message})`);
  }
}

/** A private key that cannot sign is said at start, not at a member's first restore. */
function checkedPrivateKey(pem: string, type: 'ec' | 'rsa', name: string): string {
  let keyType: string | undefined;
  try {
    keyType = createPrivateKey(pem).asymmetricKeyType;
  } catch (error) {
    throw new Error(`${name}: not a private key (${(error as Error).message})`);
  }
  if (keyType !== type) throw new Error(`${name}: expected an ${type.toUpperCase()} key`);
  return pem;
}

function appStoreFromEnv(env: NodeJS.ProcessEnv): AppStoreClient | null {
  const settings = storeSettings(env, APP_STORE_SETTINGS);
  if (!settings) return null;
  return createAppStoreClient({
    keyId: settings.APP_STORE_KEY_ID,
    issuerId: settings.APP_STORE_ISSUER_ID,
    bundleId: settings.APP_STORE_BUNDLE_ID,
    privateKeyPem: checkedPrivateKey(
      readKeyFile(settings.APP_STORE_PRIVATE_KEY_PATH, 'APP_STORE_PRIVATE_KEY_PATH'),
      'ec',
      'APP_STORE_PRIVATE_KEY_PATH',
    ),
    apiUrl: env.APP_STORE_API_URL || APP_STORE_API_URL,
    rootSha256: env.APP_STORE_ROOT_SHA256 || APPLE_ROOT_CA_G3_SHA256,
  });
}

function googlePlayFromEnv(env: NodeJS.ProcessEnv): GooglePlayClient | null {
  const settings = storeSettings(env, GOOGLE_PLAY_SETTINGS);
  if (!settings) return null;
  const path = settings.GOOGLE_PLAY_SERVICE_ACCOUNT_PATH;
  const text = readKeyFile(path, 'GOOGLE_PLAY_SERVICE_ACCOUNT_PATH');
  let account: Partial<GoogleServiceAccount>;
  try {
    account = JSON.parse(text);
  } catch {
    throw new Error(`GOOGLE_PLAY_SERVICE_ACCOUNT_PATH: ${path} is not JSON`);
  }
  if (typeof account.client_email !== 'string' || typeof account.private_key !== 'string') {
    throw new Error(`GOOGLE_PLAY_SERVICE_ACCOUNT_PATH: ${path} is not a service account key`);
  }
  checkedPrivateKey(account.private_key, 'rsa', 'GOOGLE_PLAY_SERVICE_ACCOUNT_PATH');
  return createGooglePlayClient({
    packageName: settings.GOOGLE_PLAY_PACKAGE_NAME,
    serviceAccount: account as GoogleServiceAccount,
    apiUrl: env.GOOGLE_PLAY_API_URL || GOOGLE_PLAY_API_URL,
    tokenUrl: env.GOOGLE_PLAY_TOKEN_URL || account.token_uri || GOOGLE_OAUTH_TOKEN_URL,
  });
}

/**
 * STRIPE_SECRET_KEY turns Stripe on (with STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and, for
 * a local server, STRIPE_API_URL); PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET turn PayPal on
 * (PAYPAL_API_URL, the PayPal sandbox by default). Otherwise the embedded sandbox answers.
 * APP_STORE_* and GOOGLE_PLAY_* turn on verifying mobile purchases with the stores.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv = process.env): Payments {
  const payments = sandboxPayments();
  const trialDays = env.TRIAL_DAYS ? Number(env.TRIAL_DAYS) : DEFAULT_TRIAL_DAYS;
  if (!Number.isInteger(trialDays) || trialDays < 0) {
    throw new Error(`TRIAL_DAYS must be a whole number of days, got "${env.TRIAL_DAYS}"`);
  }
  payments.trialDays = trialDays;
  payments.seller = sellerFromEnv(env);
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
  payments.stores = { apple: appStoreFromEnv(env), google: googlePlayFromEnv(env) };
  return payments;
}
