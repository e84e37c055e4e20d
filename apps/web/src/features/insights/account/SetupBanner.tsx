import { type AccountItem, managementEndpoints } from '@songstats/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api';
import { errorText } from '../../subscriptions/use-card-payment';

/**
 * spec §4 in-progress banner, issue 27: while a profile added by its link is being set up, what
 * the setup is doing (asked again every 10 s); when it failed, why, with a retry for its owner.
 */
export function SetupBanner({ account, canRetry }: { account: AccountItem; canRetry: boolean }) {
  const listed = account.accountSetup ?? null;
  const live = useQuery<{ account: AccountItem }>({
    queryKey: ['managements', 'get_account_info', account.idUnique, 'setup'],
    enabled: listed !== null,
    refetchInterval: (query) =>
      query.state.data?.account.accountSetup?.status === 'in_progress' ||
      (!query.state.data && listed?.status === 'in_progress')
        ? 10_000
        : false,
    queryFn: ({ signal }) =>
      api.request(managementEndpoints.getAccountInfo, {
        query: { idUnique: account.idUnique },
        signal,
      }),
  });
  const retry = useMutation({
    mutationFn: () =>
      api.request(managementEndpoints.retryAccountSetup, {
        body: { idUnique: account.idUnique },
      }),
    onSuccess: () => live.refetch(),
  });
  const setup = live.data ? (live.data.account.accountSetup ?? null) : listed;
  if (!setup) return null;
  if (setup.status === 'in_progress') {
    return (
      <div role="status" className="mb-4 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm">
        {/* Not the Add Profile message's words: that message shows beside it for 6 s. */}
        <p className="font-medium text-blue-900">Setting up this {account.type} profile.</p>
        {setup.step && <p className="text-blue-800">Now: {setup.step}</p>}
      </div>
    );
  }
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
      <p className="font-medium text-red-900">Setting up this profile failed.</p>
      {setup.reason && <p className="text-red-800">{setup.reason}</p>}
      {canRetry && (
        <button
          type="button"
          onClick={() => retry.mutate()}
          disabled={retry.isPending}
          className="mt-2 rounded-lg border border-red-300 bg-white px-3 py-1 font-medium text-red-900 hover:bg-red-100 disabled:opacity-50 focus-visible:outline-2"
        >
          Try again
        </button>
      )}
      {retry.error && <p className="mt-1 text-red-800">{errorText(retry.error)}</p>}
    </div>
  );
}
