import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_PRO_MANAGEMENTS,
  PROFESSIONAL_PLAN_TEXTS,
  professionalPlanUpgradeText,
} from './professional-plan';

describe('professionalPlanUpgradeText (spec §6)', () => {
  it.each([
    [{ managementType: 'primary', isFree: false, platform: 'web' }, 'web', null],
    [
      { managementType: 'secondary', isFree: false, platform: 'web' },
      'web',
      'Please contact your team admin to upgrade your Professional Plan.',
    ],
    [
      { managementType: 'primary', isFree: true, platform: 'web' },
      'web',
      'Please contact support to upgrade your free Professional Plan.',
    ],
    [
      { managementType: 'primary', isFree: false, platform: 'ios' },
      'web',
      'Please log into your iOS Device to upgrade your Professional Plan.',
    ],
    [
      { managementType: 'primary', isFree: false, platform: null },
      'android',
      'Please log into your Web Dashboard to upgrade your Professional Plan.',
    ],
  ] as const)('%o on %s: %s', (plan, platform, expected) => {
    expect(professionalPlanUpgradeText(plan, platform)).toBe(expected);
  });
});

describe('PROFESSIONAL_PLAN_TEXTS', () => {
  it('names the profile and the limit', () => {
    expect(PROFESSIONAL_PLAN_TEXTS.added('Daft Punk')).toBe(
      'Daft Punk has been added to your Professional Plan.',
    );
    expect(PROFESSIONAL_PLAN_TEXTS.removed('Daft Punk')).toBe(
      'Daft Punk has been removed from your Professional Plan.',
    );
    expect(PROFESSIONAL_PLAN_TEXTS.alreadyAdded('X')).toBe(
      'X is already on your Professional Plan.',
    );
    expect(PROFESSIONAL_PLAN_TEXTS.limitReached(DEFAULT_MAX_PRO_MANAGEMENTS)).toContain('25');
    expect(PROFESSIONAL_PLAN_TEXTS.notCovered('creator')).toContain('creator');
    expect(PROFESSIONAL_PLAN_TEXTS.pitch('artists and labels')).toContain('all artists and labels');
  });
});
