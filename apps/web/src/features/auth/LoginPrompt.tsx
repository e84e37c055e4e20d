import { TEXTS } from '@songstats/domain';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from './return-path';

/** What a logged-out visitor sees on a page that needs a member: log in, then come back. */
export function LoginPrompt({ what }: { what: string }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <main className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Log in to see {what}</h1>
      <p className="mt-3 text-gray-600">Your {what} are kept with your account.</p>
      <div className="mt-6 flex justify-center gap-3">
        <Link
          to={loginPathFor(returnTo)}
          className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black focus-visible:outline-2"
        >
          {TEXTS.header.logIn}
        </Link>
        <Link
          to="/signup"
          className="rounded-lg border border-gray-300 px-4 py-2 font-medium hover:bg-gray-50 focus-visible:outline-2"
        >
          {TEXTS.header.signUp}
        </Link>
      </div>
    </main>
  );
}
