import type { Database } from '../connect';
import { members } from '../schema';
import type { Member } from './find-member';

export interface NewMember {
  email: string;
  name: string;
  signupPlatform?: string;
  entryCode?: string | null;
  emailConfirmedAt?: Date | null;
}

/** Inserts a member, or returns null when the email is taken (unique index). */
export async function createMember(db: Database, input: NewMember): Promise<Member | null> {
  const [member] = await db
    .insert(members)
    .values({
      email: input.email,
      name: input.name,
      signupPlatform: input.signupPlatform ?? 'web',
      entryCode: input.entryCode ?? null,
      emailConfirmedAt: input.emailConfirmedAt ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return member ?? null;
}
