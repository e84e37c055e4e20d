import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { magicTokens } from '../schema';
import { hashToken, randomToken } from './tokens';

/** Magic links expire 15 minutes after they are sent. */
export const MAGIC_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/**
 * A new magic token of the member. A newer link voids every older one (issue 20): only the
 * newest mail's link works, so a flood of mails leaves one live link, not dozens.
 */
export async function createMagicToken(
  db: Database,
  memberId: number,
  target: string | null,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.delete(magicTokens).where(eq(magicTokens.memberId, memberId));
  await db.insert(magicTokens).values({
    memberId,
    tokenHash: hashToken(token),
    target,
    expiresAt: new Date(now.getTime() + MAGIC_TOKEN_LIFETIME_MS),
  });
  return token;
}

export interface MagicTokenIssue {
  token: string;
  /** The member of the email, or null: then no token was stored and nothing must be mailed. */
  member: { id: number; email: string; name: string } | null;
}

/**
 * A new magic token for the member of `email`, if there is one, voiding their older ones. One
 * statement does the same work whether or not the email has an account (a random token, one
 * round trip), so the answer's timing does not tell (issue 20).
 */
export async function issueMagicToken(
  db: Database,
  email: string,
  target: string | null,
): Promise<MagicTokenIssue> {
  const token = randomToken();
  const lifetime = `${MAGIC_TOKEN_LIFETIME_MS / 1000} seconds`;
  const [member] = await queryRows<{ id: number | string; email: string; name: string }>(
    db,
    sql`with member as (select id, email, name from members where email = ${email}),
        voided as (delete from magic_tokens where member_id in (select id from member)),
        issued as (
          insert into magic_tokens (member_id, token_hash, target, expires_at)
          select id, ${hashToken(token)}, ${target}, now() + ${lifetime}::interval from member
        )
        select id, email, name from member`,
  );
  return {
    token,
    member: member ? { id: Number(member.id), email: member.email, name: member.name } : null,
  };
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
