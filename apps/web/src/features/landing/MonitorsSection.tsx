import type { Variant } from '@songstats/domain';
import { Check } from 'lucide-react';
import { LandingSection } from './LandingSection';
import { LANDING_CONTENT, monitoredSources } from './landing-content';

/** What the variant monitors, with the spec §9 source counts of the sources catalogue. */
export function MonitorsSection({ variant, tinted }: { variant: Variant; tinted?: boolean }) {
  const content = LANDING_CONTENT[variant.id];
  return (
    <LandingSection heading={content.monitorsHeading} intro={content.monitorsIntro} tinted={tinted}>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {monitoredSources(content).map((source) => (
          <li
            key={source.id}
            className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
            data-testid="monitored-source"
          >
            <span
              aria-hidden
              className="size-3 shrink-0 rounded-full"
              style={{ backgroundColor: source.color }}
            />
            <span className="min-w-0">
              <span className="block font-semibold">{source.name}</span>
              {source.countText && (
                <span className="block text-sm text-gray-600">{source.countText}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {content.highlights && (
        <ul className="mt-6 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {content.highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2 text-gray-700">
              <Check aria-hidden size={18} className="mt-0.5 shrink-0 text-brand" />
              {highlight}
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
