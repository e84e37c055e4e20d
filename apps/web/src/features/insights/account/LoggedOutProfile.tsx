import { discoveredProductText, loggedOutProfileText, TEXTS } from '@songstats/domain';
import { Link } from 'react-router';
import { variant } from '../../../app/variant';

/**
 * A visible profile's page to a visitor who is not logged in (issue 21): the profile's name and
 * picture stand above (AccountPage), and this asks them to sign up and subscribe, with a way to
 * log in for members. No analytics are shown.
 */
export function LoggedOutProfile({ name }: { name: string | null }) {
  return (
    <section
      aria-labelledby="logged-out-title"
      data-testid="logged-out-profile"
      className="mx-auto my-8 max-w-xl rounded-2xl border border-gray-200 bg-white p-8 text-center"
    >
      <h2 id="logged-out-title" className="text-xl font-semibold text-ink">
        {discoveredProductText(variant.name)}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{loggedOutProfileText(name ?? 'this profile')}</p>
      <div className="mt-5 flex justify-center gap-3">
        <Link
          to="/signup"
          className="rounded-lg bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-black focus-visible:outline-2"
        >
          {TEXTS.header.signUp}
        </Link>
        <Link
          to="/pricing"
          className="rounded-lg border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-gray-50 focus-visible:outline-2"
        >
          {TEXTS.locked.subscribe}
        </Link>
      </div>
      <p className="mt-4 text-sm text-gray-600">
        Already a member?{' '}
        <Link
          to="/login"
          className="font-medium text-blue-700 hover:underline focus-visible:outline-2"
        >
          {TEXTS.header.logIn}
        </Link>
      </p>
    </section>
  );
}
