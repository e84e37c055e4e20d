import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { accounts, twitterRequestTokens } from '../schema';

/** A request token lives this long: the member signs in to Twitter in between. */
export const TWITTER_REQUEST_TOKEN_SECONDS = 600;

/** Keeps a request token's secret for the member and profile; expired ones are swept. */
export async function saveTwitterRequestToken(
  db: Database,
  input: { oauthToken: string; oauthTokenSecret: string; memberId: number; accountId: number },
): Promise<void> {
  await db.delete(twitterRequestTokens).where(lt(twitterRequestTokens.expiresAt, sql`now()`));
  await db
    .insert(twitterRequestTokens)
    .values({
      ...input,
      expiresAt: sql`now() + ${`${TWITTER_REQUEST_TOKEN_SECONDS} seconds`}::interval`,
    })
    .onConflictDoNothing();
}

/** Takes (deletes) the member's unexpired request token, with its profile: used at most once. */
export async function takeTwitterRequestToken(
  db: Database,
  input: { oauthToken: string; memberId: number },
) {
  const [row] = await db
    .delete(twitterRequestTokens)
    .where(
      and(
        eq(twitterRequestTokens.oauthToken, input.oauthToken),
        // Only the member who asked finishes: a link from someone else's sign-in does nothing.
        eq(twitterRequestTokens.memberId, input.memberId),
        gt(twitterRequestTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      oauthTokenSecret: twitterRequestTokens.oauthTokenSecret,
      memberId: twitterRequestTokens.memberId,
      accountId: twitterRequestTokens.accountId,
    });
  if (!row) return null;
  const [account] = await db
    .select({ idUnique: accounts.idUnique })
    .from(accounts)
    .where(eq(accounts.id, row.accountId));
  return account ? { ...row, idUnique: account.idUnique } : null;
}
