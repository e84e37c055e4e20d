import { adminEndpoints, subscriptionEndpoints } from '@songstats/contract';
import { payments } from '@songstats/db';
import { insertAccount } from '@songstats/db/seed';
import { INVOICE_TEXTS } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSubscriptions } from '../../payments/advance-subscriptions';
import { DEMO_SELLER, paymentMethodText, sellerFromEnv } from '../../payments/invoice';
import { sandboxPayments } from '../../payments/payments-config';
import { startTestApp, type TestApp } from '../../testing';
import { callApi, insertEveryone, insertTeam, type Who } from '../admin/admin-test-fixture';

// Issue 30, decision 056: a subscription's invoice names the seller, the billing address and VAT
// number, its lines, VAT, totals, payment method and period, and says when it is a trial's; only
// the member who pays (or an admin opened as that member) gets it.
let test: TestApp;
let clock = new Date('2026-11-25T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
let subscriptionId = 0;

const details = (token: string | null, id = subscriptionId) =>
  callApi(test, token, 'GET', subscriptionEndpoints.invoiceDetails.path.replace(':id', String(id)));
const pdf = (token: string | null, id = subscriptionId) =>
  callApi(
    test,
    token,
    'GET',
    subscriptionEndpoints.downloadInvoice.path.replace(':id', String(id)),
  );

beforeAll(async () => {
  test = await startTestApp({ payments: sandboxPayments({ now: () => clock }) });
  await insertEveryone(
    test.connection.db,
    (who) => ({ name: `${who} person`, email: `${who}-invoice@example.com` }),
    tokens,
    ids,
  );
  const artist = await insertAccount(test.connection.db, { name: 'Rooms of Garden' });
  await insertTeam(test.connection.db, ids, artist.id);
  const owner = tokens.owner!;
  const source = await callApi(test, owner, 'POST', '/payments/sandbox/create_card_source', {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  const subscribed = await callApi(test, owner, 'POST', '/payments/setup_payment', {
    payableType: 'UArtist',
    idUnique: artist.idUnique,
    interval: 'yearly',
    isBundled: false,
    fullname: 'Ada Lovelace',
    stripeSource: source.json().stripeSource,
  });
  expect(subscribed.statusCode).toBe(200);
  subscriptionId = subscribed.json().subscription.id;
  const address = await callApi(test, owner, 'PATCH', '/payments/update_billing_address', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Engines SARL',
    streetAddress: '12 Rue de Rivoli, 75001 Paris',
    countryCode: 'FR',
    vat: '',
  });
  expect(address.statusCode).toBe(200);
});
afterAll(async () => {
  await test?.close();
});

describe('the invoice of a subscription (issue 30, decision 056)', () => {
  it('in the trial: the seller, the buyer, a zero trial line and the first charge to come', async () => {
    const response = await details(tokens.owner!);
    expect(response.statusCode).toBe(200);
    const invoice = subscriptionEndpoints.invoiceDetails.response.parse(response.json());
    expect(invoice.seller).toEqual(DEMO_SELLER);
    expect(invoice.buyer).toEqual({
      name: 'Ada Lovelace',
      company: 'Engines SARL',
      address: '12 Rue de Rivoli, 75001 Paris',
      countryCode: 'FR',
      vatId: null,
      email: 'owner-invoice@example.com',
    });
    expect(invoice.subscriptionName).toBe('Rooms of Garden');
    expect(invoice.plan).toBe('Songstats, Yearly (Save 2 Months)');
    expect(invoice.paymentMethod).toMatch(/card ending 4242$/);
    expect(invoice.trial).toEqual({
      start: '2026-11-25',
      end: '2026-12-02',
      nextChargeOn: '2026-12-02',
      nextChargeCents: 11999,
    });
    expect(invoice.period).toEqual({ start: '2026-11-25', end: '2026-12-02' });
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.lines[0]).toMatchObject({ grossCents: 0, periodEnd: '2026-12-02' });
    expect(invoice.totals).toEqual({ netCents: 0, vatCents: 0, grossCents: 0 });
    expect(invoice.notes[0]).toBe(
      'Free trial until 2 Dec 2026: nothing has been charged. The first charge, EUR 119.99, is due on 2 Dec 2026.',
    );
    expect(invoice.notes).toContain(INVOICE_TEXTS.sandbox);
    expect(invoice.vat).toMatchObject({ rule: 'eu_consumer', ratePercent: 20 });
  });

  it('after the trial: the charge recorded, for its year, with French VAT inside the price', async () => {
    clock = new Date(clock.getTime() + 8 * DAY);
    await advanceSubscriptions(test.connection.db, test.app.payments, { memberId: ids.owner! });
    const charged = await test.connection.db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, subscriptionId));
    expect(charged.map((row) => row.amountCents)).toEqual([11999]);
    const invoice = (await details(tokens.owner!)).json();
    expect(invoice.trial.nextChargeOn).toBeNull();
    expect(invoice.lines[1]).toMatchObject({
      reference: charged[0]!.providerPaymentId,
      periodStart: '2026-12-02',
      periodEnd: '2027-12-02',
      netCents: 9999,
      vatCents: 2000,
      grossCents: 11999,
    });
    expect(invoice.totals).toEqual({ netCents: 9999, vatCents: 2000, grossCents: 11999 });
    expect(invoice.period).toEqual({ start: '2026-12-02', end: '2027-12-02' });
  });

  it('reverse charges a business with a VAT number in another EU country', async () => {
    await callApi(test, tokens.owner!, 'PATCH', '/payments/update_billing_address', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Engines GmbH',
      streetAddress: 'Unter den Linden 1, Berlin',
      countryCode: 'DE',
      vat: 'DE811907980',
    });
    const invoice = (await details(tokens.owner!)).json();
    expect(invoice.buyer).toMatchObject({ countryCode: 'DE', vatId: 'DE811907980' });
    expect(invoice.vat).toEqual({
      rule: 'reverse_charge',
      ratePercent: 0,
      note: INVOICE_TEXTS.reverseCharge,
    });
    expect(invoice.totals).toEqual({ netCents: 11999, vatCents: 0, grossCents: 11999 });
    expect(invoice.notes).toContain(INVOICE_TEXTS.reverseCharge);
  });

  it('downloads the same invoice as a PDF named by its number', async () => {
    const response = await pdf(tokens.owner!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Songstats Invoice ${subscriptionId}.pdf"`,
    );
    const body = response.rawPayload.toString('latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    expect(body).toContain(`Songstats invoice ${subscriptionId}-20261203`);
    expect(response.rawPayload.length).toBeGreaterThan(2000);
  });

  it.each(['teammate', 'other', 'admin'] as const)(
    "gives %s no invoice of another member's subscription (404)",
    async (who) => {
      for (const call of [details, pdf]) {
        const response = await call(tokens[who]!);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toEqual(expect.any(String));
      }
    },
  );

  it('asks a logged-out caller to log in (401) and answers bad ids with a 4xx', async () => {
    expect((await details(null)).statusCode).toBe(401);
    expect((await pdf(null)).statusCode).toBe(401);
    expect((await details(tokens.owner!, 0)).statusCode).toBe(400);
    expect((await details(tokens.owner!, 999_999)).statusCode).toBe(404);
  });

  it('gives an admin opened as the owner (read-only) the owner invoice', async () => {
    const opened = await callApi(test, tokens.admin!, 'POST', adminEndpoints.accessMember.path, {
      memberId: ids.owner!,
    });
    expect(opened.statusCode).toBe(200);
    const accessToken = opened.json().userAuthToken.token as string;
    const response = await details(accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().buyer.vatId).toBe('DE811907980');
  });
});

describe('the seller of the invoices (SELLER_* settings)', () => {
  it('reads the settings, defaults to the demo seller and refuses a bad country', () => {
    expect(sellerFromEnv({})).toEqual(DEMO_SELLER);
    expect(
      sellerFromEnv({
        SELLER_NAME: 'Charts Ltd',
        SELLER_ADDRESS: '1 Main St, Dublin',
        SELLER_COUNTRY: 'ie',
        SELLER_VAT_ID: 'IE1234567T',
        SELLER_EMAIL: 'bills@example.com',
      }),
    ).toEqual({
      name: 'Charts Ltd',
      company: null,
      address: '1 Main St, Dublin',
      countryCode: 'IE',
      vatId: 'IE1234567T',
      email: 'bills@example.com',
    });
    expect(() => sellerFromEnv({ SELLER_COUNTRY: 'Ireland' })).toThrow(/two-letter/);
  });
});

describe('the payment method in words', () => {
  it('names the card, the wallet with its email, the stores and none yet', () => {
    const card = { brand: 'mastercard', lastFour: '4444' } as Parameters<
      typeof paymentMethodText
    >[1];
    const of = (paymentMethod: string | null, walletEmail: string | null = null) =>
      ({ paymentMethod, walletEmail }) as Parameters<typeof paymentMethodText>[0];
    expect(paymentMethodText(of('card'), card)).toBe('Mastercard card ending 4444');
    expect(paymentMethodText(of('card'), null)).toBe('Card');
    expect(paymentMethodText(of('paypal', 'ada@example.com'), null)).toBe(
      'PayPal (ada@example.com)',
    );
    expect(paymentMethodText(of('paypal'), null)).toBe('PayPal');
    expect(paymentMethodText(of('apple'), null)).toBe('App Store');
    expect(paymentMethodText(of('google'), null)).toBe('Google Play');
    expect(paymentMethodText(of('free'), null)).toBe('Free');
    expect(paymentMethodText(of(null), null)).toBe('None yet');
  });
});
