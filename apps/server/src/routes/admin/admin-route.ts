import type { Endpoint } from '@songstats/contract';
import type { FastifyRequest } from 'fastify';
import { requireAdmin, sessionOf } from '../../auth/require-member';
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

/**
 * What an admin desk route declares from its contract endpoint (issue 26): method, path, the
 * schema with the query or body the endpoint has, and the admin check. A route spreads it and
 * adds its handler: `app.route({ ...adminRoute(endpoint), handler })`.
 */
export function adminRoute<E extends Endpoint>(endpoint: E) {
  const schema = {
    ...adminSchema(endpoint),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
  } as ReturnType<typeof adminSchema<E['response']>> & {
    querystring: E['query'];
    body: E['body'];
  };
  return { method: endpoint.method, url: endpoint.path, schema, preHandler: requireAdmin };
}
