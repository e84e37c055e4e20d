import type { Endpoint } from '@songstats/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppInstance } from '../app-instance';
import {
  optionalMember,
  requireAdmin,
  requireMember,
  requireMemberOnAccount,
} from '../auth/require-member';
import { errorResponses } from './responses';

/**
 * Who may make a call: anyone (no session read), anyone with what a session adds (`optional`),
 * a logged-in member (401 otherwise), a logged-in member asking about the account of the query's
 * `idUnique` (`member-on-account`: their access to it is read with the session) or an admin
 * (401, then 403).
 */
export type EndpointAccess = 'anyone' | 'optional' | 'member' | 'member-on-account' | 'admin';

const PRE_HANDLERS = {
  anyone: undefined,
  optional: optionalMember,
  member: requireMember,
  'member-on-account': requireMemberOnAccount,
  admin: requireAdmin,
} as const;

/** What Fastify validates and documents for an endpoint: its path, query, body and 200 answer. */
interface EndpointSchema<E extends Endpoint, P extends ZodType | undefined, R extends Responses> {
  params: P;
  querystring: E['query'];
  body: E['body'];
  response: { 200: E['response'] } & R;
}

/** Answers besides 200 and 4xx a call documents (e.g. 503 of the uptime check). */
type Responses = Record<number, ZodType>;

/** A route handler whose request and answer are typed by the endpoint's schemas. */
export type EndpointHandler<
  E extends Endpoint,
  P extends ZodType | undefined = undefined,
  R extends Responses = Record<never, never>,
> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E, P, R>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

export interface EndpointRoute<
  E extends Endpoint,
  P extends ZodType | undefined,
  R extends Responses,
> {
  access: EndpointAccess;
  /** The OpenAPI group of /api/docs. */
  tags: string[];
  /** The path's parameters, for an endpoint whose path has them (e.g. `/invoice/:id`). */
  params?: P;
  /** Answers besides 200 and 4xx the call documents (e.g. 503 of the uptime check). */
  responses?: R;
  handler: EndpointHandler<E, P, R>;
  /** A per-route rate limit (@fastify/rate-limit), for calls that mail or try credentials. */
  rateLimit?: { max: number; timeWindow: string | number };
}

/**
 * Issue 29: the one way a route is declared. The contract's endpoint gives the method, path,
 * summary and schemas; the route gives who may call it and what it does. Every 4xx answer is
 * documented as `{ message }` (spec §8).
 */
export function serveEndpoint<
  E extends Endpoint,
  P extends ZodType | undefined = undefined,
  R extends Responses = Record<never, never>,
>(app: AppInstance, endpoint: E, route: EndpointRoute<E, P, R>) {
  const preHandler = PRE_HANDLERS[route.access];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: route.tags,
      ...(route.params ? { params: route.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, ...errorResponses, ...route.responses },
    },
    ...(preHandler ? { preHandler } : {}),
    ...(route.rateLimit ? { config: { rateLimit: route.rateLimit } } : {}),
    handler: route.handler as RouteHandlerMethod,
  });
}
