import { findSourceByUrlNameOrId } from '@songstats/domain';
import { useParams } from 'react-router';
import { variant } from '../../../app/variant';
import { usePageTitle } from '../../../lib/document-title';
import NotFoundPage from '../../../pages/NotFoundPage';
import { useSession } from '../../session/session-store';
import { AccountSwitcher } from '../AccountSwitcher';
import { AccountAnalytics } from '../account/AccountAnalytics';
import { formatNumber } from '../format';
import { useCurrentAccount } from '../use-current-account';

/** spec §2 /platforms/{platform url name or id}: what we monitor there, and your data on it. */
export default function PlatformPage() {
  const { platform = '' } = useParams();
  const source = findSourceByUrlNameOrId(platform);
  const login = useSession((state) => state.login);
  const { idUnique, account } = useCurrentAccount();
  usePageTitle(source?.name, account?.name);
  if (!source?.tags.isSource) return <NotFoundPage />;
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <span
          aria-hidden
          className="size-10 rounded-full"
          style={{ backgroundColor: source.colors.primary }}
        />
        <div className="flex-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{source.name}</h1>
          {source.count !== null && (
            <p className="text-sm text-gray-600">
              {formatNumber(source.count)} {source.countType} monitored
            </p>
          )}
        </div>
        <AccountSwitcher />
      </div>
      {login && idUnique ? (
        <AccountAnalytics
          key={`${idUnique}:${source.id}`}
          idUnique={idUnique}
          source={source.id}
          account={account}
        />
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700">
          {variant.id === 'social'
            ? `Followers, views and engagement of creators on ${source.name}. Log in and add a creator to see theirs.`
            : `Every playlist, chart position and milestone of your catalogue on ${source.name}. Log in and add an artist or label to see yours.`}
        </p>
      )}
    </main>
  );
}
