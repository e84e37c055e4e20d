import { type Interval, TEXTS, trialText } from '@songstats/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { variant } from '../../app/variant';
import { useIsLoggedIn } from '../session/session-store';
import { openEnterpriseEmail } from './enterprise-email';
import { IntervalToggle } from './IntervalToggle';
import { PlanCard } from './PlanCard';
import { offersOfKind, type PlanOffer, pricingKinds } from './plan-offers';
import { dispatchModal, openSubscriptionModal } from './subscription-modal-store';

/**
 * A priced plan chosen on the pricing page: an artist or label plan starts the modal at step 1
 * (choose the account); the Professional plan goes straight to payment (spec §4 plan click).
 */
export function startCheckout(offer: PlanOffer, interval: Interval) {
  openSubscriptionModal();
  dispatchModal({ type: 'setInterval', interval });
  dispatchModal({ type: 'setBundled', isBundled: offer.isBundled });
  if (offer.kind === 'pro') {
    dispatchModal({ type: 'planClicked', plan: 'pro', isBundled: offer.isBundled });
  }
}

/**
 * A kind's plans fill the page's width whatever their number (issue 30: two plans in a grid of
 * three used two thirds of it).
 */
const GRIDS = {
  1: 'mx-auto max-w-md',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** spec §2 /pricing: the plan cards of this product, monthly or yearly (the interval is in the URL). */
export default function PricingPage() {
  const [params, setParams] = useSearchParams();
  const interval: Interval = params.get('interval') === 'yearly' ? 'yearly' : 'monthly';
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();

  function select(offer: PlanOffer) {
    if (offer.kind === 'enterprise') openEnterpriseEmail();
    else if (!isLoggedIn) navigate('/signup');
    else startCheckout(offer, interval);
  }

  return (
    <main className="mx-auto max-w-6xl px-6 py-10">
      <h1 className="text-3xl font-bold">{TEXTS.header.pricing}</h1>
      {variant.id === 'playlistcheck' && (
        <p className="mt-2 max-w-2xl text-gray-600">{TEXTS.modal.playlistCheckUnlock}</p>
      )}
      <div className="mt-6">
        <IntervalToggle
          value={interval}
          onChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                if (next === 'monthly') updated.delete('interval');
                else updated.set('interval', next);
                return updated;
              },
              { replace: true },
            )
          }
        />
      </div>
      {pricingKinds(variant.id).map((kind) => {
        const offers = offersOfKind(kind, interval, variant.id);
        const [first] = offers;
        if (!first) return null;
        return (
          <section key={kind} aria-labelledby={`pricing-${kind}`} className="mt-8">
            {/* The plans' h3s sit under a named h2 (heading order, issue 29). */}
            <h2 id={`pricing-${kind}`} className="sr-only">
              {first.title}
            </h2>
            <div className={`grid gap-4 ${GRIDS[Math.min(offers.length, 4) as 1 | 2 | 3 | 4]}`}>
              {offers.map((offer) => (
                <PlanCard
                  key={`${offer.kind}-${offer.isBundled}`}
                  offer={offer}
                  label={trialText()}
                  buttonLabel={
                    offer.kind === 'enterprise'
                      ? TEXTS.modal.requestAccess
                      : TEXTS.subscription.startFreeTrial
                  }
                  onSelect={() => select(offer)}
                />
              ))}
            </div>
          </section>
        );
      })}
    </main>
  );
}
