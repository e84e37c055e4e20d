import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../connect';
import { findAccountForMember } from '../managements/list-member-accounts';
import { accounts, managements, subscriptions, teamMembers, teams } from '../schema';
import type { MemberSubscription } from '../subscriptions/subscriptions';

/**
 * spec §4 "View in Team Management": the subscriptions a member sees through their teams, those
 * of the owners of the teams they joined on the accounts the member holds as a team member
 * (secondary), and the owners' Professional plans. Each account is shown as the member sees it.
 */
export async function listTeamSubscriptions(
  db: Database,
  memberId: number,
): Promise<MemberSubscription[]> {
  const owners = await db
    .selectDistinct({ ownerId: teams.ownerMemberId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.memberId, memberId),
        eq(teamMembers.status, 'active'),
        ne(teamMembers.role, 'owner'),
      ),
    );
  if (owners.length === 0) return [];
  const seats = await db
    .select({ accountId: managements.accountId })
    .from(managements)
    .where(and(eq(managements.memberId, memberId), eq(managements.managementType, 'secondary')));
  const seatIds = seats.map((row) => row.accountId);
  const rows = await db
    .select({ subscription: subscriptions, idUnique: accounts.idUnique })
    .from(subscriptions)
    .leftJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .where(
      and(
        inArray(
          subscriptions.memberId,
          owners.map((row) => row.ownerId),
        ),
        or(
          and(eq(subscriptions.payableType, 'SubscriptionPlan'), isNull(subscriptions.accountId)),
          seatIds.length > 0 ? inArray(subscriptions.accountId, seatIds) : undefined,
        ),
      ),
    )
    .orderBy(desc(subscriptions.id));
  return Promise.all(
    rows.map(async ({ subscription, idUnique }) => ({
      subscription,
      account: idUnique ? await findAccountForMember(db, idUnique, memberId) : null,
    })),
  );
}
