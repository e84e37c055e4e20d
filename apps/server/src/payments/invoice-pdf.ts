import type { BillingAddressRecord, PaymentRecord, SubscriptionRecord } from '@songstats/db';
import { intervalLabel } from '@songstats/domain';
import PDFDocument from 'pdfkit';
import { centsToAmount } from './provider';

export interface InvoiceInput {
  productName: string;
  subscription: SubscriptionRecord;
  subscriptionName: string;
  memberEmail: string;
  billingAddress: BillingAddressRecord | null;
  payments: PaymentRecord[];
  issuedAt: Date;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The invoice of a subscription: its charges, billed to the member's address (PDF bytes). */
export function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${input.productName} invoice ${input.subscription.id}`,
      Author: input.productName,
    },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
  });

  const { subscription, billingAddress: address } = input;
  document.fontSize(20).text(`${input.productName} invoice`);
  document.moveDown(0.5).fontSize(10);
  document.text(`Invoice number: ${subscription.id}-${day(input.issuedAt).replaceAll('-', '')}`);
  document.text(`Issued: ${day(input.issuedAt)}`);
  document.moveDown();
  document.fontSize(12).text('Billed to');
  document.fontSize(10);
  if (address) {
    document.text(`${address.firstName} ${address.lastName}`);
    if (address.companyName) document.text(address.companyName);
    document.text(address.streetAddress);
    document.text(address.countryCode);
    if (address.vat) document.text(`VAT: ${address.vat}`);
  }
  document.text(input.memberEmail);
  document.moveDown();
  document.fontSize(12).text('Subscription');
  document.fontSize(10);
  document.text(`${input.subscriptionName} (${subscription.productType})`);
  document.text(
    `${intervalLabel(subscription.interval)}: EUR ${centsToAmount(subscription.priceCents)}`,
  );
  document.moveDown();
  document.fontSize(12).text('Payments');
  document.fontSize(10);
  const paid = input.payments.filter((payment) => payment.status === 'succeeded');
  if (paid.length === 0) {
    const next = subscription.currentPeriodEnd ? day(subscription.currentPeriodEnd) : 'none';
    document.text(`No charge yet. Next billing date: ${next}.`);
  }
  for (const payment of paid) {
    document.text(
      `${day(payment.createdAt)}  ${payment.description}  ${payment.currency} ${centsToAmount(payment.amountCents)}`,
    );
  }
  const total = paid.reduce((sum, payment) => sum + payment.amountCents, 0);
  document
    .moveDown()
    .fontSize(12)
    .text(`Total paid: EUR ${centsToAmount(total)}`);
  document.end();
  return done;
}
