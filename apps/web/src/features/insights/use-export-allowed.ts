import type { AccountItem } from '@songstats/contract';
import { isExportAllowed } from '@songstats/domain';
import { useSession } from '../session/session-store';

/** spec §6: export is allowed if the Professional plan or the account has canExport. */
export function useExportAllowed(account: AccountItem | null): boolean {
  const plans = useSession((state) => state.login?.subscription.subscriptionPlans) ?? [];
  const plan = plans.find((entry) => entry.isPro && entry.canExport) ?? null;
  return isExportAllowed(plan, account);
}
