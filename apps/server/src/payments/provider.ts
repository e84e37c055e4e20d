import type { Interval } from '@songstats/domain';
import { HttpError } from '../plugins/errors';

// The payment providers behind the subscription calls (docs/payments.md): a card provider
// (the embedded sandbox, or Stripe) and a wallet provider (the sandbox, or PayPal).

/** Why a card or wallet payment was refused; the message is shown to the member. */
export class PaymentRefused extends Error {
  constructor(
    readonly reason: 'declined' | 'three_d_secure' | 'invalid' | 'wallet_failed',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRefused';
  }
}

/**
 * The provider did not answer usably (rate limited, down, unreachable, a malformed answer): a 503
 * with a message the member can act on. Not a refusal, so nothing is marked declined, and not
 * kept as the answer of an idempotency key, so the same submission may be tried again.
 */
export class ProviderUnavailable extends HttpError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(503, message);
    this.name = 'ProviderUnavailable';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export const CARD_PROVIDER_UNAVAILABLE =
  'The card payment service is not answering right now. Please try again in a few minutes.';

export interface SavedCard {
  customerId: string;
  /** The provider's payment method id, kept to charge again. */
  source: string;
  lastFour: string;
  brand: string | null;
  expMonth: number;
  expYear: number;
}

export interface ProviderSubscription {
  id: string;
  status: 'trial' | 'active';
  trialEnd: Date | null;
  /** The next billing date. */
  currentPeriodEnd: Date;
  /** The charge made at once (none during a trial). */
  payment: { id: string; amountCents: number } | null;
}

export interface SubscriptionTerms {
  /** A stable product key per plan and product type, e.g. `songstats-artist-songstats`. */
  productKey: string;
  productName: string;
  priceCents: number;
  interval: Interval;
  description: string;
  metadata: Record<string, string>;
}

export interface CardProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Saves a new card as the member's payment method, creating the customer first if needed. */
  saveCard(input: {
    customerId: string | null;
    source: string;
    email: string;
    fullname: string;
    memberId: number;
    idempotencyKey: string;
  }): Promise<SavedCard>;
  /** Starts a recurring subscription on the saved card; throws PaymentRefused. */
  startSubscription(
    input: SubscriptionTerms & {
      customerId: string;
      source: string;
      trialDays: number;
      idempotencyKey: string;
      /**
       * The unused paid time of the subscription this one replaces (a wallet period), taken off
       * the first charge; `creditKey` makes the credit once however often it is sent.
       */
      credit?: { cents: number; creditKey: string } | undefined;
    },
  ): Promise<ProviderSubscription>;
  /** Changes the price or interval of a running subscription (upgrade, interval change). */
  changeSubscription(
    input: SubscriptionTerms & {
      subscriptionId: string;
      customerId: string;
      source: string;
      idempotencyKey: string;
      /** The terms being changed (the sandbox prorates from them; Stripe reads its own). */
      current: { priceCents: number; interval: Interval; currentPeriodEnd: Date | null };
    },
  ): Promise<ProviderSubscription>;
  /** Stops (true) or restores (false) the renewal at the period's end. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** One charge on the saved card (renewals of the sandbox, enterprise agreements). */
  charge(input: {
    customerId: string;
    source: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<{ id: string; amountCents: number }>;
  /**
   * Refunds one of its payments in full (an admin's refund, issue 26): `paymentId` is what we
   * recorded (Stripe's invoice or PaymentIntent id, the sandbox's charge id). The idempotency
   * key makes a repeated request one refund. Throws PaymentRefused('invalid') when refused.
   */
  refund(input: RefundRequest): Promise<ProviderRefund>;
  /** True when the provider renews subscriptions itself (Stripe, told by webhooks). */
  readonly renewsItself: boolean;
}

export interface WalletProvider {
  readonly name: 'sandbox' | 'paypal';
  /** Creates an order the payer approves at `approvalUrl`; PayPal returns with ?token=orderId. */
  createOrder(input: {
    amountCents: number;
    description: string;
    returnUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<{ orderId: string; approvalUrl: string }>;
  /** Captures an approved order; throws PaymentRefused('wallet_failed') otherwise. */
  captureOrder(input: {
    orderId: string;
    idempotencyKey: string;
    payerEmailFallback: string;
  }): Promise<WalletCapture>;
  /** Reads a captured order again (a capture that was pending); throws like captureOrder. */
  readCapture(input: { orderId: string; payerEmailFallback: string }): Promise<WalletCapture>;
  /** Refunds a capture in full (issue 26); `paymentId` is the capture id. Like CardProvider's. */
  refund(input: RefundRequest): Promise<ProviderRefund>;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  amountCents: number;
}

export const REFUND_REFUSED = 'The payment provider refused this refund.';

export interface WalletCapture {
  /** `pending`: the money is not there yet (PayPal review, eCheck); read it again later. */
  status: 'completed' | 'pending';
  captureId: string;
  amountCents: number | null;
  payerEmail: string | null;
}

/** Turns euro cents into the decimal string PayPal and our invoices show: 1199 -> '11.99'. */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
