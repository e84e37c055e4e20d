import {
  isActivityNew,
  productSources,
  productTexts,
  sourcesWithTag,
  TEXTS,
  type TierId,
  visibleSources,
} from '@songstats/domain';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { variant } from '../../../app/variant';
import { useSession } from '../../session/session-store';
import { AccountSwitcher } from '../AccountSwitcher';
import { useInsightsStore } from '../insights-store';
import { LockedPrompt } from '../LockedPrompt';
import { UpcomingMilestones } from '../moves/MovesViews';
import { ScreenNotice, SectionState, useRowsInSteps } from '../SectionState';
import { SourceTabs } from '../SourceTabs';
import { useCurrentAccount } from '../use-current-account';
import { useFeed } from '../use-insights';
import { FeedItem } from './FeedItem';
import { feedEmptyText } from './feed-texts';
import { feedTierFromParam, TierFilter } from './TierFilter';

/**
 * Issue 29: the feed items rendered with the data (a phone's first screen shows about five);
 * the rest follow this many at a time, each in a task of its own (useRowsInSteps).
 */
export const FEED_ITEMS_FIRST = 8;

/** spec §3 feed loading types as the screen names them. */
export type FeedLoading = 'fullPage' | 'nextPage' | 'refresh' | null;

function FeedList({
  idUnique,
  source,
  tier,
  onTierChange,
}: {
  idUnique: string;
  source: string;
  tier: TierId | null;
  onTierChange: (tier: TierId) => void;
}) {
  const feed = useFeed(idUnique, source, tier);
  const { account } = useCurrentAccount(idUnique);
  const markViewed = useInsightsStore((state) => state.markViewed);
  // spec §3: isNew is measured against the last visit, fixed while the screen is open.
  const [reference] = useState(() => useInsightsStore.getState().lastViewed[idUnique] ?? null);
  useEffect(() => {
    markViewed(idUnique, new Date().toISOString());
  }, [idUnique, markViewed]);

  const loading: FeedLoading = feed.isPending
    ? 'fullPage'
    : feed.isFetchingNextPage
      ? 'nextPage'
      : feed.refreshing
        ? 'refresh'
        : null;

  const items = feed.pages.flatMap((page) => page.tracks);
  const first = feed.pages[0];
  // Issue 29: the items in steps; a new source or tier starts again from the first screen.
  const { shown, complete } = useRowsInSteps(items.length, `${source}:${tier}`, {
    first: FEED_ITEMS_FIRST,
  });

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const element = sentinel.current;
    // The next page is asked for once this one's items are all in, not because the end of
    // the first screen's items is near.
    if (!element || !hasNextPage || !complete || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, complete]);

  return (
    <div data-loading={loading ?? 'none'}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <TierFilter value={tier ?? 4} applied={first?.tier ?? null} onChange={onTierChange} />
        <p aria-live="polite" className="text-sm text-gray-500">
          {loading === 'refresh' ? 'Refreshing…' : ''}
        </p>
        <button
          type="button"
          onClick={() => void feed.refresh()}
          disabled={loading !== null}
          className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-50 disabled:opacity-50 focus-visible:outline-2"
        >
          <RefreshCw
            aria-hidden
            size={14}
            className={loading === 'refresh' ? 'animate-spin' : ''}
          />
          Refresh
        </button>
      </div>
      <SectionState
        isPending={feed.isPending}
        error={feed.isPending ? feed.error : feed.pages.length === 0 ? feed.error : null}
        onRetry={() => void feed.refetch()}
        label="the feed"
      >
        {first && !first.hasAccess && (
          <LockedPrompt
            reason={null}
            hasProduct={Boolean(account?.subbedAt)}
            isUpgradable={account?.isUpgradable ?? false}
          />
        )}
        {items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600">
            {feedEmptyText(source)}
          </p>
        ) : (
          <ol aria-label="Activities" aria-busy={!complete} className="space-y-2">
            {items.slice(0, shown).map((item) => (
              <FeedItem
                key={`${item.id}:${item.sourceId}`}
                item={item}
                isNew={!item.isLocked && isActivityNew(item.date, reference)}
                accountIdUnique={idUnique}
              />
            ))}
          </ol>
        )}
        {feed.isFetchNextPageError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            The next activities could not be loaded.
          </p>
        )}
        <div ref={sentinel} className="py-4 text-center">
          {!complete ? null : loading === 'nextPage' ? (
            <p role="status" className="text-sm text-gray-500">
              Loading more activities…
            </p>
          ) : hasNextPage ? (
            <button
              type="button"
              onClick={() => void fetchNextPage()}
              className="rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2"
            >
              Load more
            </button>
          ) : items.length > 0 ? (
            <p className="text-xs text-gray-500">That's everything.</p>
          ) : null}
        </div>
      </SectionState>
    </div>
  );
}

/** spec §2 /feed: the activity feed of the current account, per source. */
export default function FeedPage() {
  const login = useSession((state) => state.login);
  // Issue 25: the social product's member has creators, not artists or labels.
  const { noProfile } = productTexts(variant.id);
  const { idUnique, account } = useCurrentAccount();
  const [params, setParams] = useSearchParams();
  const source = params.get('source') ?? 'overview';
  const tier = feedTierFromParam(params.get('tier'));
  const sources = productSources(
    visibleSources(sourcesWithTag('feed'), login?.isBetaTester ?? false),
    variant.id,
  );
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
  // spec §9: Bassline (4) is every tiered activity, the feed without a tier in its address.
  const setTier = (next: TierId) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 4) copy.delete('tier');
        else copy.set('tier', String(next));
        return copy;
      },
      { replace: true },
    );

  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Feed</h1>
        <AccountSwitcher />
      </div>
      {/* spec §6: a team member (secondary) is told whom to ask for an upgrade (issue 22). */}
      {login && account?.isSecondary && account.restrictedUpgradeText && (
        <p data-testid="upgrade-hint" className="mb-4 text-sm text-gray-600">
          {account.restrictedUpgradeText}
        </p>
      )}
      {!login ? (
        <ScreenNotice title="Log in to see your feed">
          <Link to="/login" className="font-medium text-blue-700 hover:underline">
            {TEXTS.header.logIn}
          </Link>
        </ScreenNotice>
      ) : !idUnique ? (
        <ScreenNotice title={noProfile.title}>{noProfile.text('activity')}</ScreenNotice>
      ) : (
        <>
          <div className="mb-4">
            <SourceTabs sources={sources} value={source} onChange={setSource} label="Sources" />
          </div>
          {/* Issue 28: the next milestones, above what already happened. */}
          <UpcomingMilestones idUnique={idUnique} />
          <FeedList
            key={idUnique}
            idUnique={idUnique}
            source={source}
            tier={tier === 4 ? null : tier}
            onTierChange={setTier}
          />
        </>
      )}
    </main>
  );
}
