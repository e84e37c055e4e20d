import type { Endpoint, EndpointRoute } from '@songstats/contract';
import { expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Issue 29: the tests of a module of routes (`routeOf`, calls by method and path only). Each route
 * must have the method and path of its endpoint in `endpoints`, and the endpoint's response schema
 * must give back what it is given, since the client does not parse an answer that came through a
 * route. Call it inside a `describe`.
 */
export function checkRoutes<Name extends string>(
  routes: Record<Name, EndpointRoute>,
  endpoints: Record<Name, Endpoint>,
): void {
  const names = Object.keys(endpoints) as Name[];

  it.each(names)('%s has the method and path of its endpoint', (name) => {
    expect(routes[name]).toEqual({ method: endpoints[name].method, path: endpoints[name].path });
  });

  // Answers through a route are not parsed on the client, so what the server sends must already be
  // what the schema gives: no transform, default or coercion changes it. (Parsing also drops keys a
  // schema does not name, which the server's serializer did already: that difference is left out.)
  it.each(names)("%s's answer is the same before and after its response schema", (name) => {
    const { response } = endpoints[name];
    const shape = (io: 'input' | 'output') =>
      JSON.stringify(z.toJSONSchema(response, { io, unrepresentable: 'any' }), (key, value) =>
        key === 'additionalProperties' ? undefined : value,
      );
    expect(shape('input')).toEqual(shape('output'));
  });
}
