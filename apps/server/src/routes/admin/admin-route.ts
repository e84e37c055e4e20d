import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/require-member';

/** The admin who makes the call, as the audit log names them. */
export function adminOf(request: FastifyRequest) {
  const { member } = sessionOf(request);
  return { id: member.id, email: member.email };
}
