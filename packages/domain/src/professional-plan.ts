// spec §2 /settings/professional-management, §6: the artists and labels (creators on the social
// product) a member adds to their Professional Plan, up to maxProManagements (decision 027).
import { restrictedUpgradeText } from './account-flags';
import type { ManagementType, Platform } from './entities/account';

/**
 * The spec keeps maxProManagements from the login response but gives no figure; 25 profiles is
 * our default for a new member (decision 027). Admins may raise it per member.
 */
export const DEFAULT_MAX_PRO_MANAGEMENTS = 25;

export const PROFESSIONAL_PLAN_TEXTS = {
  added: (name: string) => `${name} has been added to your Professional Plan.`,
  removed: (name: string) => `${name} has been removed from your Professional Plan.`,
  alreadyAdded: (name: string) => `${name} is already on your Professional Plan.`,
  limitReached: (max: number) =>
    `Your Professional Plan covers up to ${max} profiles. Remove one to add another.`,
  noPlan: 'Subscribe to the Professional Plan to add artists and labels to it.',
  teamPlan: "Your team admin manages your team's Professional Plan.",
  notCovered: (type: string) => `Your Professional Plan does not cover ${type} profiles.`,
  notOnPlan: 'This profile is not on your Professional Plan.',
  unknownProfile: 'This profile does not exist.',
  /** Shown to members without the plan (spec §6: all artists and labels, creators on social). */
  pitch: (covered: string) =>
    `The Professional Plan gives you access to all ${covered}. Add the ones you work with to your settings and follow them across every platform.`,
  upgrade: 'Upgrade to Professional',
} as const;

/** The plan as the Professional Plan screen needs it: whose it is, where and how it was bought. */
export interface ProfessionalPlanView {
  managementType: ManagementType | null;
  isFree: boolean;
  platform: Platform | null;
}

/**
 * spec §6: why this member cannot upgrade their Professional Plan here (a team member's, a free
 * one, one bought on another platform), or null when they can.
 */
export function professionalPlanUpgradeText(
  plan: ProfessionalPlanView,
  currentPlatform: Platform = 'web',
): string | null {
  return restrictedUpgradeText(
    {
      managementType: plan.managementType,
      isPrimary: plan.managementType === 'primary',
      isFree: plan.isFree,
      platform: plan.platform,
      accessHash: {},
    },
    currentPlatform,
    'professionalPlan',
  );
}
