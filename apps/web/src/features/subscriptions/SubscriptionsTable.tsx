import type { SubscriptionRowResponse } from '@songstats/contract';
import {
  intervalLabel,
  isUpgradeAllowed,
  SUBSCRIPTION_ACTION_LABELS,
  type SubscriptionAction,
  subscriptionRowActions,
  subscriptionStatusText,
  TEXTS,
} from '@songstats/domain';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Image } from '../../lib/Image';
import { InvoiceDialog } from './InvoiceDialog';
import { payableOfRow } from './payables';
import { openSubscriptionModal } from './subscription-modal-store';

const SERVICE_NAMES: Record<SubscriptionRowResponse['productTypeInfo']['productType'], string> = {
  songstats: 'Songstats',
  radiostats: 'Radiostats',
  socialstats: 'Socialstats',
  songstats_radiostats: 'Songstats + Radiostats',
};

const PAID_BY: Record<NonNullable<SubscriptionRowResponse['paymentMethod']>, string> = {
  card: 'Card',
  paypal: 'PayPal',
  apple: 'App Store',
  google: 'Google Play',
  free: 'Free',
};

export function formatDay(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

const actionClass =
  'rounded-md border border-gray-300 px-2 py-1 text-xs font-medium hover:bg-gray-50 focus-visible:outline-2';

function RowActions({ row, memberId }: { row: SubscriptionRowResponse; memberId: number }) {
  const navigate = useNavigate();
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const { actions, note } = subscriptionRowActions(row, memberId);
  if (note === TEXTS.subscription.viewInTeamManagement) {
    return (
      <Link to="/settings/team-management" className="text-sm underline">
        {note}
      </Link>
    );
  }
  if (note) return <span className="text-sm text-gray-500">{note}</span>;

  function run(action: SubscriptionAction) {
    const payable = payableOfRow(row);
    if (action === 'delete' || action === 'cancel') {
      openSubscriptionModal({ payable, cancelRequested: true });
    } else if (action === 'resubscribe') openSubscriptionModal({ payable });
    else if (action === 'edit') navigate(`/settings/edit-subscription/${row.id}`);
    else setInvoiceOpen(true);
  }

  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <button key={action} type="button" className={actionClass} onClick={() => run(action)}>
          {SUBSCRIPTION_ACTION_LABELS[action]}
        </button>
      ))}
      {isUpgradeAllowed(row) && (
        <button
          type="button"
          className={actionClass}
          onClick={() => navigate(`/settings/edit-subscription/${row.id}?upgrade=1`)}
        >
          {TEXTS.subscription.upgrade}
        </button>
      )}
      {invoiceOpen && (
        <InvoiceDialog subscriptionId={row.id} onClose={() => setInvoiceOpen(false)} />
      )}
    </div>
  );
}

/**
 * A cell that, below 768 px where the rows are cards, names its column before its value (a CSS
 * label, so the cell's text stays the value).
 */
function Cell({ column, children }: { column: number; children: ReactNode }) {
  return (
    <td
      data-label={TEXTS.tableColumns.subscriptions[column]}
      className="px-3 py-2 max-md:flex max-md:items-baseline max-md:gap-2 max-md:py-1 max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-gray-500 max-md:before:content-[attr(data-label)]"
    >
      {children}
    </td>
  );
}

/** spec §2 subscriptions table, with the status texts and actions of spec §4; cards on phones. */
export function SubscriptionsTable({
  rows,
  memberId,
}: {
  rows: SubscriptionRowResponse[];
  memberId: number;
}) {
  if (rows.length === 0) {
    return <p className="py-6 text-gray-600">You have no subscriptions yet.</p>;
  }
  return (
    <div className="md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block">
        <thead className="border-b border-gray-200 text-gray-500 max-md:sr-only">
          <tr>
            {TEXTS.tableColumns.subscriptions.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 max-md:block">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid={`subscription-row-${row.id}`}
              className="max-md:flex max-md:flex-col max-md:py-3"
            >
              <td className="px-3 py-2 max-md:pb-1">
                <span className="flex items-center gap-2">
                  {row.avatar ? (
                    <Image src={row.avatar} alt="" className="size-8 rounded-full object-cover" />
                  ) : (
                    <span aria-hidden className="size-8 rounded-full bg-gray-200" />
                  )}
                  <Link to={row.baseUrl} className="font-medium hover:underline">
                    {row.name}
                  </Link>
                </span>
              </td>
              <Cell column={1}>{subscriptionStatusText(row)}</Cell>
              <Cell column={2}>{SERVICE_NAMES[row.productTypeInfo.productType]}</Cell>
              <Cell column={3}>{row.paymentMethod ? PAID_BY[row.paymentMethod] : '—'}</Cell>
              <Cell column={4}>{row.intervalText ?? intervalLabel(row.interval)}</Cell>
              <Cell column={5}>{formatDay(row.activeNextBillingDate)}</Cell>
              <Cell column={6}>
                <RowActions row={row} memberId={memberId} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
