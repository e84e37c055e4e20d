import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { accounts, managements, members, subscriptions } from '../schema';

// spec §2 professional management, §6 maxProManagements (decision 027): the profiles a member
// added to their Professional Plan are their managements flagged is_professional.

export async function listProfessionalManagements(db: Database, memberId: number) {
  return db
    .select({ account: accounts, management: managements })
    .from(managements)
    .innerJoin(accounts, eq(accounts.id, managements.accountId))
    .where(and(eq(managements.memberId, memberId), eq(managements.isProfessional, true)))
    .orderBy(managements.id);
}

export type AddProfessionalOutcome = 'added' | 'alreadyAdded' | 'limitReached';

/**
 * Puts the account on the member's plan: their management of it is flagged, or a follower
 * management (decision 019: the plan gives access, never ownership) is made. The member row is
 * locked so that two adds at once cannot pass the limit together.
 */
export async function addProfessionalManagement(
  db: Database,
  input: { memberId: number; accountId: number },
): Promise<{ outcome: AddProfessionalOutcome; max: number }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ max: members.maxProManagements })
      .from(members)
      .where(eq(members.id, input.memberId))
      .for('update');
    const max = member?.max ?? 0;
    const [existing] = await tx
      .select({ isProfessional: managements.isProfessional })
      .from(managements)
      .where(
        and(eq(managements.memberId, input.memberId), eq(managements.accountId, input.accountId)),
      );
    if (existing?.isProfessional) return { outcome: 'alreadyAdded', max };
    const [used] = await tx
      .select({ value: count() })
      .from(managements)
      .where(and(eq(managements.memberId, input.memberId), eq(managements.isProfessional, true)));
    if ((used?.value ?? 0) >= max) return { outcome: 'limitReached', max };
    await tx
      .insert(managements)
      .values({
        memberId: input.memberId,
        accountId: input.accountId,
        managementType: 'follower',
        isProfessional: true,
      })
      .onConflictDoUpdate({
        target: [managements.memberId, managements.accountId],
        set: { isProfessional: true },
      });
    return { outcome: 'added', max };
  });
}

/**
 * Takes the account off the member's plan. A profile they only followed for the plan leaves
 * their lists with it; one they own, are on the team of, or subscribe to on its own stays.
 * Returns false when it was not on the plan.
 */
export async function removeProfessionalManagement(
  db: Database,
  input: { memberId: number; accountId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(managements)
      .where(
        and(
          eq(managements.memberId, input.memberId),
          eq(managements.accountId, input.accountId),
          eq(managements.isProfessional, true),
        ),
      )
      .for('update');
    if (!row) return false;
    const [ownSubscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.memberId, input.memberId),
          eq(subscriptions.accountId, input.accountId),
        ),
      )
      .limit(1);
    if (row.managementType === 'follower' && !ownSubscription) {
      await tx.delete(managements).where(eq(managements.id, row.id));
    } else {
      await tx.update(managements).set({ isProfessional: false }).where(eq(managements.id, row.id));
    }
    return true;
  });
}

/** The member's Professional Plan subscription, or null. */
export async function findProfessionalPlanSubscription(db: Database, memberId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.memberId, memberId), eq(subscriptions.payableType, 'SubscriptionPlan')),
    )
    .limit(1);
  return row ?? null;
}
