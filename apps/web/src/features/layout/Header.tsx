import { Link, NavLink } from 'react-router';
import { variant } from '../../app/variant';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-ink focus-visible:outline-2';

/** spec §2: logo, Pricing, Log In and Sign Up; fixed on the landing page. */
export function Header({ fixed }: { fixed: boolean }) {
  return (
    <header
      className={`${fixed ? 'fixed' : 'sticky'} inset-x-0 top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur`}
      data-fixed={fixed}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link
          to="/welcome"
          className="flex items-center gap-2 font-bold text-ink focus-visible:outline-2"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{variant.name}</span>
        </Link>
        <nav aria-label="Main" className="ml-auto flex items-center gap-1">
          <NavLink to="/pricing" className={linkClass}>
            Pricing
          </NavLink>
          <NavLink to="/login" className={linkClass}>
            Log In
          </NavLink>
          <Link
            to="/signup"
            className="rounded-md bg-ink px-3 py-2 text-sm font-medium text-white hover:bg-black focus-visible:outline-2"
          >
            Sign Up
          </Link>
        </nav>
      </div>
    </header>
  );
}
