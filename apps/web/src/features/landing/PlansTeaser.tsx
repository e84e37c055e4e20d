import { trialText, type Variant } from '@songstats/domain';
import { Link } from 'react-router';
import { LandingSection } from './LandingSection';
import { lowestMonthlyPriceText, planTeasers } from './plan-teaser';

/** spec §9: the plans of this variant, their prices computed from the domain's price table. */
export function PlansTeaser({ variant }: { variant: Variant }) {
  const trial = trialText();
  return (
    <LandingSection
      heading="Plans"
      intro={`Plans ${lowestMonthlyPriceText(variant.id)}, two months free when billed yearly.${trial ? ` Start with ${trial.toLowerCase()}.` : ''}`}
      tinted
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {planTeasers(variant.id).map((plan) => (
          <li
            key={plan.title}
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
            data-testid="plan-teaser"
          >
            <h3 className="font-semibold">{plan.title}</h3>
            <p className="mt-2 text-gray-700">{plan.priceText}</p>
          </li>
        ))}
      </ul>
      <Link
        to="/pricing"
        className="mt-6 inline-block font-medium text-ink underline underline-offset-4 hover:text-brand focus-visible:outline-2"
      >
        Compare all plans
      </Link>
    </LandingSection>
  );
}
