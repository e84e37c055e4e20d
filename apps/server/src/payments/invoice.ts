import type {
  BillingAddressRecord,
  PaymentCardRecord,
  PaymentRecord,
  SubscriptionRecord,
} from '@songstats/db';
import { buildInvoice, type Invoice, type InvoiceParty } from '@songstats/domain';

// Issue 30, decision 056: the invoice of a subscription from what the database holds; the PDF and
// the invoice view show the same `Invoice`.

/**
 * The seller named on every invoice: SELLER_NAME, SELLER_ADDRESS, SELLER_COUNTRY (two letters),
 * SELLER_VAT_ID and SELLER_EMAIL. The defaults name the demo installation's seller.
 */
export const DEMO_SELLER: InvoiceParty = {
  name: 'Songstats B.V.',
  company: null,
  address: 'Keizersgracht 62, 1015 CS Amsterdam',
  countryCode: 'NL',
  vatId: 'NL859999999B01',
  email: 'billing@songstats.com',
};

export function sellerFromEnv(env: NodeJS.ProcessEnv): InvoiceParty {
  const country = env.SELLER_COUNTRY?.trim().toUpperCase();
  if (country !== undefined && country !== '' && !/^[A-Z]{2}$/.test(country)) {
    throw new Error(`SELLER_COUNTRY must be a two-letter country code, got "${country}"`);
  }
  return {
    name: env.SELLER_NAME || DEMO_SELLER.name,
    company: null,
    address: env.SELLER_ADDRESS || DEMO_SELLER.address,
    countryCode: country || DEMO_SELLER.countryCode,
    vatId: env.SELLER_VAT_ID || DEMO_SELLER.vatId,
    email: env.SELLER_EMAIL || DEMO_SELLER.email,
  };
}

const STORE_NAMES = { apple: 'App Store', google: 'Google Play' } as const;

/** How the subscription is paid, in words. */
export function paymentMethodText(
  subscription: Pick<SubscriptionRecord, 'paymentMethod' | 'walletEmail'>,
  card: PaymentCardRecord | null,
): string {
  switch (subscription.paymentMethod) {
    case 'card': {
      if (!card) return 'Card';
      const brand = card.brand
        ? `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} `
        : '';
      return `${brand}card ending ${card.lastFour}`;
    }
    case 'paypal':
      return subscription.walletEmail ? `PayPal (${subscription.walletEmail})` : 'PayPal';
    case 'apple':
    case 'google':
      return STORE_NAMES[subscription.paymentMethod];
    case 'free':
      return 'Free';
    default:
      return 'None yet';
  }
}

export interface InvoiceSources {
  seller: InvoiceParty;
  subscription: SubscriptionRecord;
  subscriptionName: string;
  memberEmail: string;
  billingAddress: BillingAddressRecord | null;
  card: PaymentCardRecord | null;
  payments: PaymentRecord[];
  issuedAt: Date;
  sandbox: boolean;
}

/** The buyer is the billing address; without one, the member's email in the seller's country. */
function buyerOf(sources: InvoiceSources): InvoiceParty {
  const address = sources.billingAddress;
  if (!address) {
    return {
      name: sources.memberEmail,
      company: null,
      address: '',
      countryCode: sources.seller.countryCode,
      vatId: null,
      email: sources.memberEmail,
    };
  }
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    company: address.companyName,
    address: address.streetAddress,
    countryCode: address.countryCode,
    vatId: address.vat,
    email: sources.memberEmail,
  };
}

export function invoiceOf(sources: InvoiceSources): Invoice {
  const { subscription } = sources;
  const charges = sources.payments
    .filter((payment) => payment.status === 'succeeded')
    .map((payment) => ({
      date: payment.createdAt,
      reference: payment.providerPaymentId,
      amountCents: payment.amountCents,
    }));
  const issued = sources.issuedAt.toISOString().slice(0, 10).replaceAll('-', '');
  return buildInvoice({
    number: `${subscription.id}-${issued}`,
    issuedAt: sources.issuedAt,
    seller: sources.seller,
    buyer: buyerOf(sources),
    subscription: {
      name: sources.subscriptionName,
      productType: subscription.productType,
      interval: subscription.interval,
      state: subscription.state,
      priceCents: subscription.priceCents,
      startedAt: subscription.startedAt,
      trialEnd: subscription.trialEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
    },
    paymentMethod: paymentMethodText(subscription, sources.card),
    charges,
    sandbox: sources.sandbox,
  });
}
