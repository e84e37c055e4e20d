import { findSessionMember, hashToken, type Member, touchSession } from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';

export interface Session {
  member: Member;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export const NOT_LOGGED_IN = 'Please log in to continue.';
export const ADMINS_ONLY = 'Only admins may do this.';

/**
 * When this process last asked to note a session's use. touchSession writes at most every 5
 * minutes; asking at most once a minute per session spares every other request the round trip
 * (issue 6), so last_used_at lags by at most 6 minutes instead of 5.
 */
const touchedAtByDb = new WeakMap<object, Map<number, number>>();
const TOUCH_EVERY_MS = 60_000;
const TOUCHED_KEPT = 50_000;

async function touchSessionNow(request: FastifyRequest, sessionId: number) {
  const db = request.server.db;
  const touchedAt = touchedAtByDb.get(db) ?? new Map<number, number>();
  touchedAtByDb.set(db, touchedAt);
  const now = Date.now();
  if (now - (touchedAt.get(sessionId) ?? 0) < TOUCH_EVERY_MS) return;
  if (touchedAt.size >= TOUCHED_KEPT) touchedAt.clear();
  touchedAt.set(sessionId, now);
  await touchSession(db, sessionId);
}

/**
 * The session of the request's bearer token, or null; looked up once per request, and kept in
 * memory (by the token's hash) until the member's row, sessions or managements change.
 */
async function loadSession(request: FastifyRequest): Promise<Session | null> {
  const token = request.client?.bearerToken;
  if (!token) return null;
  const found = await request.server.readCache.sessions.getOrLoad(hashToken(token), async () => {
    const read = await findSessionMember(request.server.db, token);
    return read && { value: read, rows: [['member', read.member.id]] };
  });
  if (found) await touchSessionNow(request, found.sessionId);
  return found;
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
