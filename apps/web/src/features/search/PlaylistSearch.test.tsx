// @vitest-environment happy-dom
import { TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaylistSearch } from './PlaylistSearch';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlaylistSearch (spec §2 playlist-checking floating search)', () => {
  it("lists playlists with their followers, and says 'No playlists found' when none match", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const q = new URL(url, 'http://localhost').searchParams.get('q');
        const results =
          q === 'mint'
            ? [
                {
                  name: 'Mint',
                  artwork: null,
                  ownerName: 'Spotify',
                  followersCount: 6100000,
                  baseUrl: '/spotify/1',
                  sourceId: 'spotify',
                  playlistId: '1',
                },
              ]
            : [];
        return new Response(JSON.stringify({ q, results }));
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PlaylistSearch />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: TEXTS.search.playlistPlaceholder });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'mint' } });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Playlists' }).textContent).toContain(
        '6,100,000 followers',
      ),
    );
    fireEvent.change(input, { target: { value: 'nothing here' } });
    await waitFor(() => expect(screen.getByText(TEXTS.search.noPlaylists)).toBeTruthy());
  });

  it('toggles open and closed on mobile', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PlaylistSearch />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('button', { name: TEXTS.search.playlistPlaceholder });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
