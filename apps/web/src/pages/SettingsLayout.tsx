import { SETTINGS_TABS } from '@songstats/domain';
import { NavLink, Outlet } from 'react-router';
import { variant } from '../app/variant';

/** spec §2: the settings area, with the tabs of this variant. */
export default function SettingsLayout() {
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
