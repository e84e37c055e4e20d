import { and, eq, not } from 'drizzle-orm';
import type { Database } from '../connect';
import { accountSourceObjects, managements } from '../schema';
import type { SourceObjectRow } from './list-member-accounts';

/** The management of `memberId` on `accountId`, or null: the basis of every write check. */
export async function findManagement(db: Database, memberId: number, accountId: number) {
  const [row] = await db
    .select()
    .from(managements)
    .where(and(eq(managements.memberId, memberId), eq(managements.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function findSourceObject(db: Database, id: number): Promise<SourceObjectRow | null> {
  const [row] = await db
    .select()
    .from(accountSourceObjects)
    .where(eq(accountSourceObjects.id, id))
    .limit(1);
  return row ?? null;
}

/** Links a platform object to an account; returns null when it is linked already. */
export async function addSourceObject(
  db: Database,
  input: { accountId: number; sourceId: string; externalId: string; url: string; memberId: number },
): Promise<SourceObjectRow | null> {
  const [row] = await db
    .insert(accountSourceObjects)
    .values({
      accountId: input.accountId,
      sourceId: input.sourceId,
      externalId: input.externalId,
      url: input.url,
      addedByMemberId: input.memberId,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function removeSourceObject(db: Database, id: number): Promise<void> {
  await db.delete(accountSourceObjects).where(eq(accountSourceObjects.id, id));
}

export async function toggleSourceObjectAlpha(db: Database, id: number): Promise<SourceObjectRow> {
  const [row] = await db
    .update(accountSourceObjects)
    .set({ isAlpha: not(accountSourceObjects.isAlpha) })
    .where(eq(accountSourceObjects.id, id))
    .returning();
  return row!;
}
