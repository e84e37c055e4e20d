// spec §3, §6: the flags derived from an account and the upgrade hint shown when it cannot be
// upgraded here.
import { hasServiceAccess } from './access';
import type { Account, Platform } from './entities/account';
import { UPGRADE_HINTS, type UpgradeHintForm } from './texts';

/** spec §6: how a platform is named in 'Please log into your {platform} ...'. */
export const PLATFORM_LABELS: Record<Platform, string> = {
  web: 'Web Dashboard',
  android: 'Android Device',
  ios: 'iOS Device',
};

type FlagAccount = Pick<
  Account,
  'managementType' | 'isPrimary' | 'platform' | 'isFree' | 'accessHash'
>;

export function isPrimary(account: FlagAccount): boolean {
  if (account.managementType) return account.managementType === 'primary';
  return account.isPrimary === true;
}

export function isSecondary(account: FlagAccount): boolean {
  return account.managementType === 'secondary';
}

/** spec §6: a plan is editable only on the platform that bought it (no platform = web). */
export function isEditableOnPlatform(account: FlagAccount, currentPlatform: Platform = 'web') {
  return (account.platform ?? 'web') === currentPlatform;
}

/** spec §6: only the primary manager of a paid plan, on the buying platform, may upgrade. */
export function isUpgradable(account: FlagAccount, currentPlatform: Platform = 'web'): boolean {
  return isPrimary(account) && !account.isFree && isEditableOnPlatform(account, currentPlatform);
}

export const hasSongstatsAccess = (account: FlagAccount) =>
  hasServiceAccess(account.accessHash, 'songstats');
export const hasRadiostatsAccess = (account: FlagAccount) =>
  hasServiceAccess(account.accessHash, 'radiostats');
export const hasSocialstatsAccess = (account: FlagAccount) =>
  hasServiceAccess(account.accessHash, 'socialstats');

/**
 * Interpretation: when any access of the account comes through the Professional plan, an
 * upgrade is an upgrade of that plan, not of the account's own subscription.
 */
export function shouldUpgradeToProPlan(account: FlagAccount): boolean {
  const levels = Object.values(account.accessHash ?? {});
  return levels.includes('pro');
}

/**
 * spec §6: why the account cannot be upgraded here, or null when it can. The form follows
 * shouldUpgradeToProPlan unless the caller asks for one.
 */
export function restrictedUpgradeText(
  account: FlagAccount,
  currentPlatform: Platform = 'web',
  form: UpgradeHintForm = shouldUpgradeToProPlan(account) ? 'professionalPlan' : 'subscription',
): string | null {
  if (isSecondary(account)) return UPGRADE_HINTS.secondary(form);
  if (account.isFree) return UPGRADE_HINTS.free(form);
  if (!isEditableOnPlatform(account, currentPlatform)) {
    return UPGRADE_HINTS.otherPlatform(PLATFORM_LABELS[account.platform ?? 'web'], form);
  }
  return null;
}

export interface AccountFlags {
  isPrimary: boolean;
  isSecondary: boolean;
  isEditableOnPlatform: boolean;
  isUpgradable: boolean;
  restrictedUpgradeText: string | null;
  shouldUpgradeToProPlan: boolean;
  hasRadiostatsAccess: boolean;
  hasSongstatsAccess: boolean;
  hasSocialstatsAccess: boolean;
}

export function deriveAccountFlags(
  account: FlagAccount,
  currentPlatform: Platform = 'web',
): AccountFlags {
  return {
    isPrimary: isPrimary(account),
    isSecondary: isSecondary(account),
    isEditableOnPlatform: isEditableOnPlatform(account, currentPlatform),
    isUpgradable: isUpgradable(account, currentPlatform),
    restrictedUpgradeText: restrictedUpgradeText(account, currentPlatform),
    shouldUpgradeToProPlan: shouldUpgradeToProPlan(account),
    hasRadiostatsAccess: hasRadiostatsAccess(account),
    hasSongstatsAccess: hasSongstatsAccess(account),
    hasSocialstatsAccess: hasSocialstatsAccess(account),
  };
}
