import { describe, expect, it } from 'vitest';
import {
  buildInvoice,
  INVOICE_TEXTS,
  type InvoiceInput,
  invoiceAmount,
  invoiceDay,
  invoiceVat,
  productTypeName,
  splitGross,
} from './invoice';

const seller = {
  name: 'Songstats B.V.',
  company: null,
  address: 'Keizersgracht 62, 1015 CS Amsterdam',
  countryCode: 'NL',
  vatId: 'NL123456789B01',
  email: 'billing@songstats.com',
};
const buyer = {
  name: 'Ada Lovelace',
  company: 'Engines Ltd',
  address: '12 Rue de Rivoli, Paris',
  countryCode: 'FR',
  vatId: null,
  email: 'ada@example.com',
};
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

function input(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    number: '12-20261126',
    issuedAt: day('2026-11-26'),
    seller,
    buyer,
    subscription: {
      name: 'Rooms of Garden',
      productType: 'songstats',
      interval: 'monthly',
      state: 'active',
      priceCents: 1199,
      startedAt: day('2026-11-19'),
      trialEnd: null,
      currentPeriodEnd: day('2026-12-19'),
    },
    paymentMethod: 'Visa card ending 4242',
    charges: [{ date: day('2026-11-19'), reference: 'ch_1', amountCents: 1199 }],
    sandbox: false,
    ...overrides,
  };
}

describe('invoiceVat', () => {
  it('charges the buyer country rate to an EU consumer and the same rate at home', () => {
    expect(invoiceVat(seller, { countryCode: 'fr', vatId: null })).toEqual({
      rule: 'eu_consumer',
      ratePercent: 20,
      note: null,
    });
    expect(invoiceVat(seller, { countryCode: 'NL', vatId: 'NL1' })).toEqual({
      rule: 'domestic',
      ratePercent: 21,
      note: null,
    });
    expect(invoiceVat(seller, { countryCode: 'FI', vatId: '  ' }).ratePercent).toBe(25.5);
  });

  it('reverse charges an EU business elsewhere and leaves buyers outside the EU out', () => {
    expect(invoiceVat(seller, { countryCode: 'DE', vatId: 'DE123' })).toEqual({
      rule: 'reverse_charge',
      ratePercent: 0,
      note: INVOICE_TEXTS.reverseCharge,
    });
    expect(invoiceVat(seller, { countryCode: 'US', vatId: null }).rule).toBe('outside_eu');
    expect(invoiceVat({ countryCode: 'US' }, { countryCode: 'DE', vatId: null }).rule).toBe(
      'outside_eu',
    );
  });
});

describe('invoice formatting', () => {
  it('splits a gross price so the parts add up', () => {
    expect(splitGross(1199, 21)).toEqual({ netCents: 991, vatCents: 208 });
    expect(splitGross(11999, 25.5)).toEqual({ netCents: 9561, vatCents: 2438 });
    expect(splitGross(1199, 0)).toEqual({ netCents: 1199, vatCents: 0 });
  });

  it('names days, amounts and product types', () => {
    expect(invoiceDay('2026-11-26')).toBe('26 Nov 2026');
    expect(invoiceAmount(11999)).toBe('EUR 119.99');
    expect(productTypeName('songstats_radiostats')).toBe('Songstats + Radiostats');
  });
});

describe('buildInvoice', () => {
  it('bills each charge for its period with VAT inside the price', () => {
    const invoice = buildInvoice(input());
    expect(invoice.plan).toBe('Songstats, Monthly');
    expect(invoice.lines).toEqual([
      {
        date: '2026-11-19',
        description: 'Rooms of Garden, Songstats, Monthly',
        reference: 'ch_1',
        periodStart: '2026-11-19',
        periodEnd: '2026-12-19',
        netCents: 999,
        vatCents: 200,
        grossCents: 1199,
      },
    ]);
    expect(invoice.totals).toEqual({ netCents: 999, vatCents: 200, grossCents: 1199 });
    expect(invoice.period).toEqual({ start: '2026-11-19', end: '2026-12-19' });
    expect(invoice.trial).toBeNull();
    expect(invoice.notes).toEqual([]);
  });

  it('says a trial has charged nothing and when the first charge comes', () => {
    const invoice = buildInvoice(
      input({
        subscription: {
          ...input().subscription,
          state: 'trial',
          startedAt: day('2026-11-25'),
          trialEnd: day('2026-12-02'),
          currentPeriodEnd: day('2026-12-02'),
          priceCents: 11999,
          interval: 'yearly',
        },
        charges: [],
        sandbox: true,
      }),
    );
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.lines[0]).toMatchObject({
      description: 'Free trial: Rooms of Garden, Songstats, Yearly (Save 2 Months)',
      periodStart: '2026-11-25',
      periodEnd: '2026-12-02',
      grossCents: 0,
    });
    expect(invoice.trial).toEqual({
      start: '2026-11-25',
      end: '2026-12-02',
      nextChargeOn: '2026-12-02',
      nextChargeCents: 11999,
    });
    expect(invoice.period).toEqual({ start: '2026-11-25', end: '2026-12-02' });
    expect(invoice.totals.grossCents).toBe(0);
    expect(invoice.notes).toEqual([
      'Free trial until 2 Dec 2026: nothing has been charged. The first charge, EUR 119.99, is due on 2 Dec 2026.',
      INVOICE_TEXTS.sandbox,
    ]);
  });

  it('puts a charge made inside the trial (PayPal) in the period after it', () => {
    const invoice = buildInvoice(
      input({
        buyer: { ...buyer, countryCode: 'DE', vatId: 'DE811' },
        subscription: {
          ...input().subscription,
          state: 'active',
          startedAt: day('2026-11-25'),
          trialEnd: day('2026-12-02'),
          currentPeriodEnd: day('2027-01-02'),
        },
        charges: [{ date: day('2026-11-25'), reference: 'PAYPAL-1', amountCents: 1199 }],
      }),
    );
    expect(invoice.lines.map((line) => [line.periodStart, line.periodEnd])).toEqual([
      ['2026-11-25', '2026-12-02'],
      ['2026-12-02', '2027-01-02'],
    ]);
    expect(invoice.totals).toEqual({ netCents: 1199, vatCents: 0, grossCents: 1199 });
    expect(invoice.trial?.nextChargeOn).toBeNull();
    expect(invoice.period).toEqual({ start: '2026-12-02', end: '2027-01-02' });
    expect(invoice.notes).toEqual([
      'Free trial until 2 Dec 2026: the paid period starts then.',
      INVOICE_TEXTS.reverseCharge,
    ]);
  });

  it('has no period before any', () => {
    const invoice = buildInvoice(
      input({ subscription: { ...input().subscription, currentPeriodEnd: null }, charges: [] }),
    );
    expect(invoice.period).toBeNull();
    expect(invoice.lines).toEqual([]);
  });
});
