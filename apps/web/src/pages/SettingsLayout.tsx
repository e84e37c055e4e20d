import { SETTINGS_TABS } from '@songstats/domain';
import { NavLink, Outlet } from 'react-router';
import { variant } from '../app/variant';
import { LoginPrompt } from '../features/auth/LoginPrompt';
import { useIsLoggedIn } from '../features/session/session-store';

/** spec §2: the settings area, with the tabs of this variant. */
export default function SettingsLayout() {
  const isLoggedIn = useIsLoggedIn();
  // Every settings page is a member's own: logged out, each asks to log in (issue 22).
  if (!isLoggedIn) return <LoginPrompt what="your settings" />;
  return (
    <div className="mx-auto max-w-6xl px-6 pt-8">
      <nav aria-label="Settings" className="flex flex-wrap gap-1 border-b border-gray-200">
        {variant.settingsTabs.map((tab) => (
          <NavLink
            key={tab}
            to={SETTINGS_TABS[tab].path}
            className={({ isActive }) =>
              `-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 ${
                isActive
                  ? 'border-brand text-ink'
                  : 'border-transparent text-gray-500 hover:text-ink'
              }`
            }
          >
            {SETTINGS_TABS[tab].label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
