import { eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { members } from '../schema';

export type Member = typeof members.$inferSelect;

/** By the lower-cased email (spec §5); callers normalise it first. */
export async function findMemberByEmail(db: Database, email: string): Promise<Member | null> {
  const [member] = await db.select().from(members).where(eq(members.email, email)).limit(1);
  return member ?? null;
}

export async function findMemberById(db: Database, id: number): Promise<Member | null> {
  const [member] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return member ?? null;
}
