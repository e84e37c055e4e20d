import { lockedTabPrompt, TEXTS } from '@songstats/domain';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { variant } from '../../app/variant';

export interface LockedPromptProps {
  /** The server's reason (the prompt's title) when it gave one. */
  reason?: string | null;
  /** The member already has the product for this account: the feature needs a bigger plan. */
  hasProduct: boolean;
  /** spec §2: Upgrade shows only when the account is upgradable. */
  isUpgradable: boolean;
  product?: string;
}

/**
 * spec §2 locked tabs: 'You've found a Premium Feature!' or "You've discovered {product}!", with
 * Upgrade (only for upgradable accounts) or Subscribe. No data is shown behind it.
 */
export function LockedPrompt({
  reason,
  hasProduct,
  isUpgradable,
  product = variant.name,
}: LockedPromptProps) {
  const prompt = lockedTabPrompt({
    hasProduct: reason ? reason === TEXTS.locked.premiumFeature : hasProduct,
    isUpgradable,
    product,
  });
  return (
    <section
      aria-labelledby="locked-title"
      data-testid="locked-prompt"
      className="mx-auto my-8 max-w-lg rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center"
    >
      <Lock aria-hidden className="mx-auto mb-3 text-amber-600" size={28} />
      <h2 id="locked-title" className="text-xl font-semibold text-ink">
        {reason ?? prompt.title}
      </h2>
      <div className="mt-5 flex justify-center gap-3">
        {prompt.actions.includes('upgrade') && (
          <Link
            to="/settings/subscription-management"
            className="rounded-lg bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-black focus-visible:outline-2"
          >
            {TEXTS.locked.upgrade}
          </Link>
        )}
        {prompt.actions.includes('subscribe') && (
          <Link
            to="/pricing"
            className="rounded-lg border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-white focus-visible:outline-2"
          >
            {TEXTS.locked.subscribe}
          </Link>
        )}
      </div>
    </section>
  );
}
