// @vitest-environment happy-dom
import type { LoginResponse } from '@songstats/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/session-store';
import AdminDeskPage from './AdminDeskPage';

afterEach(() => {
  cleanup();
  useSession.getState().reset();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:accountId" element={<AdminDeskPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the billing desks (issue 26)', () => {
  const desks = [
    ['/subscriptions', 'Subscriptions', 'Search by member or profile'],
    ['/payments', 'Payments', 'Search by member, description or provider id'],
    ['/enterprise-agreements', 'Enterprise Agreements', 'Search by company or member'],
  ] as const;

  it('are "Page not found" logged out and for members', () => {
    for (const [path] of desks) {
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
      cleanup();
      useSession.getState().setLogin({ userIsAdmin: false } as LoginResponse);
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
      cleanup();
      useSession.getState().reset();
    }
  });

  it('show an admin the desk with its search and filters', () => {
    useSession.getState().setLogin({ userIsAdmin: true } as LoginResponse);
    for (const [path, name, search] of desks) {
      renderAt(path);
      expect(screen.getByRole('heading', { name })).toBeTruthy();
      expect(screen.getByRole('searchbox', { name: search })).toBeTruthy();
      expect(screen.getAllByRole('combobox').length).toBeGreaterThan(0);
      cleanup();
    }
  });
});
