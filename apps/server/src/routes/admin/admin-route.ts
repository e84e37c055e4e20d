import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/require-member';
import { errorResponses } from '../responses';

/** The admin who makes the call, as the audit log names them. */
export function adminOf(request: FastifyRequest) {
  const { member } = sessionOf(request);
  return { id: member.id, email: member.email };
}

/** The OpenAPI part every admin call shares (issue 26): its summary, tag and error answers. */
export function adminSchema<Response>(endpoint: { summary: string; response: Response }) {
  return {
    summary: endpoint.summary,
    tags: ['admin'],
    response: { 200: endpoint.response, ...errorResponses },
  };
}
