import { intervalLabel, subscriptionStatusText } from '@songstats/domain';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { payableOfRow } from './payables';
import { QueryState } from './QueryState';
import {
  dispatchModal,
  openSubscriptionModal,
  useSubscriptionModal,
} from './subscription-modal-store';
import { useSubscriptionsManagements } from './use-subscription-calls';

/**
 * spec §2 /settings/edit-subscription/{id}: the subscription's payment step in edit mode (spec §4:
 * interval and bundling preset from the defaults, no coupon input). `?upgrade=1` preselects the
 * bundle.
 */
export default function EditSubscriptionPage() {
  const { subscriptionId } = useParams();
  const [params] = useSearchParams();
  const upgrade = params.get('upgrade') === '1';
  const managements = useSubscriptionsManagements();
  const row = managements.data?.subscriptionItems.find(
    (item) => String(item.id) === subscriptionId,
  );
  const view = useSubscriptionModal((store) => store.state.view);
  const isOpen = useSubscriptionModal((store) => store.state.isOpen);
  const opened = useRef(false);
  const bundled = useRef(false);

  useEffect(() => {
    if (!row || opened.current) return;
    opened.current = true;
    openSubscriptionModal({ payable: payableOfRow(row), editMode: true });
  }, [row]);

  useEffect(() => {
    if (upgrade && isOpen && view === 3 && !bundled.current) {
      bundled.current = true;
      dispatchModal({ type: 'setBundled', isBundled: true });
    }
  }, [upgrade, isOpen, view]);

  return (
    <div className="space-y-4 py-6">
      <h1 className="text-2xl font-semibold">Edit subscription</h1>
      <QueryState
        isPending={managements.isPending}
        error={managements.error}
        onRetry={() => void managements.refetch()}
      >
        {!row ? (
          <p className="text-gray-600">
            This subscription was not found.{' '}
            <Link to="/settings/subscription-management" className="font-medium underline">
              Back to your subscriptions
            </Link>
          </p>
        ) : (
          <div className="space-y-3">
            <p>
              <span className="font-medium">{row.name}</span> · {subscriptionStatusText(row)} ·{' '}
              {row.intervalText ?? intervalLabel(row.interval)}
            </p>
            <button
              type="button"
              onClick={() => openSubscriptionModal({ payable: payableOfRow(row), editMode: true })}
              className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black focus-visible:outline-2"
            >
              Change plan or payment
            </button>
          </div>
        )}
      </QueryState>
    </div>
  );
}
