import {
  ADMIN_ACCOUNTS,
  audienceOfUseCase,
  platformsMenuSources,
  TEXTS,
  useCasesOf,
} from '@songstats/domain';
import { Link } from 'react-router';
import { APP_STORE_URLS, DESKTOP_DOWNLOAD_URLS } from '../../app/redirects';
import { variant } from '../../app/variant';
import { Menu, menuItemClass } from './Menu';

/** spec §1, §2: mobile apps and the desktop app. */
export function DownloadMenu() {
  return (
    <Menu label={TEXTS.header.download}>
      <a className={menuItemClass} href={APP_STORE_URLS.ios}>
        iOS
      </a>
      <a className={menuItemClass} href={APP_STORE_URLS.android}>
        Android
      </a>
      <a className={menuItemClass} href={DESKTOP_DOWNLOAD_URLS.macos}>
        macOS
      </a>
      <a className={menuItemClass} href={DESKTOP_DOWNLOAD_URLS.windows}>
        Windows
      </a>
      <a className={menuItemClass} href={DESKTOP_DOWNLOAD_URLS.linux}>
        Linux
      </a>
    </Menu>
  );
}

/** spec §2: the monitored platforms, each at /platforms/{url name} (radio first on Radiostats). */
export function PlatformsMenu() {
  return (
    <Menu label={TEXTS.header.platforms} columns={2}>
      {platformsMenuSources(variant.id).map((source) => (
        <Link key={source.id} className={menuItemClass} to={`/platforms/${source.urlName}`}>
          {source.name}
        </Link>
      ))}
    </Menu>
  );
}

/** spec §2: the /for/{use case} landing pages of this variant, named as the landing names them. */
export function UseCasesMenu() {
  return (
    <Menu label={TEXTS.header.useCases} columns={2}>
      {useCasesOf(variant.id).map((useCase) => (
        <Link key={useCase} className={menuItemClass} to={`/for/${useCase}`}>
          {audienceOfUseCase(useCase)}
        </Link>
      ))}
    </Menu>
  );
}

/** spec §2: the admin-only menu of the 17 internal accounts, each at /{id}. */
export function AdminMenu() {
  return (
    <Menu label="Admin">
      {ADMIN_ACCOUNTS.map((account) => (
        <Link key={account.id} className={menuItemClass} to={`/${account.id}`}>
          {account.name}
        </Link>
      ))}
    </Menu>
  );
}
