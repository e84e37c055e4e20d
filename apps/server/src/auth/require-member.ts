import { findSessionMember, type Member, touchSession } from '@songstats/db';
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

/** The session of the request's bearer token, or null; looked up once per request. */
async function loadSession(request: FastifyRequest): Promise<Session | null> {
  const token = request.client?.bearerToken;
  if (!token) return null;
  const found = await findSessionMember(request.server.db, token);
  if (found) await touchSession(request.server.db, found.sessionId);
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
