import { formatPrice, TEXTS } from '@songstats/domain';
import { Check } from 'lucide-react';
import type { PlanOffer } from './plan-offers';

interface PlanCardProps {
  offer: PlanOffer;
  /** The label over the price: the trial text, 'FREE' by default (spec §2). */
  label?: string | null;
  buttonLabel: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Marks the card of the plan the member has now. */
  current?: boolean;
}

/**
 * spec §2 plan card: a 'BEST VALUE' wrapper for bundled plans, a FREE label by default, the
 * original price struck through when discounted, a checklist, terms and a main button.
 */
export function PlanCard({
  offer,
  label = TEXTS.modal.free,
  buttonLabel,
  onSelect,
  disabled,
  current,
}: PlanCardProps) {
  const headingId = `plan-${offer.kind}-${offer.isBundled ? 'bundled' : 'base'}`;
  const discount = offer.discountPercent;
  const card = (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-xl border bg-white p-5 ${
        offer.isBundled ? 'border-transparent' : 'border-gray-200'
      } ${current ? 'ring-2 ring-ink' : ''}`}
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {offer.title}
      </h3>
      {label && offer.price !== null && (
        <p className="mt-1 text-xs font-bold tracking-wide text-brand">{label}</p>
      )}
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2 gap-y-1">
        {offer.price === null ? (
          <span className="text-2xl font-bold">{TEXTS.modal.requestAccess}</span>
        ) : (
          <>
            <span className="text-3xl font-bold" data-testid="plan-price">
              {formatPrice(offer.price)}
            </span>
            {discount > 0 && offer.originalPrice !== null && (
              <>
                <s className="text-gray-500">
                  <span className="sr-only">Instead of </span>
                  {formatPrice(offer.originalPrice)}
                </s>
                <span className="whitespace-nowrap rounded bg-brand/10 px-1.5 py-0.5 text-xs font-semibold text-brand">
                  Save {discount}%
                </span>
              </>
            )}
          </>
        )}
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-gray-700">
        {offer.checklist.map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden size={16} className="mt-0.5 shrink-0 text-brand" />
            {item}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-gray-500">{offer.terms}</p>
      <button
        type="button"
        onClick={onSelect}
        disabled={disabled}
        aria-describedby={headingId}
        className="mt-4 w-full rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40"
      >
        {buttonLabel}
      </button>
    </article>
  );
  if (!offer.isBundled) return card;
  return (
    <div className="flex flex-col rounded-xl bg-brand p-0.5" data-testid="best-value">
      <p className="py-1 text-center text-xs font-bold tracking-widest text-white">
        {TEXTS.modal.bestValue}
      </p>
      <div className="flex-1">{card}</div>
    </div>
  );
}
