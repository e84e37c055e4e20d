import { SETTINGS_TABS, TEXTS } from '@songstats/domain';
import { Link } from 'react-router';
import { variant } from '../../app/variant';
import { homeAfterLogin } from '../playlist-checker/after-login';
import { useSession } from '../session/session-store';

const baseClass = 'rounded-lg px-5 py-3 text-center font-medium focus-visible:outline-2';
const primaryClass = `${baseClass} bg-ink text-white hover:bg-black`;
const secondaryClass = `${baseClass} border border-gray-300 bg-white hover:bg-gray-50`;

/**
 * The landing and use-case pages' calls to action: Sign Up and Pricing (spec §2); a logged-in
 * member is led into the app instead (issue 30): to their first profile (or the feed), where
 * logging in lands, and to their subscriptions.
 */
export function CallsToAction({ className = '' }: { className?: string }) {
  const login = useSession((state) => state.login);
  if (login) {
    const first = login.subscription.accounts[0];
    const home = homeAfterLogin(variant.id, first?.baseUrl);
    return (
      <div className={`flex flex-wrap gap-3 ${className}`} data-testid="member-calls-to-action">
        {home !== '/' && (
          <Link to={home} className={primaryClass}>
            {first ? `Go to ${first.name}` : 'Go to your feed'}
          </Link>
        )}
        <Link to={SETTINGS_TABS.subscriptions.path} className={secondaryClass}>
          Your subscriptions
        </Link>
      </div>
    );
  }
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link to="/signup" className={primaryClass}>
        {TEXTS.header.signUp}
      </Link>
      <Link to="/pricing" className={secondaryClass}>
        {TEXTS.header.pricing}
      </Link>
    </div>
  );
}
