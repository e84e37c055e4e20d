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
import { Link, useNavigate } from 'react-router';
import { Image } from '../../lib/Image';
import { useMessages } from '../messages/message-store';
import { downloadInvoice } from './download-invoice';
import { payableOfRow } from './payables';
import { openSubscriptionModal } from './subscription-modal-store';
import { errorText } from './use-card-payment';

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
  const show = useMessages((state) => state.show);
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
    else
      downloadInvoice(row.id).catch((failure) =>
        show({ message: errorText(failure), messageType: 'error' }),
      );
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
    </div>
  );
}

/** spec §2 subscriptions table, with the status texts and actions of spec §4. */
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
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            {TEXTS.tableColumns.subscriptions.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={row.id} data-testid={`subscription-row-${row.id}`}>
              <td className="px-3 py-2">
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
              <td className="px-3 py-2">{subscriptionStatusText(row)}</td>
              <td className="px-3 py-2">{SERVICE_NAMES[row.productTypeInfo.productType]}</td>
              <td className="px-3 py-2">{row.paymentMethod ? PAID_BY[row.paymentMethod] : '—'}</td>
              <td className="px-3 py-2">{row.intervalText ?? intervalLabel(row.interval)}</td>
              <td className="px-3 py-2">{formatDay(row.activeNextBillingDate)}</td>
              <td className="px-3 py-2">
                <RowActions row={row} memberId={memberId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
