// @vitest-environment happy-dom
import { discoveredProductText, TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { variant } from '../../../app/variant';
import { useSession } from '../../session/session-store';
import { errorResponse, robyn, stubApi } from '../../subscriptions/test-fixtures';
import AccountPage from './AccountPage';

// Issue 21: a visible profile's page shows a visitor who is not logged in whose page it is (its
// name and picture) and asks them to sign up or subscribe, instead of a bare "Log in".

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().reset();
  localStorage.clear();
});

function renderPage(idUnique: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/artist/${idUnique}`]}>
        <Routes>
          <Route path="/artist/:idUnique" element={<AccountPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a profile page, logged out', () => {
  it("shows the profile's name and picture, Sign Up and Subscribe", async () => {
    const api = stubApi({
      'GET /managements/get_account_info': () => ({
        account: { ...robyn, imageUrl: '/images/artist/robyn.svg' },
      }),
    });
    const { container } = renderPage(robyn.idUnique);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robyn' })).toBeTruthy();
    expect(container.querySelector('main img')?.getAttribute('src')).toBe(
      '/images/artist/robyn.svg',
    );
    expect(screen.getByRole('heading', { name: discoveredProductText(variant.name) })).toBeTruthy();
    expect(screen.getByText(/Sign up to see Robyn's streams/)).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXTS.header.signUp }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.getByRole('link', { name: TEXTS.locked.subscribe }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.getByRole('link', { name: TEXTS.header.logIn }).getAttribute('href')).toBe(
      '/login',
    );
    // Nothing only members may open: no analytics, no tracks link.
    expect(screen.queryByRole('link', { name: 'Tracks' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.of('GET /managements/get_account_info')[0]?.query.get('idUnique')).toBe(
      robyn.idUnique,
    );
  });

  it('says so when the profile does not exist (or is hidden)', async () => {
    stubApi({
      'GET /managements/get_account_info': () => errorResponse(404, 'This profile does not exist.'),
    });
    renderPage('nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile not found' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('logged-out-profile')).toBeNull();
  });
});
