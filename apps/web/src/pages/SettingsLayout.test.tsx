// @vitest-environment happy-dom
import type { LoginResponse } from '@songstats/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../features/session/session-store';
import SettingsLayout from './SettingsLayout';

afterEach(() => {
  cleanup();
  useSession.getState().reset();
  localStorage.clear();
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/settings" element={<SettingsLayout />}>
          <Route path="*" element={<p>A settings page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the settings area (spec §2, issue 22)', () => {
  it.each([
    '/settings/professional-management',
    '/settings/subscription-management',
    '/settings/edit-subscription/4?x=1',
  ])('asks a logged-out visitor at %s to log in, and to come back there', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'Log in to see your settings' })).toBeTruthy();
    expect(screen.queryByText('A settings page')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(path)}`,
    );
  });

  it('shows a member the tabs and the page', () => {
    useSession.getState().setLogin({
      userId: 7,
      userAuthToken: { token: 'session-token' },
      subscription: { accounts: [], subscriptionPlans: [] },
    } as unknown as LoginResponse);
    renderAt('/settings/professional-management');
    expect(screen.getByText('A settings page')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Settings' })).toBeTruthy();
  });
});
