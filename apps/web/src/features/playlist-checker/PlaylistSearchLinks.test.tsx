// @vitest-environment happy-dom
import { TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaylistSearch } from '../search/PlaylistSearch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSearch() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PlaylistSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: TEXTS.search.playlistPlaceholder });
}

// Issue 24: the floating search on mobile and with pasted links.
describe('PlaylistSearch (issue 24)', () => {
  it('closes its results with the mobile toggle, and opens them again with it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q');
        return new Response(JSON.stringify({ q, results: [] }));
      }),
    );
    const input = renderSearch();
    const toggle = screen.getByRole('button', { name: TEXTS.search.playlistPlaceholder });
    fireEvent.click(toggle);
    fireEvent.change(input, { target: { value: 'nothing here' } });
    await waitFor(() => expect(screen.getByText(TEXTS.search.noPlaylists)).toBeTruthy());
    fireEvent.click(toggle);
    expect(screen.queryByText(TEXTS.search.noPlaylists)).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByText(TEXTS.search.noPlaylists)).toBeTruthy();
  });

  it('opens the playlist of a pasted Spotify link, and leaves other text to the search', () => {
    const input = renderSearch();
    const clipboard = (text: string) => ({ clipboardData: { getData: () => text } });
    fireEvent.paste(input, clipboard('just words'));
    expect(screen.getByTestId('where').textContent).toBe('/');
    fireEvent.paste(
      input,
      clipboard('https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=x'),
    );
    expect(screen.getByTestId('where').textContent).toBe('/spotify/37i9dQZF1DXcBWIGoYBM5M');
  });
});
