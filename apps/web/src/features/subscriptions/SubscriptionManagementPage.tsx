import { Link } from 'react-router';
import { useSession } from '../session/session-store';
import { BillingAddressTable, SavedCard } from './BillingSection';
import { QueryState } from './QueryState';
import { formatDay, SubscriptionsTable } from './SubscriptionsTable';
import { openSubscriptionModal } from './subscription-modal-store';
import { usePaypalReturn } from './use-paypal-return';
import { useSubscriptionsManagements } from './use-subscription-calls';

export const ENTERPRISE_REQUEST_PATH = '/settings/subscription-management/request';

/** spec §2 /settings/subscription-management: subscriptions, billing address, enterprise plans. */
export default function SubscriptionManagementPage() {
  const memberId = useSession((state) => state.login?.userId ?? 0);
  const managements = useSubscriptionsManagements();
  const executingPaypal = usePaypalReturn();
  const data = managements.data;
  return (
    <div className="space-y-10 py-6">
      <section aria-labelledby="subscriptions-heading">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="subscriptions-heading" className="text-2xl font-semibold">
            Subscriptions
          </h1>
          <button
            type="button"
            onClick={() => openSubscriptionModal()}
            className="rounded-lg bg-ink px-3 py-2 text-sm font-medium text-white hover:bg-black focus-visible:outline-2"
          >
            Add Subscription
          </button>
        </div>
        {executingPaypal && (
          <p role="status" className="py-2 text-gray-600">
            Completing your PayPal payment…
          </p>
        )}
        <QueryState
          isPending={managements.isPending}
          error={managements.error}
          onRetry={() => void managements.refetch()}
        >
          {data && <SubscriptionsTable rows={data.subscriptionItems} memberId={memberId} />}
        </QueryState>
      </section>
      {data && (
        <>
          <section aria-labelledby="billing-heading" className="space-y-3">
            <h2 id="billing-heading" className="text-xl font-semibold">
              Billing address
            </h2>
            <BillingAddressTable address={data.billingAddress} />
            <SavedCard card={data.cardDetails} />
          </section>
          <section aria-labelledby="enterprise-heading" className="space-y-3">
            <h2 id="enterprise-heading" className="text-xl font-semibold">
              Enterprise
            </h2>
            {data.enterpriseAgreements.length === 0 ? (
              <p className="text-gray-600">
                Need more than the Professional Plan?{' '}
                <Link to={ENTERPRISE_REQUEST_PATH} className="font-medium underline">
                  Request Enterprise access
                </Link>
              </p>
            ) : (
              <ul className="divide-y divide-gray-100 text-sm">
                {data.enterpriseAgreements.map((agreement) => (
                  <li key={agreement.id} className="flex flex-wrap items-center gap-4 py-2">
                    <span>Agreement #{agreement.id}</span>
                    <span className="capitalize">{agreement.status}</span>
                    <span>Next payment {formatDay(agreement.activeNextBillingDate)}</span>
                    {agreement.status === 'pending' && (
                      <Link
                        to={`/enterprise/checkout?enterpriseAgreementId=${agreement.id}`}
                        className="font-medium underline"
                      >
                        Check out
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
