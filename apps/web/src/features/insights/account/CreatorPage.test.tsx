// @vitest-environment happy-dom
import type { LoginResponse } from '@songstats/contract';
import { SOURCES, type VariantId } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../session/session-store';
import { robyn, stubApi } from '../../subscriptions/test-fixtures';
import AccountPage from './AccountPage';

// Issue 25: a creator's page shows the social platforms only (no Spotify, Beatport, Songshare...)
// and no Tracks button; an artist's page on the music product keeps both.

const creator = {
  ...robyn,
  id: 12,
  idUnique: 'demo-lena',
  type: 'creator' as const,
  name: 'Lena Moves',
  baseUrl: '/creator/demo-lena',
  groupText: 'Creators',
  routeInfo: { url: '/creator/demo-lena' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().reset();
  localStorage.clear();
});

function renderPage(variantId: VariantId, account: typeof robyn) {
  useSession.getState().setLogin({
    userId: 7,
    userAuthToken: { token: 'session-token' },
    subscription: { accounts: [account], subscriptionPlans: [] },
  } as unknown as LoginResponse);
  stubApi({
    'GET /analytics_creator/top': () => ({ accountIdUnique: account.idUnique, hasAccess: true }),
    'GET /analytics/top': () => ({ accountIdUnique: account.idUnique, hasAccess: true }),
    'GET /analytics/bottom': () => ({ accountIdUnique: account.idUnique, hasAccess: true }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[account.baseUrl]}>
        <Routes>
          <Route path="/:type/:idUnique" element={<AccountPage variantId={variantId} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Sources' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent?.trim());

const creatorSources = SOURCES.filter((source) => source.tags.creator).map((source) => source.name);

describe('a creator page (issue 25)', () => {
  it('shows only the social platforms and no Tracks on the social product', async () => {
    renderPage('social', creator);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Moves' })).toBeTruthy();
    expect(creatorSources).toEqual(expect.arrayContaining(['TikTok', 'Instagram', 'YouTube']));
    expect(tabNames()).toEqual(['Overview', ...creatorSources]);
    for (const music of ['Spotify', 'Beatport', 'Songshare', 'Shazam', 'Apple Music']) {
      expect(tabNames()).not.toContain(music);
    }
    expect(screen.queryByRole('link', { name: 'Tracks' })).toBeNull();
  });

  it('is a creator page on any product when the profile is a creator', async () => {
    renderPage('main', creator);
    await screen.findByRole('heading', { level: 1, name: 'Lena Moves' });
    expect(tabNames()).toEqual(['Overview', ...creatorSources]);
    expect(screen.queryByRole('link', { name: 'Tracks' })).toBeNull();
  });

  it("keeps an artist's music tabs and Tracks on the music product", async () => {
    renderPage('main', robyn);
    await screen.findByRole('heading', { level: 1, name: 'Robyn' });
    expect(tabNames()).toEqual(expect.arrayContaining(['Spotify', 'Beatport', 'TikTok']));
    expect(screen.getByRole('link', { name: 'Tracks' }).getAttribute('href')).toBe(
      '/artist/demo-robyn/tracks',
    );
  });
});
