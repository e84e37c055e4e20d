import {
  type Endpoint,
  managementEndpoints,
  memberEndpoints,
  pushEndpoints,
  searchEndpoints,
  supportEndpoints,
} from '@songstats/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lightRoutes } from './light-routes';

const ENDPOINTS: Record<keyof typeof lightRoutes, Endpoint> = {
  uptimeCheck: supportEndpoints.uptimeCheck,
  monitoredCounts: supportEndpoints.monitoredCounts,
  reportError: supportEndpoints.reportError,
  searchAll: searchEndpoints.searchAll,
  playlistSearch: searchEndpoints.playlistSearch,
  artistLabelLists: managementEndpoints.artistLabelLists,
  createAccount: managementEndpoints.createAccount,
  logoutMember: memberEndpoints.logoutMember,
  removePushToken: pushEndpoints.removePushToken,
};

describe('the light routes (issue 29)', () => {
  it.each(Object.keys(ENDPOINTS) as (keyof typeof lightRoutes)[])(
    '%s has the method and path of its endpoint',
    (name) => {
      expect(lightRoutes[name]).toEqual({
        method: ENDPOINTS[name].method,
        path: ENDPOINTS[name].path,
      });
    },
  );

  // Answers through a route are not parsed on the client, so what the server sends must already be
  // what the schema gives: no transform, default or coercion changes it. (Parsing also drops keys a
  // schema does not name, which the server's serializer did already: that difference is left out.)
  it.each(Object.keys(ENDPOINTS) as (keyof typeof lightRoutes)[])(
    "%s's answer is the same before and after its response schema",
    (name) => {
      const { response } = ENDPOINTS[name];
      const shape = (io: 'input' | 'output') =>
        JSON.stringify(z.toJSONSchema(response, { io, unrepresentable: 'any' }), (key, value) =>
          key === 'additionalProperties' ? undefined : value,
        );
      expect(shape('input')).toEqual(shape('output'));
    },
  );
});
