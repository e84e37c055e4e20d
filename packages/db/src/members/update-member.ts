import { eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { members } from '../schema';
import type { Member } from './find-member';

export async function updateMember(
  db: Database,
  memberId: number,
  changes: Partial<Pick<Member, 'name' | 'passwordHash' | 'entryCode' | 'isAdmin'>>,
): Promise<Member> {
  const [member] = await db
    .update(members)
    .set(changes)
    .where(eq(members.id, memberId))
    .returning();
  return member!;
}

/** Marks the email confirmed (first confirmation wins; later ones keep the date). */
export async function confirmMemberEmail(db: Database, memberId: number): Promise<void> {
  await db
    .update(members)
    .set({ emailConfirmedAt: sql`coalesce(${members.emailConfirmedAt}, now())` })
    .where(eq(members.id, memberId));
}

/** Removes the member; sessions, tokens, identities and managements go with it (cascade). */
export async function deleteMember(db: Database, memberId: number): Promise<void> {
  await db.delete(members).where(eq(members.id, memberId));
}
