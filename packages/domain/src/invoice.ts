// Issue 30 (decision 056): the invoice of a subscription, built once for the PDF and the invoice
// view. Prices are what the member pays (spec §9, in euro); the VAT inside them follows the EU
// rules for electronically supplied services: the buyer's country's rate for a consumer in the
// EU, the reverse charge for a business with a VAT number in another EU country, none outside
// the EU.

import { periodStartOf } from './billing-schedule';
import type { Interval } from './entities/subscription';
import { intervalLabel } from './plans';
import { addInterval } from './subscription-lifecycle';

/** Standard VAT rates of the EU member states in percent (as of 2026). */
export const EU_VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};

export const INVOICE_TEXTS = {
  reverseCharge:
    'Reverse charge: VAT is accounted for by the customer (Article 196, Directive 2006/112/EC).',
  outsideEu: 'Outside the scope of EU VAT: the customer is established outside the EU.',
  trialLine: 'Free trial',
  sandbox: 'Sandbox payments: no money was taken.',
} as const;

export type InvoiceVatRule = 'domestic' | 'eu_consumer' | 'reverse_charge' | 'outside_eu';

export interface InvoiceVat {
  rule: InvoiceVatRule;
  /** The VAT rate inside the prices, in percent (0 for reverse charge and outside the EU). */
  ratePercent: number;
  note: string | null;
}

export interface InvoiceParty {
  name: string;
  company: string | null;
  address: string;
  countryCode: string;
  vatId: string | null;
  email: string | null;
}

/** The VAT of a sale from `seller` to `buyer` (two-letter country codes, any case). */
export function invoiceVat(
  seller: Pick<InvoiceParty, 'countryCode'>,
  buyer: Pick<InvoiceParty, 'countryCode' | 'vatId'>,
): InvoiceVat {
  const from = seller.countryCode.toUpperCase();
  const to = buyer.countryCode.toUpperCase();
  const buyerRate = EU_VAT_RATES[to];
  if (EU_VAT_RATES[from] === undefined || buyerRate === undefined) {
    return { rule: 'outside_eu', ratePercent: 0, note: INVOICE_TEXTS.outsideEu };
  }
  if (to === from) return { rule: 'domestic', ratePercent: buyerRate, note: null };
  if (buyer.vatId?.trim()) {
    return { rule: 'reverse_charge', ratePercent: 0, note: INVOICE_TEXTS.reverseCharge };
  }
  return { rule: 'eu_consumer', ratePercent: buyerRate, note: null };
}

/** The net and VAT parts of a price that includes VAT at `ratePercent`. */
export function splitGross(
  grossCents: number,
  ratePercent: number,
): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + ratePercent));
  return { netCents, vatCents: grossCents - netCents };
}

/** A day of an invoice: 2026-11-26 -> '26 Nov 2026' (UTC). */
export function invoiceDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Euro cents as an invoice amount: 11999 -> 'EUR 119.99'. */
export function invoiceAmount(cents: number): string {
  return `EUR ${(cents / 100).toFixed(2)}`;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** 'songstats_radiostats' -> 'Songstats + Radiostats'. */
export function productTypeName(productType: string): string {
  return productType
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' + ');
}

export interface InvoiceInput {
  number: string;
  issuedAt: Date;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  subscription: {
    name: string;
    productType: string;
    interval: Interval;
    state: 'trial' | 'active' | 'cancelled' | 'declined';
    priceCents: number;
    startedAt: Date;
    trialEnd: Date | null;
    currentPeriodEnd: Date | null;
  };
  /** How the member pays, in words ('Visa card ending 4242', 'PayPal (ada@example.com)'). */
  paymentMethod: string;
  /** The succeeded charges of the subscription, oldest first. */
  charges: readonly { date: Date; reference: string; amountCents: number }[];
  /** The embedded sandbox took the payments: no money moved. */
  sandbox: boolean;
}

export interface InvoiceLine {
  /** The charge's day (ISO); the trial's line carries its first day. */
  date: string;
  description: string;
  /** The provider's reference of the charge; null for the trial's line. */
  reference: string | null;
  periodStart: string;
  periodEnd: string;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface Invoice {
  number: string;
  issuedOn: string;
  currency: 'EUR';
  seller: InvoiceParty;
  buyer: InvoiceParty;
  subscriptionName: string;
  /** 'Songstats + Radiostats, Monthly'. */
  plan: string;
  paymentMethod: string;
  /** The service period the subscription is in (ISO days); null before any. */
  period: { start: string; end: string } | null;
  /** The free trial, with what is charged when it ends; null without one. */
  trial: {
    start: string;
    end: string;
    nextChargeOn: string | null;
    nextChargeCents: number;
  } | null;
  lines: InvoiceLine[];
  vat: InvoiceVat;
  totals: { netCents: number; vatCents: number; grossCents: number };
  notes: string[];
}

/**
 * The invoice of a subscription: one line per charge (its paid period: a charge made inside the
 * trial pays the period that starts when the trial ends), the trial as a line of its own, VAT
 * per line and totals equal to the charges' sum.
 */
export function buildInvoice(input: InvoiceInput): Invoice {
  const { subscription } = input;
  const vat = invoiceVat(input.seller, input.buyer);
  const plan = `${productTypeName(subscription.productType)}, ${intervalLabel(subscription.interval)}`;
  const trialEnd = subscription.trialEnd;
  const hadTrial = trialEnd !== null && subscription.startedAt < trialEnd;
  const lines: InvoiceLine[] = [];
  if (hadTrial) {
    lines.push({
      date: isoDay(subscription.startedAt),
      description: `${INVOICE_TEXTS.trialLine}: ${subscription.name}, ${plan}`,
      reference: null,
      periodStart: isoDay(subscription.startedAt),
      periodEnd: isoDay(trialEnd),
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    });
  }
  for (const charge of input.charges) {
    const start = hadTrial && charge.date < trialEnd ? trialEnd : charge.date;
    lines.push({
      date: isoDay(charge.date),
      description: `${subscription.name}, ${plan}`,
      reference: charge.reference,
      periodStart: isoDay(start),
      periodEnd: isoDay(addInterval(start, subscription.interval)),
      grossCents: charge.amountCents,
      ...splitGross(charge.amountCents, vat.ratePercent),
    });
  }
  const totals = lines.reduce(
    (sum, line) => ({
      netCents: sum.netCents + line.netCents,
      vatCents: sum.vatCents + line.vatCents,
      grossCents: sum.grossCents + line.grossCents,
    }),
    { netCents: 0, vatCents: 0, grossCents: 0 },
  );
  const inTrial = subscription.state === 'trial' && hadTrial;
  const trial = hadTrial
    ? {
        start: isoDay(subscription.startedAt),
        end: isoDay(trialEnd),
        nextChargeOn:
          inTrial && subscription.currentPeriodEnd ? isoDay(subscription.currentPeriodEnd) : null,
        nextChargeCents: inTrial ? subscription.priceCents : 0,
      }
    : null;
  const notes: string[] = [];
  if (trial?.nextChargeOn) {
    notes.push(
      `Free trial until ${invoiceDay(trial.end)}: nothing has been charged. The first charge, ${invoiceAmount(trial.nextChargeCents)}, is due on ${invoiceDay(trial.nextChargeOn)}.`,
    );
  }
  if (hadTrial && !inTrial && trialEnd > input.issuedAt) {
    notes.push(`Free trial until ${invoiceDay(isoDay(trialEnd))}: the paid period starts then.`);
  }
  if (vat.note) notes.push(vat.note);
  if (input.sandbox) notes.push(INVOICE_TEXTS.sandbox);
  return {
    number: input.number,
    issuedOn: isoDay(input.issuedAt),
    currency: 'EUR',
    seller: input.seller,
    buyer: input.buyer,
    subscriptionName: subscription.name,
    plan,
    paymentMethod: input.paymentMethod,
    period: currentPeriod(subscription, inTrial),
    trial,
    lines,
    vat,
    totals,
    notes,
  };
}

function currentPeriod(
  subscription: InvoiceInput['subscription'],
  inTrial: boolean,
): Invoice['period'] {
  if (inTrial && subscription.trialEnd) {
    return { start: isoDay(subscription.startedAt), end: isoDay(subscription.trialEnd) };
  }
  const end = subscription.currentPeriodEnd;
  if (!end) return null;
  return { start: isoDay(periodStartOf(end, subscription.interval)), end: isoDay(end) };
}
