// @vitest-environment happy-dom
import type { LoginResponse } from '@songstats/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminAccess } from '../admin/admin-access-store';
import { usePushToken } from '../push/push-token-store';
import { useRecentSearches } from '../search/recent-searches-store';
import { useSession } from '../session/session-store';
import { logout } from './logout';

const login = {
  userId: 7,
  userAuthToken: { token: 'session-token' },
  subscription: { accounts: [], subscriptionPlans: [] },
} as unknown as LoginResponse;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logout (spec §4)', () => {
  it('removes the push token first, ends the session, then resets all stored state', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(new URL(url, 'http://localhost').pathname);
        return new Response(JSON.stringify({ message: 'ok' }), { status: 200 });
      }),
    );
    useSession.getState().setLogin(login);
    useSession.getState().setEntryCode('spring');
    usePushToken.getState().setToken('device-token');
    useRecentSearches.getState().add({ id: 'artist:x', name: 'X' } as never);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['members', 'me'], { user: 'cached' });

    await logout(queryClient);

    expect(calls).toEqual(['/api/v1/members/remove_push_token', '/api/v1/members/logout_member/7']);
    expect(useSession.getState()).toMatchObject({ login: null, entryCode: null });
    expect(usePushToken.getState().token).toBeNull();
    expect(useRecentSearches.getState().recent).toEqual([]);
    expect(queryClient.getQueryData(['members', 'me'])).toBeUndefined();
  });

  it('always succeeds locally, even when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"no"}', { status: 401 })),
    );
    useSession.getState().setLogin(login);
    await logout(new QueryClient());
    expect(useSession.getState().login).toBeNull();
  });

  it('ends the admin session kept aside too when logging out while accessed through admin', async () => {
    const calls: Array<{ path: string; auth: string | null }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({
          path: new URL(url, 'http://localhost').pathname,
          auth: new Headers(init?.headers).get('authorization'),
        });
        return new Response(JSON.stringify({ message: 'ok' }), { status: 200 });
      }),
    );
    const adminLogin = {
      ...login,
      userId: 1,
      userAuthToken: { token: 'admin-token' },
    } as LoginResponse;
    useAdminAccess.getState().enter(adminLogin, login);

    await logout(new QueryClient());

    expect(calls).toEqual([
      { path: '/api/v1/members/logout_member/7', auth: 'Bearer session-token' },
      { path: '/api/v1/members/logout_member/1', auth: 'Bearer admin-token' },
    ]);
    expect(useSession.getState().login).toBeNull();
    expect(useAdminAccess.getState().adminLogin).toBeNull();
    expect(localStorage.getItem('songstats-admin-access')).not.toContain('admin-token');
  });
});
