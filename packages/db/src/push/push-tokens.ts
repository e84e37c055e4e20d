import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { memberPushTokens } from '../schema';

/** A device's token belongs to whoever logged in on it last. */
export async function addPushToken(
  db: Database,
  input: { memberId: number; pushToken: string; platform: 'web' | 'app' },
): Promise<void> {
  await db
    .insert(memberPushTokens)
    .values(input)
    .onConflictDoUpdate({
      target: memberPushTokens.pushToken,
      set: { memberId: input.memberId, platform: input.platform, createdAt: sql`now()` },
    });
}

/** Removes the token only if it is the member's; returns whether it was. */
export async function removePushToken(db: Database, memberId: number, pushToken: string) {
  const rows = await db
    .delete(memberPushTokens)
    .where(and(eq(memberPushTokens.memberId, memberId), eq(memberPushTokens.pushToken, pushToken)))
    .returning({ id: memberPushTokens.id });
  return rows.length > 0;
}

export async function listPushTokens(db: Database, memberId: number) {
  return db
    .select({
      pushToken: memberPushTokens.pushToken,
      pushTokenPlatform: memberPushTokens.platform,
      createdAt: memberPushTokens.createdAt,
    })
    .from(memberPushTokens)
    .where(eq(memberPushTokens.memberId, memberId))
    .orderBy(memberPushTokens.id);
}
