import type { MonitoredCountsResponse } from '@songstats/contract';
import type { Variant } from '@songstats/domain';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import { lightRoutes } from '../../app/light-routes';
import { LandingSection } from './LandingSection';
import { LANDING_CONTENT, monitoredSources } from './landing-content';

/** The installation's counts, asked once per page load (the landing is public: no query cache). */
let asked: Promise<MonitoredCountsResponse | null> | null = null;

function useMonitoredCounts(wanted: boolean) {
  const [counts, setCounts] = useState<MonitoredCountsResponse | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    asked ??= api.request(lightRoutes.monitoredCounts).catch(() => {
      asked = null;
      return null;
    });
    void asked.then((answer) => {
      if (live) setCounts(answer);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return counts;
}

/** What the variant monitors, with what this installation counts of each source (issue 30). */
export function MonitorsSection({ variant, tinted }: { variant: Variant; tinted?: boolean }) {
  const content = LANDING_CONTENT[variant.id];
  const counts = useMonitoredCounts(content.showCounts);
  return (
    <LandingSection heading={content.monitorsHeading} intro={content.monitorsIntro} tinted={tinted}>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {monitoredSources(content, counts).map((source) => (
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
