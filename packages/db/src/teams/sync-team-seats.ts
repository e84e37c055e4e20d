import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../connect';
import { managements, subscriptions, teamMembers, teams } from '../schema';
import { listTeammatesOfOwner } from './list-member-teams';

/**
 * Gives a member a secondary management (spec §6: a team member) of every account in the lists
 * of the owners of the teams they joined (the owners' own and followed profiles), and takes away
 * the secondary managements no team covers any more: a profile the member subscribes to
 * themselves becomes one they follow, any other is removed from their lists. A management the
 * member holds as owner is left alone; one they follow becomes secondary while a team covers it.
 * Deleting or changing managements notifies the member's change (migration 0014), so the read
 * caches of every server drop what they kept of the member's access (decision 011).
 */
export async function syncTeamSeats(db: Database, memberId: number): Promise<void> {
  const covered = await db
    .selectDistinct({ accountId: managements.accountId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(managements, eq(managements.memberId, teams.ownerMemberId))
    .where(
      and(
        eq(teamMembers.memberId, memberId),
        eq(teamMembers.status, 'active'),
        ne(teamMembers.role, 'owner'),
        inArray(managements.managementType, ['primary', 'follower']),
      ),
    );
  const coveredIds = new Set(covered.map((row) => row.accountId));
  const held = await db
    .select({
      id: managements.id,
      accountId: managements.accountId,
      type: managements.managementType,
    })
    .from(managements)
    .where(eq(managements.memberId, memberId));
  const heldByAccount = new Map(held.map((row) => [row.accountId, row]));

  const missing = [...coveredIds].filter((accountId) => !heldByAccount.has(accountId));
  if (missing.length > 0) {
    await db
      .insert(managements)
      .values(
        missing.map((accountId) => ({ memberId, accountId, managementType: 'secondary' as const })),
      )
      .onConflictDoNothing();
  }
  const followed = held.filter((row) => row.type === 'follower' && coveredIds.has(row.accountId));
  if (followed.length > 0) {
    await db
      .update(managements)
      .set({ managementType: 'secondary' })
      .where(
        inArray(
          managements.id,
          followed.map((row) => row.id),
        ),
      );
  }
  const uncovered = held.filter(
    (row) => row.type === 'secondary' && !coveredIds.has(row.accountId),
  );
  if (uncovered.length === 0) return;
  const paid = await db
    .selectDistinct({ accountId: subscriptions.accountId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.memberId, memberId),
        inArray(
          subscriptions.accountId,
          uncovered.map((row) => row.accountId),
        ),
      ),
    );
  const paidIds = new Set(paid.map((row) => row.accountId));
  const toFollow = uncovered.filter((row) => paidIds.has(row.accountId)).map((row) => row.id);
  const toDelete = uncovered.filter((row) => !paidIds.has(row.accountId)).map((row) => row.id);
  if (toFollow.length > 0) {
    await db
      .update(managements)
      .set({ managementType: 'follower' })
      .where(inArray(managements.id, toFollow));
  }
  if (toDelete.length > 0) await db.delete(managements).where(inArray(managements.id, toDelete));
}

/** syncTeamSeats for every member who joined the team of `ownerMemberId`. */
export async function syncTeamSeatsOfOwner(db: Database, ownerMemberId: number): Promise<number[]> {
  const teammates = await listTeammatesOfOwner(db, ownerMemberId);
  for (const memberId of teammates) await syncTeamSeats(db, memberId);
  return teammates;
}
