import type { Endpoint } from './endpoint';

/**
 * An endpoint's method and path without its schemas (issue 29), for the calls of the web app's
 * entry (the header, the session, the uptime check) and of its insights pages (/feed, /tracks, a
 * track's page, /audience): building zod schemas there put zod and the contract's modules in
 * those pages' first load. It carries the endpoint's types, so a call through it is typed like one
 * through the endpoint; its answer is not parsed again on the client (the server's serializer
 * checks every answer against the endpoint's response schema), so use it only for endpoints whose
 * response schema has no transform or default (the web app's unit tests of its route modules check
 * both, and that the method and path are the endpoint's).
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  method: E['method'];
  path: string;
  response?: undefined;
  /** Never set: the endpoint whose types the route carries. */
  readonly endpoint?: E;
}

/** The route of endpoint `E`: its method and path, typed as `E` (see `EndpointRoute`). */
export function routeOf<E extends Endpoint>(method: E['method'], path: string): EndpointRoute<E> {
  return { method, path };
}
