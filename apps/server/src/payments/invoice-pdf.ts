import { type Invoice, type InvoiceParty, invoiceAmount, invoiceDay } from '@songstats/domain';
import PDFDocument from 'pdfkit';

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => names.of(code.toUpperCase()) ?? code;

function party(
  document: PDFKit.PDFDocument,
  heading: string,
  who: InvoiceParty,
  x: number,
  y: number,
) {
  document.font('Helvetica-Bold').fontSize(10).text(heading, x, y, { width: 220 });
  document.font('Helvetica').fontSize(10);
  const lines = [
    who.company,
    who.name,
    who.address || null,
    countryName(who.countryCode),
    who.vatId ? `VAT: ${who.vatId}` : null,
    who.email,
  ].filter((line): line is string => Boolean(line));
  for (const line of lines) document.text(line, { width: 220 });
}

const COLUMNS = [
  { title: 'Date', x: 56, width: 62 },
  { title: 'Description', x: 120, width: 170 },
  { title: 'Period', x: 292, width: 112 },
  { title: 'Net', x: 406, width: 44, right: true },
  { title: 'VAT', x: 452, width: 40, right: true },
  { title: 'Total', x: 494, width: 45, right: true },
] as const;

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The invoice as an A4 PDF: seller, buyer, subscription, lines, VAT, totals and notes. */
export function renderInvoicePdf(invoice: Invoice, productName: string): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${productName} invoice ${invoice.number}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
  });

  document
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(invoice.trial?.nextChargeOn ? 'Invoice (free trial)' : 'Invoice');
  document.font('Helvetica').fontSize(10);
  document.text(`Invoice number: ${invoice.number}`);
  document.text(`Issued: ${invoiceDay(invoice.issuedOn)}`);
  const top = document.y + 14;
  party(document, 'From', invoice.seller, 56, top);
  const sellerBottom = document.y;
  party(document, 'Billed to', invoice.buyer, 316, top);
  document.x = 56;
  document.y = Math.max(sellerBottom, document.y) + 14;

  document.font('Helvetica-Bold').text(`${productName}: ${invoice.subscriptionName}`);
  document.font('Helvetica').text(`Plan: ${invoice.plan}`);
  if (invoice.period) {
    document.text(
      `Service period: ${invoiceDay(invoice.period.start)} to ${invoiceDay(invoice.period.end)}`,
    );
  }
  if (invoice.trial) {
    document.text(
      `Free trial: ${invoiceDay(invoice.trial.start)} to ${invoiceDay(invoice.trial.end)}`,
    );
  }
  document.text(`Payment method: ${invoice.paymentMethod}`);
  document.moveDown();

  let y = document.y;
  document.font('Helvetica-Bold').fontSize(9);
  for (const column of COLUMNS) {
    document.text(column.title, column.x, y, {
      width: column.width,
      align: 'right' in column ? 'right' : 'left',
    });
  }
  y = document.y + 4;
  document.moveTo(56, y).lineTo(539, y).stroke();
  document.font('Helvetica').fontSize(9);
  for (const line of invoice.lines) {
    y += 6;
    const cells = [
      invoiceDay(line.date),
      line.reference ? `${line.description}\nRef. ${line.reference}` : line.description,
      `${invoiceDay(line.periodStart)} to ${invoiceDay(line.periodEnd)}`,
      amount(line.netCents),
      amount(line.vatCents),
      amount(line.grossCents),
    ];
    let bottom = y;
    COLUMNS.forEach((column, index) => {
      document.text(cells[index] ?? '', column.x, y, {
        width: column.width,
        align: 'right' in column ? 'right' : 'left',
      });
      bottom = Math.max(bottom, document.y);
    });
    y = bottom;
  }
  y += 6;
  document.moveTo(56, y).lineTo(539, y).stroke();
  y += 8;
  const totals: [string, number][] = [
    ['Net', invoice.totals.netCents],
    [`VAT ${invoice.vat.ratePercent}%`, invoice.totals.vatCents],
    ['Total (EUR)', invoice.totals.grossCents],
  ];
  for (const [label, cents] of totals) {
    document.font(label.startsWith('Total') ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    document.text(label, 360, y, { width: 100 });
    document.text(invoiceAmount(cents), 440, y, { width: 99, align: 'right' });
    y = document.y + 2;
  }
  document.x = 56;
  document.y = y + 12;
  document.font('Helvetica').fontSize(9);
  for (const note of invoice.notes)
    document.text(note, 56, document.y, { width: 483 }).moveDown(0.4);
  document.end();
  return done;
}
