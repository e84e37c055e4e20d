import { type InvoiceResponse, subscriptionEndpoints } from '@songstats/contract';
import { invoiceAmount, invoiceDay } from '@songstats/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { Dialog } from '../../components/Dialog';
import { countryName } from './country-name';
import { downloadInvoice } from './download-invoice';
import { QueryState } from './QueryState';
import { errorText } from './use-card-payment';

type Party = InvoiceResponse['seller'];

function PartyBlock({ heading, party }: { heading: string; party: Party }) {
  const lines = [
    party.company,
    party.name,
    party.address || null,
    countryName(party.countryCode),
    party.vatId ? `VAT: ${party.vatId}` : null,
    party.email,
  ].filter((line): line is string => Boolean(line));
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-500">{heading}</h3>
      <address className="mt-1 text-sm not-italic">
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    </div>
  );
}

const range = (start: string, end: string) => `${invoiceDay(start)} to ${invoiceDay(end)}`;

/** The invoice a subscription's PDF holds (decision 056), with its download. */
export function InvoiceView({ invoice }: { invoice: InvoiceResponse }) {
  return (
    <div className="space-y-5 text-sm" data-testid="invoice">
      <div className="flex flex-wrap justify-between gap-2 text-gray-600">
        <span>
          Invoice number <strong className="text-gray-900">{invoice.number}</strong>
        </span>
        <span>Issued {invoiceDay(invoice.issuedOn)}</span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PartyBlock heading="From" party={invoice.seller} />
        <PartyBlock heading="Billed to" party={invoice.buyer} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-gray-500">Subscription</dt>
        <dd>{invoice.subscriptionName}</dd>
        <dt className="text-gray-500">Plan</dt>
        <dd>{invoice.plan}</dd>
        {invoice.period && (
          <>
            <dt className="text-gray-500">Service period</dt>
            <dd>{range(invoice.period.start, invoice.period.end)}</dd>
          </>
        )}
        {invoice.trial && (
          <>
            <dt className="text-gray-500">Free trial</dt>
            <dd>{range(invoice.trial.start, invoice.trial.end)}</dd>
          </>
        )}
        <dt className="text-gray-500">Payment method</dt>
        <dd>{invoice.paymentMethod}</dd>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left">
          <thead className="border-b border-gray-200 text-gray-500">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Date
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Description
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Period
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Net
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                VAT
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {invoice.lines.map((line) => (
              <tr key={`${line.date}-${line.reference ?? 'trial'}`}>
                <td className="py-1 pr-2 whitespace-nowrap">{invoiceDay(line.date)}</td>
                <td className="py-1 pr-2">
                  {line.description}
                  {line.reference && (
                    <div className="text-xs text-gray-500">Ref. {line.reference}</div>
                  )}
                </td>
                <td className="py-1 pr-2">{range(line.periodStart, line.periodEnd)}</td>
                <td className="py-1 pr-2 text-right">{(line.netCents / 100).toFixed(2)}</td>
                <td className="py-1 pr-2 text-right">{(line.vatCents / 100).toFixed(2)}</td>
                <td className="py-1 text-right">{(line.grossCents / 100).toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto grid w-64 grid-cols-[1fr_auto] gap-y-1">
        <dt>Net</dt>
        <dd className="text-right">{invoiceAmount(invoice.totals.netCents)}</dd>
        <dt>VAT {invoice.vat.ratePercent}%</dt>
        <dd className="text-right">{invoiceAmount(invoice.totals.vatCents)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="invoice-total">
          {invoiceAmount(invoice.totals.grossCents)}
        </dd>
      </dl>
      {invoice.notes.length > 0 && (
        <ul className="space-y-1 text-gray-600">
          {invoice.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** spec §4 "Non-free gets invoice": the invoice in the product's dialog, and its PDF. */
export function InvoiceDialog({
  subscriptionId,
  onClose,
}: {
  subscriptionId: number;
  onClose: () => void;
}) {
  const invoice = useQuery({
    queryKey: ['payments', 'invoice', subscriptionId],
    queryFn: ({ signal }) =>
      api.request(subscriptionEndpoints.invoiceDetails, { params: { id: subscriptionId }, signal }),
  });
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = invoice.data?.trial?.nextChargeOn ? 'Invoice (free trial)' : 'Invoice';

  async function download() {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadInvoice(subscriptionId);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose} size="wide">
      <QueryState
        isPending={invoice.isPending}
        error={invoice.error}
        onRetry={() => void invoice.refetch()}
      >
        {invoice.data && <InvoiceView invoice={invoice.data} />}
        <div className="mt-5 flex items-center justify-end gap-3">
          {failure && (
            <p role="alert" className="text-sm text-red-600">
              {failure}
            </p>
          )}
          <button
            type="button"
            onClick={() => void download()}
            disabled={downloading}
            className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-medium text-white hover:bg-gray-700 disabled:opacity-60"
          >
            {downloading ? 'Downloading…' : 'Download PDF'}
          </button>
        </div>
      </QueryState>
    </Dialog>
  );
}
