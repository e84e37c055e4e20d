import { type Database, queryRows } from '@songstats/db';
import {
  hasServiceAccess,
  type PricedPlanKind,
  playlistCheckMonthlyQuota,
  TEXTS,
  VARIANTS,
} from '@songstats/domain';
import { sql } from 'drizzle-orm';

/** What a member may check: null limit = no limit (admins); 0 = no plan with checks. */
export interface CheckPlan {
  hasSubscriptionAccess: boolean;
  limit: number | null;
}

interface ManagementPlan {
  type: 'artist' | 'label' | 'creator';
  access_hash: Record<string, string> | null;
}

/**
 * The monthly quota of one management's plan (spec §9 "{product} monthly quotas"): the
 * Professional plan ('pro' or 'any' access) 800, an artist 100, a label 200; bundled with the
 * sister product (music and radio access both) 2000, 250, 500. A plan with neither music service
 * (a creator's social plan) includes no checks.
 */
export function managementQuota(management: ManagementPlan): number {
  const hash = management.access_hash ?? {};
  const music = hasServiceAccess(hash, 'songstats');
  const radio = hasServiceAccess(hash, 'radiostats');
  if (!music && !radio) return 0;
  const bundled = music && radio;
  const viaPro = Object.values(hash).some((level) => level === 'pro' || level === 'any');
  const kind: PricedPlanKind = viaPro ? 'pro' : management.type === 'label' ? 'label' : 'artist';
  return playlistCheckMonthlyQuota(kind, bundled);
}

/**
 * The member's checks per month: the largest quota of the plans they hold, their own or their
 * team's (secondary managements carry the team's access, decision 026). Admins check freely.
 */
export async function memberCheckPlan(
  db: Database,
  member: { id: number; isAdmin: boolean },
): Promise<CheckPlan> {
  if (member.isAdmin) return { hasSubscriptionAccess: true, limit: null };
  const rows = await queryRows<ManagementPlan>(
    db,
    sql`select a.type, m.access_hash from managements m join accounts a on a.id = m.account_id
        where m.member_id = ${member.id} and m.management_type <> 'follower'`,
  );
  const limit = Math.max(0, ...rows.map(managementQuota));
  return { hasSubscriptionAccess: limit > 0, limit };
}

export const PRODUCT_NAME = VARIANTS.playlistcheck.name;

/** "37 of 100 checks used this month" (issue 24). */
export function usageText(used: number, limit: number | null): string {
  const of = limit === null ? '' : ` of ${limit.toLocaleString('en-US')}`;
  return `${used.toLocaleString('en-US')}${of} ${used === 1 && limit === null ? 'check' : 'checks'} used this month`;
}

export const limitReachedText = (limit: number) =>
  `You have used all ${limit.toLocaleString('en-US')} playlist checks of your plan this month. Upgrade your plan for more checks; playlists you already checked this month stay open.`;

/** spec §1: what a subscription to an artist or label profile unlocks here. */
export const NO_PLAN_TEXT = TEXTS.modal.playlistCheckUnlock;
