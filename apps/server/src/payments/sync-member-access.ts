import {
  accounts,
  type Database,
  listTeammatesOfOwner,
  listTeamOwnersOf,
  managements,
  members,
  subscriptions,
  syncTeamSeatsOfOwner,
} from '@songstats/db';
import {
  type AccessGrant,
  accessHashFromGrants,
  canExportFromGrants,
  hasSubscriptionAccess,
  proPlanCoversAccount,
  servicesOfProductType,
} from '@songstats/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';

/** The lowest activity tier (Bassline, spec §9): every activity, the default of a new plan. */
const DEFAULT_TIER = 4;

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Per-account access follows the subscriptions at once (issue 7): rewrites access_hash,
 * subbed_at, tier, can_export, payment_id, is_free, platform and used_product_type of every
 * management of the member and of every account the member subscribes.
 *
 * Paid access comes only from the member's own subscription to the account, their own
 * Professional plan, or their team's (spec §3, §6, issue 22): a team member (secondary
 * management) shares the subscriptions and the Professional plan of the owners of the teams they
 * joined, for the accounts in those owners' lists. Another member's subscription never reaches a
 * member merely because both manage the account: a follower, or a second owner, pays for their
 * own (issue 20). The member's own team first gets its seats on the owner's accounts
 * (syncTeamSeats), since a subscription adds the account to the owner's lists.
 */
export async function syncMemberAccess(db: Database, memberId: number, now = new Date()) {
  await syncTeamSeatsOfOwner(db, memberId);
  const [own, teammates] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId)),
    listTeammatesOfOwner(db, memberId),
  ]);
  const accountIds = own.flatMap((row) => (row.accountId ? [row.accountId] : []));
  const rows = await db
    .select({ management: managements, accountType: accounts.type })
    .from(managements)
    .innerJoin(accounts, eq(accounts.id, managements.accountId))
    .where(
      or(
        inArray(managements.memberId, [memberId, ...teammates]),
        ...(accountIds.length > 0 ? [inArray(managements.accountId, accountIds)] : []),
      ),
    );
  if (rows.length === 0) return;

  const touchedAccounts = [...new Set(rows.map((row) => row.management.accountId))];
  const touchedMembers = [...new Set(rows.map((row) => row.management.memberId))];
  const teamOwnersOf = await listTeamOwnersOf(db, touchedMembers);
  const teamOwners = [...new Set([...teamOwnersOf.values()].flatMap((owners) => [...owners]))];
  const [relevant, ownerManagements] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(
        or(
          inArray(subscriptions.accountId, touchedAccounts),
          inArray(subscriptions.memberId, [...touchedMembers, ...teamOwners]),
        ),
      ),
    teamOwners.length === 0
      ? []
      : db
          .select({ memberId: managements.memberId, accountId: managements.accountId })
          .from(managements)
          .where(
            and(
              inArray(managements.accountId, touchedAccounts),
              inArray(managements.memberId, teamOwners),
              inArray(managements.managementType, ['primary', 'follower']),
            ),
          ),
  ]);
  // Account → the team owners whose lists hold it.
  const listedBy = new Map<number, Set<number>>();
  for (const owner of ownerManagements) {
    listedBy.set(owner.accountId, (listedBy.get(owner.accountId) ?? new Set()).add(owner.memberId));
  }
  const live = relevant.filter((row) => hasSubscriptionAccess(row, now));
  const direct = new Map<number, SubscriptionRow[]>();
  const pro = new Map<number, SubscriptionRow>();
  for (const row of live) {
    if (row.payableType === 'SubscriptionPlan') pro.set(row.memberId, row);
    else if (row.accountId) direct.set(row.accountId, [...(direct.get(row.accountId) ?? []), row]);
  }

  for (const { management, accountType } of rows) {
    const payers = [management.memberId];
    if (management.managementType === 'secondary') {
      const listing = listedBy.get(management.accountId);
      for (const owner of teamOwnersOf.get(management.memberId) ?? []) {
        if (listing?.has(owner)) payers.push(owner);
      }
    }
    const own = (direct.get(management.accountId) ?? []).filter((row) =>
      payers.includes(row.memberId),
    );
    // The member's own Professional plan, else the team's (spec §6: secondary management).
    const plan = payers.map((payer) => pro.get(payer)).find((row) => row !== undefined);
    const grants: AccessGrant[] = own.map((row) => ({
      productType: row.productType,
      via: 'direct',
    }));
    if (plan && proPlanCoversAccount(plan.productType, accountType)) {
      grants.push({ productType: plan.productType, via: 'pro' });
    }
    const first = own[0] ?? null;
    const granting = [...own, ...(plan && grants.some((g) => g.via === 'pro') ? [plan] : [])];
    const subbedAt = granting.reduce<Date | null>(
      (earliest, row) => (earliest && earliest < row.startedAt ? earliest : row.startedAt),
      null,
    );
    await db
      .update(managements)
      .set({
        accessHash: accessHashFromGrants(grants) as Record<string, string>,
        subbedAt,
        tier: grants.length > 0 ? (management.tier ?? DEFAULT_TIER) : null,
        canExport: canExportFromGrants(grants),
        paymentId: first?.id ?? null,
        isFree: first?.isFree ?? false,
        platform: first?.platform ?? null,
        usedProductType: [...new Set(grants.flatMap((g) => servicesOfProductType(g.productType)))],
      })
      .where(eq(managements.id, management.id));
  }
}

/** spec §5: a member who has or had a subscription can no longer delete the account. */
export async function markMemberSubscribed(db: Database, memberId: number) {
  await db.update(members).set({ hasHadSubscription: sql`true` }).where(eq(members.id, memberId));
}
