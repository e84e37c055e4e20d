import type { AccountItem } from '@songstats/contract';
import { TEXTS, VARIANTS } from '@songstats/domain';
import { Link } from 'react-router';
import { RequestToAddLink } from '../../app/redirects';
import { variant } from '../../app/variant';
import { useSession } from '../session/session-store';
import { Menu, MenuHeading, menuItemClass } from './Menu';

const GROUPS = [
  TEXTS.userMenuGroups.artists,
  TEXTS.userMenuGroups.collaborators,
  TEXTS.userMenuGroups.labels,
  TEXTS.userMenuGroups.creators,
] as const;

/** The main product's origin, for the playlist-checking variant's account links (spec §2). */
export function mainOrigin(location: Location = window.location): string {
  const hostname = location.hostname;
  if (hostname === 'localhost' || hostname === '127.0.0.1') {
    const offset = VARIANTS[variant.id].localPort - VARIANTS.main.localPort;
    return `${location.protocol}//${hostname}:${Number(location.port) - offset}`;
  }
  return `https://${VARIANTS.main.brandHosts[0]}`;
}

function AccountLink({ account }: { account: AccountItem }) {
  // spec §2: the playlist-checking variant opens account links in a new tab on the main host.
  if (variant.id === 'playlistcheck') {
    return (
      <a
        className={menuItemClass}
        href={`${mainOrigin()}${account.baseUrl}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {account.name}
      </a>
    );
  }
  return (
    <Link className={menuItemClass} to={account.baseUrl}>
      {account.name}
    </Link>
  );
}

/** spec §2: accounts grouped as Artists, Collaborators, Labels and Creators; Settings; Logout. */
export function UserMenu({ onAddProfile }: { onAddProfile: () => void }) {
  const login = useSession((state) => state.login);
  if (!login) return null;
  const accounts = login.subscription.accounts;
  return (
    <Menu
      label={
        // spec §9 mobile breakpoint: a long name gives way to the search bar on a phone.
        <span data-testid="user-menu" className="block max-w-16 truncate sm:max-w-48">
          {login.userFullName.name}
        </span>
      }
    >
      {GROUPS.map((group) => {
        const members = accounts.filter((account) => account.groupText === group);
        if (members.length === 0) return null;
        return (
          <section key={group} aria-label={group}>
            <MenuHeading>{group}</MenuHeading>
            {members.map((account) => (
              <AccountLink key={account.idUnique} account={account} />
            ))}
          </section>
        );
      })}
      <button type="button" className={menuItemClass} onClick={onAddProfile}>
        {TEXTS.addProfile.title}
      </button>
      <RequestToAddLink className={menuItemClass} />
      <hr className="my-1 border-gray-100" />
      <Link className={menuItemClass} to={variant.defaultSettingsPath}>
        {TEXTS.header.settings}
      </Link>
      <Link className={menuItemClass} to="/logout">
        {TEXTS.header.logout}
      </Link>
    </Menu>
  );
}
