import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { memberPushTokens } from '../schema';

/**
 * Registers a device's token for the member. A token registered by another member stays theirs
 * (issue 20: registering it again moved someone else's device, and its notifications, over):
 * returns false then, and changes nothing. The owner frees it by logging out (remove_push_token)
 * or deleting the account.
 */
export async function addPushToken(
  db: Database,
  input: { memberId: number; pushToken: string; platform: 'web' | 'app' },
): Promise<boolean> {
  const rows = await db
    .insert(memberPushTokens)
    .values(input)
    .onConflictDoUpdate({
      target: memberPushTokens.pushToken,
      set: { platform: input.platform, createdAt: sql`now()` },
      setWhere: eq(memberPushTokens.memberId, input.memberId),
    })
    .returning({ id: memberPushTokens.id });
  return rows.length > 0;
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
