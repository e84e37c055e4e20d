// @vitest-environment happy-dom
import { productTexts, TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../subscriptions/test-fixtures';
import { useRecentSearches } from './recent-searches-store';
import { SearchDropdown } from './SearchDropdown';

// Issue 25: the social product's header search looks for creators, with a Creators chip and none
// of the music product's (Songs, Artists, Labels, Cities).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useRecentSearches.getState().clear();
});

const lena = {
  id: 'creator:demo-lena',
  type: 'creator',
  name: 'Lena Moves',
  hidden: false,
  sourceId: null,
  artistName: null,
  secondaryText: 'Germany',
  imageUrl: null,
  groupText: 'Creators',
  baseUrl: '/creator/demo-lena',
  routeInfo: { url: '/creator/demo-lena' },
  hasCheckmark: false,
  isSquareImage: false,
};

describe('the social product’s search (issue 25)', () => {
  it('asks for creators, with the Top and Creators chips only', async () => {
    const api = stubApi({
      'GET /search/search_all': (call) => ({ q: call.query.get('q'), results: [lena] }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SearchDropdown variantId="social" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Search for Creators' });
    expect(input.getAttribute('placeholder')).toBe('Search for Creators');
    fireEvent.focus(input);
    const chips = screen.getAllByRole('button').map((button) => button.textContent);
    expect(chips).toEqual(['Top', 'Creators']);
    for (const music of ['Songs', 'Artists', 'Labels', 'Cities']) {
      expect(screen.queryByRole('button', { name: music })).toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Creators' }));
    expect(screen.getByRole('button', { name: 'Creators' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.change(input, { target: { value: 'lena' } });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Results' }).textContent).toContain('Lena Moves'),
    );
    const sent = api.of('GET /search/search_all').at(-1)!;
    expect(sent.query.getAll('models').join(',')).toBe('creator');
    // Top searches creators too (the same query, answered from the cache): never the music
    // catalogue.
    fireEvent.click(screen.getByRole('button', { name: 'Top' }));
    expect(screen.getByRole('list', { name: 'Results' }).textContent).toContain('Lena Moves');
    for (const call of api.of('GET /search/search_all')) {
      expect(call.query.getAll('models').join(',')).toBe('creator');
    }
    expect(productTexts('social').search.placeholder).not.toBe(TEXTS.search.placeholder);
  });
});
