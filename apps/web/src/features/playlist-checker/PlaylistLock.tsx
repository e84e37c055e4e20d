import type { PlaylistPageResponse } from '@songstats/contract';
import { subscriptionModalTitle, TEXTS } from '@songstats/domain';
import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { variant } from '../../app/variant';
import { useIsLoggedIn, useSession } from '../session/session-store';
import { openSubscriptionModal } from '../subscriptions/subscription-modal-store';

/** What a check unlocks (spec §1 playlist-checking tagline). */
export const LOCKED_PARTS = [
  'Global and genre ranks',
  'Follower growth',
  'Curator contact details',
  'Playlist adds and removals',
] as const;

function useHasSubscriptions(): boolean {
  return useSession((state) => {
    const subscription = state.login?.subscription;
    if (!subscription) return false;
    return (
      subscription.accounts.some((account) => account.subbedAt) ||
      subscription.subscriptionPlans.some((plan) => plan.subbedAt)
    );
  });
}

/**
 * spec §2: without access, what is locked and "Unlock With {product}" ("Access With {product}"
 * for a member who already subscribes), which opens the subscription modal on step 1 with that
 * title. Past the month's checks (spec §9), the limit message and the upgrade path.
 */
export function PlaylistLock({ data }: { data: PlaylistPageResponse }) {
  const hasSubscriptions = useHasSubscriptions();
  const isLoggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const title = subscriptionModalTitle(variant.id, hasSubscriptions);
  return (
    <section
      aria-label="Locked playlist insights"
      className="mt-6 rounded-2xl border border-amber-200 bg-amber-50 p-6"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Lock aria-hidden size={18} />
        {data.hasExceededLimit ? 'Monthly playlist checks used up' : TEXTS.locked.premiumFeature}
      </h2>
      <p className="mt-2 text-sm text-gray-800">{data.message}</p>
      <ul className="mt-3 grid gap-1 text-sm text-gray-700 sm:grid-cols-2">
        {LOCKED_PARTS.map((part) => (
          <li key={part} className="flex items-center gap-2">
            <Lock aria-hidden size={12} className="text-amber-700" />
            {part}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => openSubscriptionModal()}
          className="rounded-lg bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-black focus-visible:outline-2"
        >
          {data.hasExceededLimit ? TEXTS.locked.upgrade : title}
        </button>
        {!isLoggedIn && (
          <Link
            to={`/login?redirect=${encodeURIComponent(pathname)}`}
            className="text-sm font-medium text-blue-700 hover:underline"
          >
            {TEXTS.header.logIn}
          </Link>
        )}
        {data.hasExceededLimit && (
          <Link to="/pricing" className="text-sm font-medium text-blue-700 hover:underline">
            See plans and their checks
          </Link>
        )}
      </div>
    </section>
  );
}
