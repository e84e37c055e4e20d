import { type insightEndpoints, type LoginResponse, routeOf } from '@songstats/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../features/session/session-store';
import { api } from './api';
import { startEarly, takeEarly } from './early-requests';
import { firstDataOf, storedChoice } from './first-data';

const login = (ids: string[]) =>
  ({
    userAuthToken: { token: 't0k' },
    subscription: { accounts: ids.map((idUnique) => ({ idUnique })) },
  }) as unknown as LoginResponse;

afterEach(() => {
  useSession.getState().reset();
  vi.unstubAllGlobals();
});

describe("a signed-in page's first data (issue 29, decision 080)", () => {
  it('asks for nothing without a session or on another page', () => {
    expect(firstDataOf({ pathname: '/feed', search: '' }, null)).toEqual([]);
    useSession.getState().setLogin(login(['a1']));
    expect(firstDataOf({ pathname: '/pricing', search: '' }, null)).toEqual([]);
    expect(firstDataOf({ pathname: '/feed', search: '?tier=2' }, null)).toEqual([]);
  });

  it('asks for the calls of the page with the account its hooks use', () => {
    useSession.getState().setLogin(login(['a1', 'a2']));
    expect(firstDataOf({ pathname: '/feed', search: '?source=spotify' }, null)).toEqual([
      '/api/v1/activities/index?idUnique=a1&source=spotify&page=1',
      '/api/v1/activities/upcoming?idUnique=a1',
    ]);
    expect(firstDataOf({ pathname: '/audience', search: '' }, 'a2')).toEqual([
      '/api/v1/audience/summary_stats?idUnique=a2&source=overview',
      '/api/v1/audience/map_stats?idUnique=a2&source=overview',
    ]);
    // A chosen account that left the lists: the first one, as useCurrentAccount decides.
    expect(firstDataOf({ pathname: '/tracks', search: '' }, 'gone')).toEqual([
      '/api/v1/analytics/top_list_track_data?idUnique=a1&source=spotify&rankType=tracks',
    ]);
    expect(
      firstDataOf({ pathname: '/tracks/t9', search: '?source=spotify&account=a2' }, null),
    ).toEqual([
      '/api/v1/analytics_track/t9/top?source=overview&range=all&idUnique=a2',
      '/api/v1/analytics_track/t9/top?source=spotify&range=all&idUnique=a2',
      '/api/v1/analytics_track/t9/bottom?source=spotify&range=all&idUnique=a2',
      '/api/v1/analytics_track/t9/moves?source=spotify&idUnique=a2',
      '/api/v1/analytics_track/t9/map_stats?source=spotify&idUnique=a2',
    ]);
  });

  it("reads the member's own last choice of account as the insights store keeps it", () => {
    useSession.getState().setLogin({ ...login(['a1', 'a2']), userId: 7 } as LoginResponse);
    const stored = (memberId: number) => ({
      getItem: () => JSON.stringify({ state: { memberId, chosenIdUnique: 'a2' }, version: 1 }),
    });
    expect(storedChoice(stored(7))).toBe('a2');
    // Another member's choice on this browser is not this member's.
    expect(storedChoice(stored(8))).toBeNull();
    expect(storedChoice({ getItem: () => 'not json' })).toBeNull();
  });

  it("hands an early answer once to the app's call of the same address, keys in any order", async () => {
    const early = vi.fn(async () => Response.json({ from: 'early' }));
    startEarly('/api/v1/activities/index?idUnique=a1&source=spotify&page=1', {}, early);
    const network = vi.fn(async () => Response.json({ from: 'network' }));
    vi.stubGlobal('fetch', network);
    const route = routeOf<typeof insightEndpoints.activities>('GET', '/activities/index');
    const ask = () => api.request(route, { query: { source: 'spotify', page: 1, idUnique: 'a1' } });
    expect(await ask()).toEqual({ from: 'early' });
    expect(network).not.toHaveBeenCalled();
    // Taken once: the next call asks the server.
    expect(await ask()).toEqual({ from: 'network' });
    expect(early).toHaveBeenCalledTimes(1);
    // Another address, or another method, is never taken.
    startEarly('/api/v1/activities/upcoming?idUnique=a1', {}, early);
    expect(takeEarly('/api/v1/activities/upcoming?idUnique=a2')).toBeNull();
    expect(takeEarly('/api/v1/activities/upcoming?idUnique=a1', { method: 'POST' })).toBeNull();
    expect(takeEarly('/api/v1/activities/upcoming?idUnique=a1')).not.toBeNull();
  });
});
