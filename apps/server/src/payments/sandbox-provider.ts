import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { addDays, addInterval, TEXTS, unusedPeriodCreditCents } from '@songstats/domain';
import {
  type CardProvider,
  PaymentRefused,
  type ProviderRefund,
  type ProviderSubscription,
  type RefundRequest,
  type SavedCard,
  type WalletProvider,
} from './provider';

// The embedded payment provider (docs/payments.md): no network, test cards only. Its card
// element (create_card_source) turns a test card into a source as Stripe.js does; the source
// carries the card's outcome and its last four digits, never the whole number.

export type SandboxOutcome = 'succeeds' | 'declined' | 'requires_three_d_secure';

interface TestCard {
  number: string;
  brand: string;
  outcome: SandboxOutcome;
  /** Saved and usable at the trial's start, declined when a charge is due (renewal test). */
  declinesCharges?: boolean;
  declineMessage?: string;
}

/** The sandbox's test cards: Stripe's test numbers with the same meaning. */
export const SANDBOX_TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds' },
  {
    number: '4000000000000002',
    brand: 'visa',
    outcome: 'declined',
    declineMessage: 'Your card was declined.',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'declined',
    declineMessage: 'Your card has insufficient funds.',
  },
  { number: '4000002760003184', brand: 'visa', outcome: 'requires_three_d_secure' },
  {
    number: '4000000000000341',
    brand: 'visa',
    outcome: 'succeeds',
    declinesCharges: true,
    declineMessage: 'Your card was declined.',
  },
];

export const SANDBOX_SOURCE_PREFIX = 'src_sandbox_';
export const CARD_NUMBER_INCORRECT = 'Your card number is incorrect.';
export const CARD_EXPIRED = 'Your card has expired.';
export const CARD_UNREADABLE = 'This card could not be read. Please enter it again.';

// A source is tied to the member who entered it, as a Stripe payment method is to its customer:
// its last part is a MAC of the rest and the member id, under a key of this process (a source
// is used within minutes of being made; after a restart the card is entered again).
const SOURCE_KEY = randomBytes(32);
const sourceMac = (body: string, memberId: number) =>
  createHmac('sha256', SOURCE_KEY).update(`${memberId}:${body}`).digest('hex').slice(0, 32);

/** The sandbox card element: a test card becomes the member's source; other numbers are refused. */
export function createSandboxCardSource(
  input: { number: string; expMonth: number; expYear: number },
  memberId: number,
  now = new Date(),
) {
  const card = SANDBOX_TEST_CARDS.find((candidate) => candidate.number === input.number);
  if (!card) throw new PaymentRefused('invalid', CARD_NUMBER_INCORRECT);
  const endOfExpiry = Date.UTC(input.expYear, input.expMonth, 1);
  if (endOfExpiry <= now.getTime()) throw new PaymentRefused('invalid', CARD_EXPIRED);
  const index = SANDBOX_TEST_CARDS.indexOf(card);
  const lastFour = card.number.slice(-4);
  const month = String(input.expMonth).padStart(2, '0');
  const nonce = randomBytes(6).toString('hex');
  const body = `${SANDBOX_SOURCE_PREFIX}${index}_${lastFour}_${month}_${input.expYear}_${nonce}`;
  return {
    stripeSource: `${body}_${sourceMac(body, memberId)}`,
    cardNumber: lastFour,
    brand: card.brand,
    requiresThreeDSecure: card.outcome === 'requires_three_d_secure',
  };
}

interface ParsedSource {
  card: TestCard;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

/** Reads a source; saved sources made before they carried a MAC still read (renewals). */
function parseSource(source: string): ParsedSource & { body: string; mac: string | null } {
  const match =
    /^(src_sandbox_(\d+)_(\d{4})_(\d{2})_(\d{4})_[0-9a-f]{12})(?:_([0-9a-f]{32}))?$/.exec(source);
  const card = match ? SANDBOX_TEST_CARDS[Number(match[2])] : undefined;
  if (!match || !card || card.number.slice(-4) !== match[3]) {
    throw new PaymentRefused('invalid', CARD_UNREADABLE);
  }
  return {
    card,
    lastFour: match[3]!,
    expMonth: Number(match[4]),
    expYear: Number(match[5]),
    body: match[1]!,
    mac: match[6] ?? null,
  };
}

/** A new source must be the saving member's own; another member's is refused as unreadable. */
function parseOwnSource(source: string, memberId: number): ParsedSource {
  const parsed = parseSource(source);
  const expected = Buffer.from(sourceMac(parsed.body, memberId));
  if (!parsed.mac || !timingSafeEqual(Buffer.from(parsed.mac), expected)) {
    throw new PaymentRefused('invalid', CARD_UNREADABLE);
  }
  return parsed;
}

function refuseIfBad(card: TestCard, charging: boolean) {
  if (card.outcome === 'requires_three_d_secure') {
    throw new PaymentRefused('three_d_secure', TEXTS.errors.threeDSecure);
  }
  if (card.outcome === 'declined' || (charging && card.declinesCharges)) {
    throw new PaymentRefused('declined', card.declineMessage ?? 'Your card was declined.');
  }
}

const chargeId = (idempotencyKey: string) =>
  `ch_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/**
 * The sandbox's refunds, as a provider keeps them: one refund per payment; the same request
 * (idempotency key) answers the same refund, another request for a refunded payment is refused.
 */
function sandboxRefunds(prefix: string) {
  const byPayment = new Map<string, { key: string; refund: ProviderRefund }>();
  return async (input: RefundRequest): Promise<ProviderRefund> => {
    if (!input.paymentId.startsWith(prefix)) {
      throw new PaymentRefused('invalid', 'No such payment at the sandbox.');
    }
    const done = byPayment.get(input.paymentId);
    if (done) {
      if (done.key === input.idempotencyKey) return done.refund;
      throw new PaymentRefused('invalid', 'This payment is refunded already.');
    }
    const refund = {
      id: `re_sandbox_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`,
      amountCents: input.amountCents,
    };
    byPayment.set(input.paymentId, { key: input.idempotencyKey, refund });
    return refund;
  };
}

export function createSandboxCardProvider(now: () => Date = () => new Date()): CardProvider {
  return {
    refund: sandboxRefunds('ch_sandbox_'),
    name: 'sandbox',
    renewsItself: false,
    async saveCard(input): Promise<SavedCard> {
      const parsed = parseOwnSource(input.source, input.memberId);
      refuseIfBad(parsed.card, false);
      return {
        customerId: input.customerId ?? `cus_sandbox_${input.memberId}`,
        source: input.source,
        lastFour: parsed.lastFour,
        brand: parsed.card.brand,
        expMonth: parsed.expMonth,
        expYear: parsed.expYear,
      };
    },
    async startSubscription(input): Promise<ProviderSubscription> {
      const { card } = parseSource(input.source);
      const start = now();
      const id = `sub_sandbox_${randomBytes(8).toString('hex')}`;
      if (input.trialDays > 0) {
        refuseIfBad(card, false);
        const trialEnd = addDays(start, input.trialDays);
        return { id, status: 'trial', trialEnd, currentPeriodEnd: trialEnd, payment: null };
      }
      refuseIfBad(card, true);
      // A credit larger than the price is not carried over (Stripe keeps it as a balance).
      const due = Math.max(input.priceCents - (input.credit?.cents ?? 0), 0);
      return {
        id,
        status: 'active',
        trialEnd: null,
        currentPeriodEnd: addInterval(start, input.interval),
        payment: due > 0 ? { id: chargeId(input.idempotencyKey), amountCents: due } : null,
      };
    },
    async changeSubscription(input): Promise<ProviderSubscription> {
      const { card } = parseSource(input.source);
      refuseIfBad(card, true);
      const start = now();
      // Stripe's always_invoice proration: the unused part of the current period is credited;
      // the same interval keeps its period (the new price for the days left), another interval
      // starts a new period at once.
      const credit = unusedPeriodCreditCents({
        priceCents: input.current.priceCents,
        interval: input.current.interval,
        periodEnd: input.current.currentPeriodEnd,
        now: start,
      });
      const samePeriod =
        input.current.interval === input.interval &&
        input.current.currentPeriodEnd !== null &&
        input.current.currentPeriodEnd > start;
      const periodEnd = samePeriod
        ? (input.current.currentPeriodEnd as Date)
        : addInterval(start, input.interval);
      const newPart = samePeriod
        ? unusedPeriodCreditCents({
            priceCents: input.priceCents,
            interval: input.interval,
            periodEnd,
            now: start,
          })
        : input.priceCents;
      const due = Math.max(newPart - credit, 0);
      return {
        id: input.subscriptionId,
        status: 'active',
        trialEnd: null,
        currentPeriodEnd: periodEnd,
        payment: due > 0 ? { id: chargeId(input.idempotencyKey), amountCents: due } : null,
      };
    },
    async setCancelAtPeriodEnd() {},
    async charge(input) {
      refuseIfBad(parseSource(input.source).card, true);
      return { id: chargeId(input.idempotencyKey), amountCents: input.amountCents };
    },
  };
}

/** The sandbox wallet: approval returns at once to the return address, as PayPal would. */
export function createSandboxWalletProvider(): WalletProvider {
  const orders = new Map<string, number>();
  return {
    name: 'sandbox',
    refund: sandboxRefunds('CAPTURE-'),
    async createOrder(input) {
      const orderId = `SANDBOX-${randomBytes(8).toString('hex').toUpperCase()}`;
      orders.set(orderId, input.amountCents);
      const url = new URL(input.returnUrl);
      url.searchParams.set('token', orderId);
      url.searchParams.set('PayerID', 'SANDBOXPAYER');
      return { orderId, approvalUrl: url.toString() };
    },
    async captureOrder(input) {
      // The order's amount is stored (wallet_orders) too: a restarted server forgot its map.
      const amountCents = orders.get(input.orderId) ?? null;
      orders.delete(input.orderId);
      return {
        status: 'completed',
        captureId: `CAPTURE-${input.orderId}`,
        amountCents,
        payerEmail: input.payerEmailFallback,
      };
    },
    // The sandbox's captures complete at once; nothing is ever pending.
    async readCapture(input) {
      return {
        status: 'completed',
        captureId: `CAPTURE-${input.orderId}`,
        amountCents: null,
        payerEmail: input.payerEmailFallback,
      };
    },
  };
}
