// @vitest-environment happy-dom

import type { ActivityItemResponse, LoginResponse } from '@songstats/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRowsSeen } from '../../../testing/rows-seen';
import { useSession } from '../../session/session-store';
import { robyn, stubApi } from '../../subscriptions/test-fixtures';
import FeedPage, { FEED_ITEMS_FIRST } from './FeedPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().reset();
  localStorage.clear();
});

const item = (index: number): ActivityItemResponse => ({
  id: `activity-${index}`,
  trackName: `Track ${index}`,
  trackIdUnique: `track-${index}`,
  artistName: 'Robyn',
  labelName: null,
  imageUrl: null,
  artistImageUrl: null,
  date: '2026-11-20',
  sourceId: 'spotify',
  chartPositionText: null,
  isHighlight: false,
  isMilestone: false,
  isLocked: false,
  activityType: 'playlist_add',
  activityText: `Added to playlist ${index}`,
  value: 100,
  tier: 4,
  popupTitle: null,
  popupText: null,
  popupUrl: null,
});

const page = (number: number, from: number, count: number, last: boolean) => ({
  tracks: Array.from({ length: count }, (_, index) => item(from + index)),
  accountIdUnique: robyn.idUnique,
  sourceId: 'spotify',
  hasAccess: true,
  page: number,
  noMoreLoadableItems: last,
  nextCursor: last ? null : `2026-11-20:${from + count}`,
  tier: 4,
});

/** The sentinel's observer: what it was asked to watch. */
const observed: Element[] = [];
class RecordingObserver {
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function renderPage() {
  observed.length = 0;
  vi.stubGlobal('IntersectionObserver', RecordingObserver);
  useSession.getState().setLogin({
    userId: 7,
    userAuthToken: { token: 'session-token' },
    subscription: { accounts: [robyn], subscriptionPlans: [] },
  } as unknown as LoginResponse);
  const api = stubApi({
    'GET /activities/index': (call) =>
      call.query.get('page') === '2' ? page(2, 26, 5, true) : page(1, 1, 25, false),
    'GET /activities/upcoming': () => ({ hasAccess: true, items: [] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/feed?source=spotify']}>
        <FeedPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

const list = () => screen.getByRole('list', { name: 'Activities' });
const shownTracks = () =>
  screen.queryAllByTestId('feed-item').map((node) => node.querySelector('a')?.textContent);
const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `Track ${from + index}`);

describe('the feed renders a page of items in steps (issue 29)', () => {
  it('shows the first screen of items with the data, then the page, then asks for the next', async () => {
    const rows = recordRowsSeen(
      () => shownTracks().length,
      () => screen.queryByRole('list', { name: 'Activities' })?.getAttribute('aria-busy'),
    );
    const api = renderPage();
    await screen.findByRole('link', { name: 'Track 1' });
    // The render the data arrived with holds the first screen of items, the list busy.
    expect(rows.seen.find(([count]) => count > 0)).toEqual([FEED_ITEMS_FIRST, 'true']);
    expect(shownTracks().slice(0, FEED_ITEMS_FIRST)).toEqual(names(1, FEED_ITEMS_FIRST));
    if (shownTracks().length < 25) expect(list().getAttribute('aria-busy')).toBe('true');
    // While the page's items are being added, the end of the list is not the end of the page:
    // no "Load more", and the sentinel does not ask for the next page.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(observed).toEqual([]);

    await waitFor(() => expect(shownTracks()).toHaveLength(25));
    rows.stop();
    // Then steps of at most a first screen each, never a row taken away.
    for (const [index, [count]] of rows.seen.entries()) {
      if (index === 0) continue;
      const before = rows.seen[index - 1]?.[0] ?? 0;
      if (before > 0) expect(count - before).toBeGreaterThan(0);
      if (before > 0) expect(count - before).toBeLessThanOrEqual(FEED_ITEMS_FIRST);
    }
    expect(shownTracks()).toEqual(names(1, 25));
    expect(list().getAttribute('aria-busy')).toBe('false');
    await screen.findByRole('button', { name: 'Load more' });
    expect(observed).toHaveLength(1);
    expect(api.calls.filter((call) => call.path === '/activities/index')).toHaveLength(1);

    // The next page's items follow the first page's, in order, and the feed ends.
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText("That's everything.");
    expect(shownTracks()).toEqual(names(1, 30));
    expect(list().getAttribute('aria-busy')).toBe('false');
  });
});
