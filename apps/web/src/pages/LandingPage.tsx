import { Link } from 'react-router';
import { variant } from '../app/variant';

/** spec §1, §2: `/` and `/welcome` name the product of this host and its tagline. */
export default function LandingPage() {
  return (
    <main className="mx-auto flex max-w-4xl flex-col items-center px-6 pt-40 pb-24 text-center">
      <h1 className="text-5xl font-bold tracking-tight" data-testid="variant-name">
        {variant.name}
      </h1>
      <p className="mt-6 max-w-2xl text-xl text-gray-700" data-testid="variant-tagline">
        {variant.tagline}
      </p>
      {variant.subline && <p className="mt-3 text-gray-500">{variant.subline}</p>}
      <div className="mt-10 flex gap-3">
        <Link
          to="/signup"
          className="rounded-lg bg-ink px-5 py-3 font-medium text-white hover:bg-black focus-visible:outline-2"
        >
          Sign Up
        </Link>
        <Link
          to="/pricing"
          className="rounded-lg border border-gray-300 px-5 py-3 font-medium hover:bg-gray-50 focus-visible:outline-2"
        >
          Pricing
        </Link>
      </div>
    </main>
  );
}
