import {
  productSources,
  productTexts,
  sourceById,
  sourcesWithTag,
  visibleSources,
} from '@songstats/domain';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { variant } from '../../../app/variant';
import { useSession } from '../../session/session-store';
import { AccountSwitcher } from '../AccountSwitcher';
import { MapSection } from '../analytics/MapSection';
import { StatCards } from '../analytics/StatCards';
import { LockedPrompt } from '../LockedPrompt';
import { ScreenNotice, SectionState } from '../SectionState';
import { SourceTabs } from '../SourceTabs';
import { useCurrentAccount } from '../use-current-account';
import { useExportAllowed } from '../use-export-allowed';
import { useAudienceMap, useAudienceSummary } from '../use-insights';
import { CityFocus } from './CityFocus';

/**
 * The summary's stand-in while it loads: six cards' room (three rows on a phone), so the cards
 * that come do not push the page down (issue 29: CLS 0.097 before).
 */
function SummaryPlaceholder() {
  return (
    <ul aria-hidden className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <li key={key} className="h-[100px] rounded-xl border border-gray-200 bg-gray-100" />
      ))}
    </ul>
  );
}

/** spec §2 /audience: summary cards, then maps and tables per platform (§4: two parts). */
export default function AudiencePage() {
  const login = useSession((state) => state.login);
  const { idUnique, account } = useCurrentAccount();
  const canExport = useExportAllowed(account);
  const [params, setParams] = useSearchParams();
  const source = params.get('source') ?? 'overview';
  const city = params.get('city');
  const sources = productSources(
    visibleSources(sourcesWithTag('audience'), login?.isBetaTester ?? false),
    variant.id,
  );
  const summary = useAudienceSummary(idUnique, source);
  // The summary is drawn as a deferred update (SectionState): the maps wait for the same one, so
  // they never stand under the summary's placeholder, to be pushed down when it is replaced.
  const summaryShown = !useDeferredValue(summary.isPending);
  const map = useAudienceMap(idUnique, source);
  const setSource = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'overview') copy.delete('source');
        else copy.set('source', next);
        return copy;
      },
      { replace: true },
    );
  const clearCity = () =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('city');
        return copy;
      },
      { replace: true },
    );
  const sourceName = sourceById(source)?.name ?? source;
  // Issue 25: the social product speaks of creators and posts.
  const texts = productTexts(variant.id);
  const locked =
    (summary.data && !summary.data.hasAccess) || (map.data && !map.data.hasAccess) || false;
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Audience</h1>
        <AccountSwitcher />
      </div>
      {!login ? (
        <ScreenNotice title="Log in to see your audience" />
      ) : !idUnique ? (
        <ScreenNotice title={texts.noProfile.title}>
          {texts.noProfile.text('audience')}
        </ScreenNotice>
      ) : (
        <>
          <div className="mb-5">
            <SourceTabs sources={sources} value={source} onChange={setSource} label="Sources" />
          </div>
          {locked ? (
            <LockedPrompt
              hasProduct={Boolean(account?.subbedAt)}
              isUpgradable={account?.isUpgradable ?? false}
            />
          ) : (
            <div className="space-y-6">
              {city && <CityFocus idUnique={idUnique} city={city} onClear={clearCity} />}
              <SectionState
                isPending={summary.isPending}
                error={summary.error}
                onRetry={() => void summary.refetch()}
                label="the summary"
                placeholder={<SummaryPlaceholder />}
              >
                {summary.data && (
                  <div className="space-y-4">
                    <StatCards cards={summary.data.summaryStats} label="Summary" />
                    {summary.data.backstageStats.length > 0 && (
                      <section aria-label="Backstage stats">
                        <h2 className="mb-2 text-sm font-semibold text-gray-600">Backstage</h2>
                        <StatCards cards={summary.data.backstageStats} label="Backstage" />
                      </section>
                    )}
                  </div>
                )}
              </SectionState>
              {/* Issue 29: the maps come under the summary once it is there, never above it
                  while it loads (they would be pushed down, and their map asked for at once). */}
              {summaryShown && (
                <SectionState
                  isPending={map.isPending}
                  error={map.error}
                  onRetry={() => void map.refetch()}
                  label="the maps"
                >
                  {map.data && (
                    <MapSection
                      mapStats={map.data.mapStats}
                      context={{ idUnique, entityType: null, trackIdUnique: null }}
                      exportTarget={canExport ? { idUnique, trackIdUnique: null, source } : null}
                      emptyText={
                        source === 'overview'
                          ? texts.noAudienceData
                          : texts.noPlatformData(sourceName)
                      }
                      mapMargin="0px"
                    />
                  )}
                </SectionState>
              )}
            </div>
          )}
        </>
      )}
    </main>
  );
}
