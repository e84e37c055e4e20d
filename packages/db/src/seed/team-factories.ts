import type { Database } from '../connect';
import { findMemberById } from '../members/find-member';
import { subscriptions, teamMembers } from '../schema';
import { ensureTeamOfOwner } from '../teams/invite-team-member';

/**
 * Puts `memberId` on the team of `ownerId` as a member who joined (issue 22), as accepting an
 * invitation does; their secondary managements are the caller's to insert or sync.
 */
export async function insertTeamSeat(
  db: Database,
  values: { ownerId: number; memberId: number; role?: 'admin' | 'member' },
) {
  const [owner, member] = await Promise.all([
    findMemberById(db, values.ownerId),
    findMemberById(db, values.memberId),
  ]);
  const team = await ensureTeamOfOwner(db, owner!);
  const [seat] = await db
    .insert(teamMembers)
    .values({
      teamId: team.id,
      memberId: member!.id,
      email: member!.email,
      role: values.role ?? 'member',
      status: 'active',
      joinedAt: new Date(),
    })
    .returning();
  return { team, seat: seat! };
}

/**
 * A live Songstats plan of `memberId` for the artist `accountId`, which a team shares: monthly,
 * 11.99 by card through the sandbox, its period ending in 20 days. The caller syncs the member's
 * access (the server's syncMemberAccess) where it reads it.
 */
export async function insertLivePlan(db: Database, memberId: number, accountId: number) {
  await db.insert(subscriptions).values({
    memberId,
    payableType: 'UArtist',
    payableId: accountId,
    accountId,
    productType: 'songstats',
    interval: 'monthly',
    state: 'active',
    provider: 'sandbox',
    paymentMethod: 'card',
    priceCents: 1199,
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
  });
}
