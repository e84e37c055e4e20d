import { showsAdminMenu, showsPricingButton, TEXTS } from '@songstats/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { variant } from '../../app/variant';
import { AddProfileDialog } from '../managements/AddProfileDialog';
import { useArtistLabelLists } from '../managements/use-managements';
import { PlaylistSearch } from '../search/PlaylistSearch';
import { SearchDropdown } from '../search/SearchDropdown';
import { useSession } from '../session/session-store';
import { AdminMenu, DownloadMenu, PlatformsMenu, UseCasesMenu } from './header-menus';
import { UserMenu } from './UserMenu';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-ink focus-visible:outline-2';

/**
 * spec §2: logo, Pricing, Download, Platforms and Use Cases menus, the search bar, and Log In and
 * Sign Up or the user menu; fixed on the landing page.
 */
export function Header({ fixed }: { fixed: boolean }) {
  const login = useSession((state) => state.login);
  const [addingProfile, setAddingProfile] = useState(false);
  useArtistLabelLists();
  const hasSubscription = (login?.subscription.accounts ?? []).some((account) => account.subbedAt);
  return (
    <header
      className={`${fixed ? 'fixed' : 'sticky'} inset-x-0 top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur`}
      data-fixed={fixed}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link
          to="/welcome"
          className="flex items-center gap-2 font-bold text-ink focus-visible:outline-2"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{variant.name}</span>
        </Link>
        <div className="mx-4 flex flex-1 items-center gap-2">
          {variant.id === 'playlistcheck' ? <PlaylistSearch /> : <SearchDropdown />}
          <button
            type="button"
            onClick={() => setAddingProfile(true)}
            className="flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
          >
            <Plus aria-hidden size={16} />
            {TEXTS.addProfile.title}
          </button>
        </div>
        <nav aria-label="Main" className="flex items-center gap-1">
          {showsPricingButton(login !== null, hasSubscription) && (
            <NavLink to="/pricing" className={linkClass}>
              {TEXTS.header.pricing}
            </NavLink>
          )}
          <DownloadMenu />
          <PlatformsMenu />
          <UseCasesMenu />
          {showsAdminMenu(variant.id, login?.userIsAdmin === true) && <AdminMenu />}
          {login ? (
            <UserMenu onAddProfile={() => setAddingProfile(true)} />
          ) : (
            <>
              <NavLink to="/login" className={linkClass}>
                {TEXTS.header.logIn}
              </NavLink>
              <Link
                to="/signup"
                className="rounded-md bg-ink px-3 py-2 text-sm font-medium text-white hover:bg-black focus-visible:outline-2"
              >
                {TEXTS.header.signUp}
              </Link>
            </>
          )}
        </nav>
      </div>
      {addingProfile && <AddProfileDialog onClose={() => setAddingProfile(false)} />}
    </header>
  );
}
