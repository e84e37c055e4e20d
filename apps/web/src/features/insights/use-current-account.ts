import type { AccountItem } from '@songstats/contract';
import { currentAccountId } from '@songstats/domain';
import { useSession } from '../session/session-store';
import { useInsightsStore } from './insights-store';

export interface CurrentAccount {
  idUnique: string | null;
  /** The account's item when the member has it in their lists (upgrade rights, export). */
  account: AccountItem | null;
  accounts: AccountItem[];
}

/**
 * spec §4 account selection: the account in the address when there is one, else the chosen one,
 * else the first of the member's accounts.
 */
export function useCurrentAccount(fromRoute?: string | null): CurrentAccount {
  const accounts = useSession((state) => state.login?.subscription.accounts) ?? [];
  const chosen = useInsightsStore((state) => state.chosenIdUnique);
  const { idUnique } = currentAccountId(accounts, fromRoute ?? chosen);
  const account = accounts.find((entry) => entry.idUnique === idUnique) ?? null;
  // A chosen account that left the lists falls back to the first one.
  if (!fromRoute && chosen && !account) {
    const first = accounts[0] ?? null;
    return { idUnique: first?.idUnique ?? null, account: first, accounts };
  }
  return { idUnique, account, accounts };
}
