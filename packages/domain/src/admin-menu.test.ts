import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNTS, showsAdminMenu } from './admin-menu';
import { VARIANT_IDS } from './variants';

describe('admin menu (spec §2, §6)', () => {
  it('spec §2: lists 17 named internal accounts with distinct one-segment ids', () => {
    expect(ADMIN_ACCOUNTS).toHaveLength(17);
    expect(new Set(ADMIN_ACCOUNTS.map((account) => account.id)).size).toBe(17);
    for (const account of ADMIN_ACCOUNTS) {
      expect(account.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(account.name.length).toBeGreaterThan(0);
    }
  });

  it.each(
    VARIANT_IDS.flatMap((variant) => [
      [variant, true, variant === 'main' || variant === 'social'],
      [variant, false, false],
    ]) as [(typeof VARIANT_IDS)[number], boolean, boolean][],
  )('spec §2, §6: on %s, an admin=%s sees the admin menu: %s', (variant, isAdmin, shows) => {
    expect(showsAdminMenu(variant, isAdmin)).toBe(shows);
  });
});
