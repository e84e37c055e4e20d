import { BRAND_MARK, showsAdminMenu, showsPricingButton, TEXTS } from '@songstats/domain';
import { Menu as MenuIcon, Plus, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { variant } from '../../app/variant';
import { lazyPage } from '../../lib/chunk-load';
import type { AddProfileDialog as AddProfileDialogComponent } from '../managements/AddProfileDialog';
import { useArtistLabelLists } from '../managements/use-managements';
import { SearchDropdown } from '../search/SearchDropdown';
import { useSession } from '../session/session-store';
import { DemoWorldBanner } from './DemoWorldBanner';
import { AdminMenu, DownloadMenu, PlatformsMenu, UseCasesMenu } from './header-menus';

// Loaded on first open (issue 29): the dialog and its calls stay out of every page's first load.
const AddProfileDialog = lazyPage<Parameters<typeof AddProfileDialogComponent>[0]>(() =>
  import('../managements/AddProfileDialog').then((module) => ({
    default: module.AddProfileDialog,
  })),
);

// Issue 29 (decision 078): the playlist-checking product's search and a member's menu load when
// shown, so the first load of another product's / (no session) moves neither.
const PlaylistSearch = lazyPage(async () => ({
  default: (await import('../search/PlaylistSearch')).PlaylistSearch,
}));
const UserMenu = lazyPage<{ onAddProfile: () => void }>(() =>
  import('./UserMenu').then((module) => ({ default: module.UserMenu })),
);

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-ink focus-visible:outline-2';

/**
 * The favicon's drawing inline: as an image element of /favicon.svg the browser fetched the file a second
 * time beside the tab icon's own request (issue 29).
 */
function Logo() {
  return (
    <svg aria-hidden viewBox="0 0 32 32" width={28} height={28}>
      <rect width="32" height="32" rx="8" fill={BRAND_MARK.tile} />
      <path
        d={BRAND_MARK.bars}
        stroke={BRAND_MARK.barColor}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * spec §2: logo, Pricing, Download, Platforms and Use Cases menus, the search bar, and Log In and
 * Sign Up or the user menu; fixed on the landing page.
 */
export function Header({ fixed }: { fixed: boolean }) {
  const login = useSession((state) => state.login);
  const [addingProfile, setAddingProfile] = useState(false);
  // spec §9 mobile breakpoint (1024 px): the menus fold behind one button.
  const [menusOpen, setMenusOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the menus
  useEffect(() => setMenusOpen(false), [pathname]);
  useArtistLabelLists();
  const hasSubscription = (login?.subscription.accounts ?? []).some((account) => account.subbedAt);
  return (
    <header
      className={`${fixed ? 'fixed' : 'sticky'} inset-x-0 top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur`}
      data-fixed={fixed}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link
          to="/welcome"
          aria-label={variant.name}
          className="flex shrink-0 items-center gap-2 font-bold text-ink focus-visible:outline-2"
        >
          <Logo />
          <span className="hidden sm:inline">{variant.name}</span>
        </Link>
        <div className="flex min-w-0 flex-1 items-center gap-2 lg:mx-4">
          {variant.id === 'playlistcheck' ? (
            <Suspense fallback={null}>
              <PlaylistSearch />
            </Suspense>
          ) : (
            <SearchDropdown />
          )}
          <button
            type="button"
            onClick={() => setAddingProfile(true)}
            aria-label={TEXTS.addProfile.title}
            className="flex shrink-0 items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100"
          >
            <Plus aria-hidden size={16} />
            <span aria-hidden className="hidden xl:inline">
              {TEXTS.addProfile.title}
            </span>
          </button>
        </div>
        <button
          type="button"
          aria-expanded={menusOpen}
          aria-controls="header-menus"
          aria-label="Menus"
          onClick={() => setMenusOpen((open) => !open)}
          className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 lg:hidden"
        >
          {menusOpen ? <X aria-hidden size={20} /> : <MenuIcon aria-hidden size={20} />}
        </button>
        <nav
          id="header-menus"
          aria-label="Main"
          className={`${menusOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-16 flex-col items-stretch gap-1 border-b border-gray-200 bg-white p-2 shadow-md lg:static lg:flex lg:flex-row lg:items-center lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          {showsPricingButton(login !== null, hasSubscription) && (
            <NavLink to="/pricing" className={linkClass}>
              {TEXTS.header.pricing}
            </NavLink>
          )}
          <DownloadMenu />
          <PlatformsMenu />
          <UseCasesMenu />
          {showsAdminMenu(variant.id, login?.userIsAdmin === true) && <AdminMenu />}
          {!login && (
            <NavLink to="/login" className={linkClass}>
              {TEXTS.header.logIn}
            </NavLink>
          )}
        </nav>
        {login ? (
          <Suspense fallback={<span className="w-16 sm:w-24" />}>
            <UserMenu onAddProfile={() => setAddingProfile(true)} />
          </Suspense>
        ) : (
          <Link
            to="/signup"
            className="shrink-0 rounded-md bg-ink px-3 py-2 text-sm font-medium text-white hover:bg-black focus-visible:outline-2"
          >
            {TEXTS.header.signUp}
          </Link>
        )}
      </div>
      <DemoWorldBanner />
      {addingProfile && (
        <Suspense fallback={null}>
          <AddProfileDialog onClose={() => setAddingProfile(false)} />
        </Suspense>
      )}
    </header>
  );
}
