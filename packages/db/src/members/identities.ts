import { and, eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { memberIdentities } from '../schema';

export type IdentityProvider = 'google' | 'apple' | 'facebook';

export async function findIdentity(db: Database, provider: IdentityProvider, subject: string) {
  const [row] = await db
    .select()
    .from(memberIdentities)
    .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function listMemberIdentities(db: Database, memberId: number) {
  return db
    .select({
      provider: memberIdentities.provider,
      email: memberIdentities.email,
      createdAt: memberIdentities.createdAt,
    })
    .from(memberIdentities)
    .where(eq(memberIdentities.memberId, memberId))
    .orderBy(memberIdentities.provider);
}

/** Connects a provider identity; returns false when it belongs to another member already. */
export async function connectIdentity(
  db: Database,
  input: { memberId: number; provider: IdentityProvider; subject: string; email: string | null },
): Promise<boolean> {
  const existing = await findIdentity(db, input.provider, input.subject);
  if (existing) return existing.memberId === input.memberId;
  await db.insert(memberIdentities).values(input).onConflictDoNothing();
  const stored = await findIdentity(db, input.provider, input.subject);
  return stored?.memberId === input.memberId;
}
