import { managementEndpoints } from '@songstats/contract';
import {
  CREATOR_ONLY_SOURCE_IDS,
  sourcesWithTag,
  type VariantId,
  visibleSources,
} from '@songstats/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../../app/api';
import { variant } from '../../../app/variant';
import { usePageTitle } from '../../../lib/document-title';
import { Image } from '../../../lib/Image';
import { useSession } from '../../session/session-store';
import { useInsightsStore } from '../insights-store';
import { SourceTabs } from '../SourceTabs';
import { useCurrentAccount } from '../use-current-account';
import { AccountAnalytics } from './AccountAnalytics';
import { LoggedOutProfile } from './LoggedOutProfile';
import { SetupBanner } from './SetupBanner';

/**
 * spec §2: an account's page at its base URL, one source at a time by `?source=`. A creator's page
 * (every page of the social product) shows the social platforms only, and no tracks (issue 25).
 */
export default function AccountPage({ variantId = variant.id }: { variantId?: VariantId }) {
  const { idUnique = '' } = useParams();
  const login = useSession((state) => state.login);
  const { account: listed } = useCurrentAccount(idUnique);
  const choose = useInsightsStore((state) => state.choose);
  const [params, setParams] = useSearchParams();
  const source = params.get('source') ?? 'overview';
  // spec §4: account info is fetched when the account is not in the member's lists; anyone may
  // read a visible profile's, so a visitor who is not logged in sees whose page it is.
  const info = useQuery({
    queryKey: ['managements', 'get_account_info', idUnique],
    enabled: listed === null && idUnique !== '',
    retry: false,
    queryFn: ({ signal }) =>
      api.request(managementEndpoints.getAccountInfo, { query: { idUnique }, signal }),
  });
  const account = listed ?? info.data?.account ?? null;
  usePageTitle(account?.name);
  // spec §4: choosing an account makes it the current one.
  useEffect(() => {
    if (listed) choose(listed.idUnique);
  }, [listed, choose]);
  const isCreatorPage = variantId === 'social' || account?.type === 'creator';
  const sources = visibleSources(sourcesWithTag('analytics'), login?.isBetaTester ?? false).filter(
    (entry) =>
      entry.id === 'overview' ||
      (entry.tags.isSource &&
        (isCreatorPage ? entry.tags.creator : !CREATOR_ONLY_SOURCE_IDS.includes(entry.id))),
  );
  const setSource = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'overview') copy.delete('source');
        else copy.set('source', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {account && (
          <Image src={account.imageUrl} alt="" className="size-12 rounded-full object-cover" />
        )}
        <div className="flex-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">
            {account?.name ?? (info.isError ? 'Profile not found' : 'Profile')}
          </h1>
          {account?.secondaryText && (
            <p className="text-sm text-gray-500">{account.secondaryText}</p>
          )}
        </div>
        {account && login && !isCreatorPage && (
          <Link
            to={`${account.baseUrl}/tracks`}
            className="rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2"
          >
            Tracks
          </Link>
        )}
      </div>
      {!login ? (
        info.isError ? null : (
          <LoggedOutProfile name={account?.name ?? null} />
        )
      ) : (
        <>
          {account && (
            <SetupBanner
              account={account}
              canRetry={account.managementType === 'primary' || login.userIsAdmin}
            />
          )}
          <div className="mb-5">
            <SourceTabs sources={sources} value={source} onChange={setSource} label="Sources" />
          </div>
          <AccountAnalytics key={source} idUnique={idUnique} source={source} account={account} />
        </>
      )}
    </main>
  );
}
