import type { Interval } from '@songstats/domain';
import { type PendingPayable, type PlanKind, TEXTS, trialText } from '@songstats/domain';
import { variant } from '../../app/variant';
import { IntervalToggle } from './IntervalToggle';
import { PlanCard } from './PlanCard';
import { planKindOfPayable } from './payables';
import { offersOfKind } from './plan-offers';

/** spec §2 step 2: the plans for the chosen payable, the Professional plan and Enterprise. */
export function ChoosePlanStep({
  payable,
  interval,
  freeTrialDaysLeft,
  onInterval,
  onPlan,
  onBack,
}: {
  payable: PendingPayable | null;
  interval: Interval;
  freeTrialDaysLeft: number | null;
  onInterval: (interval: Interval) => void;
  onPlan: (plan: PlanKind, isBundled: boolean) => void;
  onBack: () => void;
}) {
  const own = payable ? planKindOfPayable(payable.type) : 'artist';
  const kinds: PlanKind[] = own === 'pro' ? ['pro', 'enterprise'] : [own, 'pro', 'enterprise'];
  const label = trialText(freeTrialDaysLeft ?? undefined);
  const offers = kinds.flatMap((kind) => offersOfKind(kind, interval, variant.id, label !== null));
  return (
    <div>
      {payable && (
        <p className="mb-3 text-sm text-gray-600">
          For <span className="font-medium text-ink">{payable.name}</span>
        </p>
      )}
      <IntervalToggle value={interval} onChange={onInterval} name="modal-interval" />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <PlanCard
            key={`${offer.kind}-${offer.isBundled}`}
            offer={offer}
            label={label}
            buttonLabel={offer.kind === 'enterprise' ? TEXTS.modal.requestAccess : 'Choose Plan'}
            onSelect={() => onPlan(offer.kind, offer.isBundled)}
          />
        ))}
      </div>
      <button
        type="button"
        onClick={onBack}
        className="mt-4 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2"
      >
        Back
      </button>
    </div>
  );
}
