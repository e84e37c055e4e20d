import type { LoginResponse, ProfessionalPlanItemResponse } from '@songstats/contract';
import { type Database, listMemberAccounts, type Member } from '@songstats/db';
import { TEXTS } from '@songstats/domain';
import { presentAccount } from './present-account';

/**
 * spec §3 "Professional plan item". Interpretation: until the payments issue stores plans, a
 * member holds the plan only through an account management with 'pro' access.
 */
export function professionalPlanItem(hasPro: boolean): ProfessionalPlanItemResponse {
  return {
    type: 'subscriptionplan',
    id: 1,
    name: TEXTS.modal.professionalPlan,
    isPro: hasPro,
    baseUrl: '/settings/professional-management',
    imageUrl: null,
    subbedAt: null,
    hasSongstatsAccess: hasPro,
    hasRadiostatsAccess: hasPro,
    hasSocialstatsAccess: hasPro,
  };
}

/** spec §7 artist_label_lists: the member's accounts and subscription plans. */
export async function memberSubscription(db: Database, memberId: number) {
  const accounts = (await listMemberAccounts(db, memberId)).map((row) => presentAccount(row));
  const hasPro = accounts.some((account) => Object.values(account.accessHash).includes('pro'));
  return { accounts, subscriptionPlans: [professionalPlanItem(hasPro)] };
}

/** The parts of the login response that refresh_user also returns. */
export function memberExtras(member: Member) {
  return {
    backstageAuthorizedSourceEntities: [],
    favoriteSources: member.favoriteSources,
    stories: [],
    maxProManagements: member.maxProManagements,
    notifications: member.emailConfirmedAt
      ? []
      : [{ message: 'Please confirm your email address.', route: '/email-confirmation' }],
  };
}

/** spec §3 "Login state / response": every field, for a fresh session token. */
export async function buildLoginResponse(
  db: Database,
  member: Member,
  token: string,
): Promise<LoginResponse> {
  return {
    userEmailAddress: { email: member.email },
    userFullName: { name: member.name },
    userAuthToken: { token },
    userId: member.id,
    userIsAdmin: member.isAdmin,
    isBetaTester: member.isBetaTester,
    isAccessedThruAdmin: false,
    entryCode: member.entryCode,
    ...memberExtras(member),
    subscription: await memberSubscription(db, member.id),
  };
}
