import { describe, expect, it } from 'vitest';
import {
  deriveAccountFlags,
  isEditableOnPlatform,
  isPrimary,
  isSecondary,
  isUpgradable,
  restrictedUpgradeText,
  shouldUpgradeToProPlan,
} from './account-flags';
import type { Account } from './entities/account';
import { UPGRADE_HINTS } from './texts';

type FlagAccount = Pick<
  Account,
  'managementType' | 'isPrimary' | 'platform' | 'isFree' | 'accessHash'
>;

const owner: FlagAccount = {
  managementType: 'primary',
  platform: 'web',
  isFree: false,
  accessHash: { songstats: 'direct', radiostats: 'none' },
};

describe('derived account flags (spec §3, §6)', () => {
  it.each([
    [{ managementType: 'primary' }, true, false],
    [{ managementType: 'secondary' }, false, true],
    [{ managementType: null, isPrimary: true }, true, false],
    [{ isPrimary: false }, false, false],
    [{}, false, false],
  ] as const)('spec §6: %j is primary %s, secondary %s', (account, primary, secondary) => {
    expect(isPrimary(account)).toBe(primary);
    expect(isSecondary(account)).toBe(secondary);
  });

  it.each([
    [null, 'web', true],
    ['web', 'web', true],
    ['ios', 'web', false],
    ['android', 'android', true],
    ['web', 'ios', false],
  ] as const)(
    'spec §6: a plan bought on %s is editable on %s: %s',
    (platform, current, expected) => {
      expect(isEditableOnPlatform({ platform }, current)).toBe(expected);
    },
  );

  it.each([
    ['the primary owner of a paid web plan', owner, true],
    ['a secondary manager', { ...owner, managementType: 'secondary' }, false],
    ['a free plan', { ...owner, isFree: true }, false],
    ['a plan bought on iOS', { ...owner, platform: 'ios' }, false],
  ] as const)('spec §6: %s is upgradable: %s', (_label, account, expected) => {
    expect(isUpgradable(account)).toBe(expected);
  });

  it.each([
    [{ songstats: 'pro' }, true],
    [{ songstats: 'direct', radiostats: 'pro' }, true],
    [{ songstats: 'direct' }, false],
    [undefined, false],
  ] as const)(
    'spec §6: access %j should upgrade the Professional plan: %s',
    (accessHash, expected) => {
      expect(shouldUpgradeToProPlan({ accessHash })).toBe(expected);
    },
  );

  it.each([
    [
      'secondary',
      { ...owner, managementType: 'secondary' },
      'Please contact your team admin to upgrade your subscription.',
    ],
    [
      'secondary through the pro plan',
      { ...owner, managementType: 'secondary', accessHash: { songstats: 'pro' } },
      'Please contact your team admin to upgrade your Professional Plan.',
    ],
    [
      'free',
      { ...owner, isFree: true },
      'Please contact support to upgrade your free subscription.',
    ],
    [
      'free pro plan',
      { ...owner, isFree: true, accessHash: { songstats: 'pro' } },
      'Please contact support to upgrade your free Professional Plan.',
    ],
    [
      'bought on iOS',
      { ...owner, platform: 'ios' },
      'Please log into your iOS Device to upgrade your subscription.',
    ],
    [
      'bought on Android',
      { ...owner, platform: 'android', accessHash: { radiostats: 'pro' } },
      'Please log into your Android Device to upgrade your Professional Plan.',
    ],
    ['upgradable', owner, null],
  ] as const)('spec §6: the upgrade hint of a %s plan', (_label, account, expected) => {
    expect(restrictedUpgradeText(account)).toBe(expected);
  });

  it('spec §6: the hint form can be forced, and a web plan seen from a phone names the web', () => {
    expect(restrictedUpgradeText({ ...owner, isFree: true }, 'web', 'professionalPlan')).toBe(
      UPGRADE_HINTS.free('professionalPlan'),
    );
    expect(restrictedUpgradeText(owner, 'ios')).toBe(
      'Please log into your Web Dashboard to upgrade your subscription.',
    );
  });

  it('spec §3: deriveAccountFlags gathers every derived flag', () => {
    expect(
      deriveAccountFlags({ ...owner, accessHash: { songstats: 'pro', socialstats: 'any' } }),
    ).toEqual({
      isPrimary: true,
      isSecondary: false,
      isEditableOnPlatform: true,
      isUpgradable: true,
      restrictedUpgradeText: null,
      shouldUpgradeToProPlan: true,
      hasRadiostatsAccess: false,
      hasSongstatsAccess: true,
      hasSocialstatsAccess: true,
    });
  });
});
