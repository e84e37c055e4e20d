import type { Variant } from '@songstats/domain';
import { LandingSection } from './LandingSection';
import { LANDING_CONTENT } from './landing-content';

/** How it works: monitor, activity feed, analytics, reports (in this variant's words). */
export function HowItWorksSection({ variant }: { variant: Variant }) {
  const { steps } = LANDING_CONTENT[variant.id];
  return (
    <LandingSection heading="How it works" tinted>
      <ol className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <span
              aria-hidden
              className="flex size-8 items-center justify-center rounded-full bg-brand font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-gray-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
