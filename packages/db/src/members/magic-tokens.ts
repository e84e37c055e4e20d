import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { magicTokens } from '../schema';
import { hashToken, randomToken } from './tokens';

/** Magic links expire 15 minutes after they are sent. */
export const MAGIC_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export async function createMagicToken(
  db: Database,
  memberId: number,
  target: string | null,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  // Expired or used links of the member are of no use any more.
  await db
    .delete(magicTokens)
    .where(
      and(
        eq(magicTokens.memberId, memberId),
        or(lt(magicTokens.expiresAt, now), isNotNull(magicTokens.usedAt)),
      ),
    );
  await db.insert(magicTokens).values({
    memberId,
    tokenHash: hashToken(token),
    target,
    expiresAt: new Date(now.getTime() + MAGIC_TOKEN_LIFETIME_MS),
  });
  return token;
}

/**
 * Uses a magic token once: one UPDATE marks it used only while unused and unexpired, so two
 * concurrent logins with the same link cannot both succeed. Returns the member id, or null.
 */
export async function consumeMagicToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ memberId: number; target: string | null } | null> {
  const [row] = await db
    .update(magicTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(magicTokens.tokenHash, hashToken(token)),
        isNull(magicTokens.usedAt),
        gt(magicTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: magicTokens.memberId, target: magicTokens.target });
  return row ?? null;
}
