import {
  type Database,
  findAccountForMember,
  followAccount,
  type ManagedAccount,
} from '@songstats/db';
import {
  type PayableType,
  PROFESSIONAL_PAYABLE_TYPE,
  payableTypeOfAccount,
  TEXTS,
  UPGRADE_HINTS,
} from '@songstats/domain';
import { HttpError } from '../plugins/errors';

export interface Payable {
  payableType: PayableType;
  /** The account id, or 1 for the Professional plan. */
  payableId: number;
  account: ManagedAccount | null;
  name: string;
  imageUrl: string | null;
  accountType: 'artist' | 'label' | 'creator' | null;
}

export const PROFESSIONAL_PLAN_ID = 1;
export const UNKNOWN_PAYABLE = 'This artist or label does not exist.';
export const WRONG_PAYABLE_TYPE = 'This profile cannot be bought with that plan.';

/**
 * The payable of a payment call: the Professional plan (id 1), or an account the member may
 * subscribe. A team member (secondary management) is told to ask the team admin (spec §6).
 */
export async function resolvePayable(
  db: Database,
  memberId: number,
  payableType: PayableType,
  idUnique: string,
): Promise<Payable> {
  if (payableType === PROFESSIONAL_PAYABLE_TYPE) {
    if (idUnique !== String(PROFESSIONAL_PLAN_ID)) throw new HttpError(404, UNKNOWN_PAYABLE);
    return {
      payableType,
      payableId: PROFESSIONAL_PLAN_ID,
      account: null,
      name: TEXTS.modal.professionalPlan,
      imageUrl: null,
      accountType: null,
    };
  }
  const found = await findAccountForMember(db, idUnique, memberId);
  if (!found || (found.account.hidden && !found.management)) {
    throw new HttpError(404, UNKNOWN_PAYABLE);
  }
  if (payableTypeOfAccount(found.account.type) !== payableType) {
    throw new HttpError(400, WRONG_PAYABLE_TYPE);
  }
  if (found.management?.managementType === 'secondary') {
    throw new HttpError(403, UPGRADE_HINTS.secondary('subscription'));
  }
  return {
    payableType,
    payableId: found.account.id,
    account: found,
    name: found.account.name,
    imageUrl: found.account.imageUrl,
    accountType: found.account.type,
  };
}

/**
 * Subscribing to an account adds it to the member's accounts. A member who did not manage it
 * yet follows it (issue 20): paying for one's own access does not make one the profile's owner,
 * who alone edits it. (The name predates that rule; it is kept while its callers change.)
 */
export async function ensurePrimaryManagement(db: Database, memberId: number, accountId: number) {
  await followAccount(db, memberId, accountId);
}
