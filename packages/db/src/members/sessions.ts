import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { memberSessions, members } from '../schema';
import type { Member } from './find-member';
import { hashToken, randomToken } from './tokens';

/** Starts a session and returns its bearer token (only the hash is stored). */
export async function createSession(
  db: Database,
  memberId: number,
  platform = 'web',
): Promise<{ token: string; sessionId: number }> {
  const token = randomToken();
  const [row] = await db
    .insert(memberSessions)
    .values({ memberId, tokenHash: hashToken(token), platform })
    .returning({ id: memberSessions.id });
  return { token, sessionId: row!.id };
}

/**
 * The session's query, built once per database handle: every authenticated request runs it, and
 * building a Drizzle select of the member's columns cost more than running it (issue 6). On
 * PostgreSQL it is also a named prepared statement, planned once per pool connection.
 */
function buildSessionMemberQuery(db: Database) {
  return db
    .select({ member: members, sessionId: memberSessions.id })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_member');
}
const sessionMemberQueries = new WeakMap<Database, ReturnType<typeof buildSessionMemberQuery>>();

export async function findSessionMember(
  db: Database,
  token: string,
): Promise<{ member: Member; sessionId: number } | null> {
  let query = sessionMemberQueries.get(db);
  if (!query) {
    query = buildSessionMemberQuery(db);
    sessionMemberQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  return row ?? null;
}

/** Notes the session's use, at most every 5 minutes, so reads do not each cost a write. */
export async function touchSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(memberSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(memberSessions.id, sessionId),
        lt(memberSessions.lastUsedAt, sql`now() - interval '5 minutes'`),
      ),
    );
}

export async function deleteSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(memberSessions).where(eq(memberSessions.id, sessionId));
}

/** spec §8: a password change logs out every other active session of the member. */
export async function deleteOtherSessions(
  db: Database,
  memberId: number,
  keepSessionId: number,
): Promise<number> {
  const rows = await db
    .delete(memberSessions)
    .where(and(eq(memberSessions.memberId, memberId), ne(memberSessions.id, keepSessionId)))
    .returning({ id: memberSessions.id });
  return rows.length;
}
