import { VARIANTS, type VariantId } from './variants';

/**
 * spec §2: the admin-only settings menu lists 17 named internal accounts, each opening /{id}
 * (spec §2 "Admin menu entries navigate to /{id}"). The spec names the count, not the accounts:
 * these are the internal desks an admin of this product works from.
 */
export const ADMIN_ACCOUNTS = [
  { id: 'members', name: 'Members' },
  { id: 'subscriptions', name: 'Subscriptions' },
  { id: 'enterprise-agreements', name: 'Enterprise Agreements' },
  { id: 'coupons', name: 'Coupons' },
  { id: 'payments', name: 'Payments' },
  { id: 'error-reports', name: 'Error Reports' },
  { id: 'link-requests', name: 'Link Requests' },
  { id: 'track-removal-requests', name: 'Track Removal Requests' },
  { id: 'profile-requests', name: 'Profile Requests' },
  { id: 'accounts-in-setup', name: 'Accounts in Setup' },
  { id: 'hidden-accounts', name: 'Hidden Accounts' },
  { id: 'monitor-status', name: 'Monitor Status' },
  { id: 'sources', name: 'Sources' },
  { id: 'playlists', name: 'Playlists' },
  { id: 'radio-stations', name: 'Radio Stations' },
  { id: 'beta-testers', name: 'Beta Testers' },
  { id: 'push-notifications', name: 'Push Notifications' },
] as const;

export type AdminAccount = (typeof ADMIN_ACCOUNTS)[number];

/** spec §2, §6: the admin menu shows to admins (userIsAdmin) on the main and social variants. */
export function showsAdminMenu(variant: VariantId, userIsAdmin: boolean): boolean {
  return userIsAdmin && VARIANTS[variant].showsAdminMenu;
}
