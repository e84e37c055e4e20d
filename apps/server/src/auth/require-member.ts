import {
  findSessionMember,
  findSessionMemberWithAccess,
  hashToken,
  type InsightAccountAccess,
  type Member,
  SESSION_TOUCH_EVERY_MS,
  type SessionMember,
  touchSession,
} from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';

export interface Session {
  member: Member;
  sessionId: number;
}

/**
 * The member's access to the query's account, read with the session (requireMemberOnAccount),
 * and the row changes' mark from before that read (plugins/read-cache.ts).
 */
export interface AccountAccessRead extends InsightAccountAccess {
  idUnique: string;
  memberId: number;
  mark: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** Set by requireMemberOnAccount when it read the session from the database. */
    accountAccessRead?: AccountAccessRead;
  }
}

export const NOT_LOGGED_IN = 'Please log in to continue.';
export const ADMINS_ONLY = 'Only admins may do this.';

/**
 * When this process last asked to note a session's use. touchSession writes at most once an
 * hour; asking only for a session whose last use is older, and at most once an hour per session
 * from this process, spares every other request the round trip (issue 6). A write notifies a
 * change of the member, so their kept session is read again with its new last use.
 */
const touchedAtByDb = new WeakMap<object, Map<number, number>>();
const TOUCHED_KEPT = 50_000;

async function touchSessionNow(request: FastifyRequest, session: SessionMember) {
  const now = Date.now();
  if (now - session.lastUsedAt.getTime() < SESSION_TOUCH_EVERY_MS) return;
  const db = request.server.db;
  const touchedAt = touchedAtByDb.get(db) ?? new Map<number, number>();
  touchedAtByDb.set(db, touchedAt);
  if (now - (touchedAt.get(session.sessionId) ?? 0) < SESSION_TOUCH_EVERY_MS) return;
  if (touchedAt.size >= TOUCHED_KEPT) touchedAt.clear();
  touchedAt.set(session.sessionId, now);
  await touchSession(db, session.sessionId);
}

/**
 * The session of the request's bearer token, or null; looked up once per request, and kept in
 * memory (by the token's hash) until the member's row, sessions or managements change, and
 * never past the session's end (30 days unused, a year after it started: decision 020).
 */
async function loadSession(request: FastifyRequest, idUnique?: string): Promise<Session | null> {
  const token = request.client?.bearerToken;
  if (!token) return null;
  const { db, readCache } = request.server;
  const found = await readCache.sessions.getOrLoad(hashToken(token), async () => {
    let read: SessionMember | null;
    if (idUnique === undefined) read = await findSessionMember(db, token);
    else {
      const mark = readCache.changes.mark();
      const both = await findSessionMemberWithAccess(db, token, idUnique);
      read = both?.session ?? null;
      if (both) {
        request.accountAccessRead = { ...both.access, idUnique, memberId: read!.member.id, mark };
      }
    }
    return read && { value: read, rows: [['member', read.member.id]], endsAt: read.endsAt };
  });
  if (!found) return null;
  await touchSessionNow(request, found);
  return { member: found.member, sessionId: found.sessionId };
}

/** preHandler of calls anyone may make; a logged-in member gets more (e.g. radio results). */
export async function optionalMember(request: FastifyRequest) {
  request.session = await loadSession(request);
}

/** preHandler of calls that need a logged-in member: 401 with a message otherwise. */
export async function requireMember(request: FastifyRequest) {
  request.session = await loadSession(request);
  if (!request.session) throw new HttpError(401, NOT_LOGGED_IN);
}

/**
 * preHandler of the calls about one account (its `idUnique` in the query): requireMember, and
 * when the session is read from the database, the member's access to that account is read in
 * the same round trip, for loadInsightAccess (issue 29: a round trip less per uncached call).
 */
export async function requireMemberOnAccount(request: FastifyRequest) {
  const idUnique = (request.query as { idUnique?: unknown } | undefined)?.idUnique;
  request.session = await loadSession(request, typeof idUnique === 'string' ? idUnique : undefined);
  if (!request.session) throw new HttpError(401, NOT_LOGGED_IN);
}

/** preHandler of admin calls: 401 when logged out, 403 for members who are not admins. */
export async function requireAdmin(request: FastifyRequest) {
  await requireMember(request);
  if (!request.session?.member.isAdmin) throw new HttpError(403, ADMINS_ONLY);
}

/** The member of a route guarded by requireMember. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new HttpError(401, NOT_LOGGED_IN);
  return request.session;
}
