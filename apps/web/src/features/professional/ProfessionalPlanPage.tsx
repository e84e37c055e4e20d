import type { AccountItem, ProfessionalManagement } from '@songstats/contract';
import { PROFESSIONAL_PAYABLE, PROFESSIONAL_PLAN_TEXTS } from '@songstats/domain';
import { Link } from 'react-router';
import { variant } from '../../app/variant';
import { useMessages } from '../messages/message-store';
import { ChooseAccountStep } from '../subscriptions/ChooseAccountStep';
import { QueryState } from '../subscriptions/QueryState';
import { openSubscriptionModal } from '../subscriptions/subscription-modal-store';
import { errorText } from '../subscriptions/use-card-payment';
import {
  useAddProfessionalManagement,
  useProfessionalManagements,
  useRemoveProfessionalManagement,
} from './use-professional-calls';

const buttonClass =
  'rounded-lg bg-ink px-3 py-2 text-sm font-medium text-white hover:bg-black focus-visible:outline-2 disabled:opacity-50';

// spec §6: the plan opens every artist and label, or every creator on the social product.
const covered = variant.id === 'social' ? 'creators' : 'artists and labels';

/** spec §2 /settings/professional-management: the Professional Plan's artists and labels. */
export default function ProfessionalPlanPage() {
  const managements = useProfessionalManagements();
  const data = managements.data;
  return (
    <div className="space-y-6 py-6">
      <h1 className="text-2xl font-semibold">Professional Plan</h1>
      <QueryState
        isPending={managements.isPending}
        error={managements.error}
        onRetry={() => void managements.refetch()}
      >
        {data &&
          (data.plan ? (
            <PlanProfiles
              rows={data.managements}
              max={data.maxProManagements}
              restrictedUpgradeText={data.plan.restrictedUpgradeText}
              // spec §6: a team's plan is the team admin's to change.
              readOnly={data.plan.managementType === 'secondary'}
            />
          ) : (
            <PlanOffer />
          ))}
      </QueryState>
    </div>
  );
}

/** Members without the plan see what it is and may buy it (the modal, at the plan). */
function PlanOffer() {
  return (
    <section className="max-w-2xl space-y-4 rounded-xl border border-gray-200 p-6">
      <p className="text-gray-700">{PROFESSIONAL_PLAN_TEXTS.pitch(covered)}</p>
      <button
        type="button"
        className={buttonClass}
        onClick={() => openSubscriptionModal({ payable: PROFESSIONAL_PAYABLE })}
      >
        {PROFESSIONAL_PLAN_TEXTS.upgrade}
      </button>
    </section>
  );
}

function PlanProfiles({
  rows,
  max,
  restrictedUpgradeText,
  readOnly,
}: {
  rows: ProfessionalManagement[];
  max: number;
  restrictedUpgradeText: string | null;
  readOnly: boolean;
}) {
  const add = useAddProfessionalManagement();
  const remove = useRemoveProfessionalManagement();
  const show = useMessages((state) => state.show);
  const isFull = rows.length >= max;

  async function run(action: Promise<{ message: string }>) {
    try {
      show({ message: (await action).message, messageType: 'success' });
    } catch (failure) {
      show({ message: errorText(failure), messageType: 'error' });
    }
  }

  return (
    <>
      <p className="text-sm text-gray-600">
        {rows.length} of {max} profiles on your plan.{' '}
        {restrictedUpgradeText ?? (
          <Link to="/settings/subscription-management" className="font-medium underline">
            Manage your plan in Subscriptions
          </Link>
        )}
      </p>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            <th className="py-2 font-medium">Name</th>
            <th className="py-2 font-medium">Type</th>
            {!readOnly && <th className="py-2 font-medium">Action</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.length === 0 && (
            <tr>
              <td colSpan={3} className="py-4 text-gray-500">
                No {covered} on your plan yet.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.idUnique}>
              <td className="py-2">
                <Link to={row.baseUrl} className="font-medium hover:underline">
                  {row.name}
                </Link>
              </td>
              <td className="py-2 capitalize">{row.type}</td>
              {!readOnly && (
                <td className="py-2">
                  <button
                    type="button"
                    aria-label={`Remove ${row.name}`}
                    disabled={remove.isPending}
                    onClick={() => void run(remove.mutateAsync(row.idUnique))}
                    className="rounded-lg border border-gray-300 px-3 py-1 font-medium hover:bg-gray-50 disabled:opacity-50"
                  >
                    Remove
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {!readOnly && (
        <section aria-labelledby="add-professional-heading" className="max-w-xl space-y-2">
          <h2 id="add-professional-heading" className="text-lg font-semibold">
            Add {variant.id === 'social' ? 'a creator' : 'an artist or label'}
          </h2>
          {isFull ? (
            <p className="text-sm text-gray-600">{PROFESSIONAL_PLAN_TEXTS.limitReached(max)}</p>
          ) : (
            <ChooseAccountStep
              withUnlockHint={false}
              onChoose={(account: AccountItem) => void run(add.mutateAsync(account.idUnique))}
            />
          )}
        </section>
      )}
    </>
  );
}
