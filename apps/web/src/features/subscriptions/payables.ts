import type { AccountItem, SubscriptionRowResponse } from '@songstats/contract';
import {
  type PayableType,
  type PendingPayable,
  type PlanKind,
  PROFESSIONAL_PAYABLE,
  type PricedPlanKind,
} from '@songstats/domain';

const PAYABLE_OF_ACCOUNT: Record<AccountItem['type'], PayableType> = {
  artist: 'UArtist',
  collaborator: 'UArtist',
  label: 'ULabel',
  creator: 'UCreator',
};

/** The pending payable (spec §3) of an account chosen in step 1. */
export function payableOfAccount(account: AccountItem): PendingPayable {
  return {
    type: PAYABLE_OF_ACCOUNT[account.type],
    id: account.idUnique,
    name: account.name,
    imageUrl: account.imageUrl,
    baseUrl: account.baseUrl,
  };
}

/** The pending payable of a subscription row: its account, or the Professional plan. */
export function payableOfRow(row: SubscriptionRowResponse): PendingPayable {
  if (row.uPayableType === PROFESSIONAL_PAYABLE.type || !row.accountItem) {
    return { ...PROFESSIONAL_PAYABLE, imageUrl: row.avatar };
  }
  return payableOfAccount(row.accountItem);
}

/** Which priced plan of spec §9 a payable buys (creators are priced as artists). */
export function planKindOfPayable(type: PayableType): PricedPlanKind {
  if (type === 'ULabel') return 'label';
  if (type === 'SubscriptionPlan') return 'pro';
  return 'artist';
}

export function payableIdOf(payable: PendingPayable): string {
  return String(payable.id ?? '');
}

export type { PlanKind };
