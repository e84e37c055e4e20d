// @vitest-environment happy-dom
import { TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecentSearches } from './recent-searches-store';
import { SearchDropdown } from './SearchDropdown';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useRecentSearches.getState().clear();
});

function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SearchDropdown />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: TEXTS.search.placeholder });
}

const result = (name: string) => ({
  id: `artist:${name}`,
  type: 'artist',
  name,
  hidden: false,
  sourceId: null,
  artistName: null,
  secondaryText: 'France',
  imageUrl: null,
  groupText: 'Artists',
  baseUrl: `/artist/${name}`,
  routeInfo: { url: `/artist/${name}` },
  hasCheckmark: false,
  isSquareImage: false,
});

describe('SearchDropdown (spec §2, §5, §8)', () => {
  it('shows the filter chips and the Recent list while the query is empty', () => {
    useRecentSearches.getState().add(result('Robyn'));
    fireEvent.focus(renderSearch());
    for (const label of Object.values(TEXTS.search.filters)) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('list', { name: TEXTS.search.recent }).textContent).toContain('Robyn');
  });

  it("says 'Searching...' until the answer for the current input arrives", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q');
        return new Response(JSON.stringify({ q, results: [result('Daft Punk')] }));
      }),
    );
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'daft' } });
    expect(screen.getByText(TEXTS.search.searching)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Results' }).textContent).toContain('Daft Punk'),
    );
  });

  it("says 'No matches found' for an empty answer and 'Search failed' on an error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q');
        if (q === 'broken') return new Response('{"message":"down"}', { status: 503 });
        return new Response(JSON.stringify({ q, results: [] }));
      }),
    );
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'nothing' } });
    await waitFor(() => expect(screen.getByText(TEXTS.search.noMatches)).toBeTruthy());
    fireEvent.change(input, { target: { value: 'broken' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(TEXTS.errors.searchFailed),
    );
  });
});
