import { useInsightsStore } from './insights-store';
import { useCurrentAccount } from './use-current-account';

/** spec §4 account selection: the member's accounts; the choice becomes the current account. */
export function AccountSwitcher({ fromRoute }: { fromRoute?: string | null }) {
  const { idUnique, accounts } = useCurrentAccount(fromRoute);
  const choose = useInsightsStore((state) => state.choose);
  if (accounts.length < 2 || fromRoute) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-gray-600">
      Account
      <select
        value={idUnique ?? ''}
        onChange={(event) => choose(event.target.value)}
        className="rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-ink"
      >
        {accounts.map((account) => (
          <option key={account.idUnique} value={account.idUnique}>
            {account.name}
          </option>
        ))}
      </select>
    </label>
  );
}
