import { TEXTS } from '@songstats/domain';
import { Link } from 'react-router';

const baseClass = 'rounded-lg px-5 py-3 text-center font-medium focus-visible:outline-2';

/** The landing and use-case pages' calls to action: Sign Up and Pricing (spec §2). */
export function CallsToAction({ className = '' }: { className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link to="/signup" className={`${baseClass} bg-ink text-white hover:bg-black`}>
        {TEXTS.header.signUp}
      </Link>
      <Link
        to="/pricing"
        className={`${baseClass} border border-gray-300 bg-white hover:bg-gray-50`}
      >
        {TEXTS.header.pricing}
      </Link>
    </div>
  );
}
