// @vitest-environment happy-dom

import type { LoginResponse } from '@songstats/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRowsSeen } from '../../../testing/rows-seen';
import { useSession } from '../../session/session-store';
import { robyn, stubApi } from '../../subscriptions/test-fixtures';
import TracksPage, { TRACK_ROWS_FIRST } from './TracksPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().reset();
  localStorage.clear();
});

const tracks = Array.from({ length: 50 }, (_, index) => ({
  rank: index + 1,
  trackIdUnique: `track-${index + 1}`,
  name: `Track ${index + 1}`,
  secondaryText: 'Robyn',
  imageUrl: null,
  value: 1000 - index,
  delta: index % 2 === 0 ? 3 : null,
  releaseDate: '2026-01-02',
}));

function renderPage() {
  useSession.getState().setLogin({
    userId: 7,
    userAuthToken: { token: 'session-token' },
    subscription: { accounts: [robyn], subscriptionPlans: [] },
  } as unknown as LoginResponse);
  stubApi({
    'GET /analytics/top_list_track_data': () => ({
      accountIdUnique: robyn.idUnique,
      sourceId: 'spotify',
      rankType: 'tracks',
      scopeId: 'all',
      metricId: 'popularity',
      metricTitle: 'Spotify Popularity (0 to 100)',
      hasAccess: true,
      items: tracks,
    }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/tracks?source=spotify']}>
        <TracksPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const body = () => screen.getByRole('table', { name: 'Tracks' }).querySelector('tbody');
const trackLinks = () =>
  within(screen.getByRole('table', { name: 'Tracks' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the tracks page renders its 50 rows in steps (issue 29)', () => {
  it('shows the first screen of rows with the data, then all 50 in rank order', async () => {
    const rows = recordRowsSeen(
      () => (screen.queryByRole('table', { name: 'Tracks' }) ? trackLinks().length : 0),
      () =>
        screen
          .queryByRole('table', { name: 'Tracks' })
          ?.querySelector('tbody')
          ?.getAttribute('aria-busy'),
    );
    renderPage();
    await screen.findByRole('link', { name: 'Track 1' });
    // The first render of the data holds the first screen only, the table busy: the rest
    // follows in steps of at most as many rows.
    expect(rows.seen.find(([count]) => count > 0)).toEqual([TRACK_ROWS_FIRST, 'true']);
    await waitFor(() => expect(trackLinks()).toHaveLength(50));
    rows.stop();
    const counts = rows.seen.map(([count]) => count).filter((count) => count > 0);
    for (const [index, count] of counts.entries()) {
      if (index > 0) expect(count - (counts[index - 1] ?? 0)).toBeGreaterThan(0);
      if (index > 0) expect(count - (counts[index - 1] ?? 0)).toBeLessThanOrEqual(TRACK_ROWS_FIRST);
    }
    expect(trackLinks()).toEqual(tracks.map((track) => track.name));
    expect(body()?.getAttribute('aria-busy')).toBe('false');
    // Each row as before: its rank, its link to the track's page, its figure and change.
    const last = screen.getByRole('link', { name: 'Track 50' });
    expect(last.getAttribute('href')).toBe('/tracks/track-50?source=spotify&account=demo-robyn');
    const cells = [...(last.closest('tr')?.querySelectorAll('td') ?? [])].map(
      (cell) => cell.textContent,
    );
    expect(cells[0]).toBe('50');
    expect(cells[4]).toBe('–');
    expect(
      screen.getByRole('columnheader', { name: 'Spotify Popularity (0 to 100)' }),
    ).toBeTruthy();
    // And nothing is added after that.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(trackLinks()).toHaveLength(50);
  });
});
