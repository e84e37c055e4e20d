import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { memberSessions, members } from '../schema';
import type { Member } from './find-member';
import { hashToken, randomToken } from './tokens';

/** A session ends 30 days after its last use (issue 20; decision 020)... */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** ...and a year after it started, however often it is used. */
export const SESSION_MAX_LIFETIME_MS = 365 * 24 * 60 * 60_000;
/** Its last use is written at most this often, so requests do not each cost a write. */
export const SESSION_TOUCH_EVERY_MS = 60 * 60_000;

const interval = (ms: number) => sql.raw(`interval '${Math.round(ms / 1000)} seconds'`);

/**
 * Starts a session and returns its bearer token (only the hash is stored). The member's ended
 * sessions go at the same time, so they do not pile up.
 */
export async function createSession(
  db: Database,
  memberId: number,
  platform = 'web',
): Promise<{ token: string; sessionId: number }> {
  const token = randomToken();
  await db
    .delete(memberSessions)
    .where(
      and(
        eq(memberSessions.memberId, memberId),
        or(
          lt(memberSessions.lastUsedAt, sql`now() - ${interval(SESSION_IDLE_LIFETIME_MS)}`),
          lt(memberSessions.createdAt, sql`now() - ${interval(SESSION_MAX_LIFETIME_MS)}`),
        ),
      ),
    );
  const [row] = await db
    .insert(memberSessions)
    .values({ memberId, tokenHash: hashToken(token), platform })
    .returning({ id: memberSessions.id });
  return { token, sessionId: row!.id };
}

export interface SessionMember {
  member: Member;
  sessionId: number;
  /** When its last use was written (at most SESSION_TOUCH_EVERY_MS behind the real one). */
  lastUsedAt: Date;
  /** When it ends unless it is used again (epoch ms): the earlier of its two lifetimes. */
  endsAt: number;
}

/** The columns of a session and its member, as every session read selects them. */
export const sessionMemberFields = {
  member: members,
  sessionId: memberSessions.id,
  createdAt: memberSessions.createdAt,
  lastUsedAt: memberSessions.lastUsedAt,
};

/** The live session of the `tokenHash` placeholder: past either lifetime it is not found. */
export function liveSessionOfTokenHash() {
  return and(
    eq(memberSessions.tokenHash, sql.placeholder('tokenHash')),
    gt(memberSessions.lastUsedAt, sql`now() - ${interval(SESSION_IDLE_LIFETIME_MS)}`),
    gt(memberSessions.createdAt, sql`now() - ${interval(SESSION_MAX_LIFETIME_MS)}`),
  );
}

/** A row of `sessionMemberFields` as the session it is. */
export function sessionMemberOf(row: {
  member: Member;
  sessionId: number;
  createdAt: Date;
  lastUsedAt: Date;
}): SessionMember {
  return {
    member: row.member,
    sessionId: row.sessionId,
    lastUsedAt: row.lastUsedAt,
    endsAt: Math.min(
      row.lastUsedAt.getTime() + SESSION_IDLE_LIFETIME_MS,
      row.createdAt.getTime() + SESSION_MAX_LIFETIME_MS,
    ),
  };
}

/**
 * A query built once per database handle (`build`): every authenticated request runs one, and
 * building a Drizzle select of the member's columns cost more than running it (issue 6). On
 * PostgreSQL each is also a named prepared statement, planned once per pool connection.
 */
export function oncePerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const sessionMemberQuery = oncePerDatabase((db) =>
  db
    .select(sessionMemberFields)
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(liveSessionOfTokenHash())
    .limit(1)
    .prepare('session_member'),
);

/** The live session of a bearer token, with its member; null when there is none. */
export async function findSessionMember(
  db: Database,
  token: string,
): Promise<SessionMember | null> {
  const [row] = await sessionMemberQuery(db).execute({ tokenHash: hashToken(token) });
  return row ? sessionMemberOf(row) : null;
}

/** Notes the session's use, at most once an hour (SESSION_TOUCH_EVERY_MS). */
export async function touchSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(memberSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(memberSessions.id, sessionId),
        lt(memberSessions.lastUsedAt, sql`now() - ${interval(SESSION_TOUCH_EVERY_MS)}`),
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
