// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { errorResponse, stubApi } from '../subscriptions/test-fixtures';
import FavoriteSourcesPage from './FavoriteSourcesPage';
import { renderScreen, withLoggedInMember } from './member-settings-test-setup';

withLoggedInMember();

const choices = [
  { sourceId: 'spotify', name: 'Spotify' },
  { sourceId: 'deezer', name: 'Deezer' },
  { sourceId: 'tidal', name: 'Tidal' },
];
const order = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Settings > Favorite Sources (spec §2, §3)', () => {
  it('shows loading, then the favorites in order and the sources to pick', async () => {
    let release = () => {};
    stubApi({
      'GET /members/favorite_sources': () =>
        new Promise((resolve) => {
          release = () => resolve({ favoriteSources: ['deezer', 'spotify'], choices });
        }),
    });
    renderScreen(<FavoriteSourcesPage />);
    expect((await screen.findByRole('status')).textContent).toContain('Loading');
    release();
    await screen.findByRole('list');
    expect(order()).toEqual(['1.Deezer', '2.Spotify']);
    expect((screen.getByLabelText('Tidal') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('picks, reorders with the up and down buttons and saves; the login follows', async () => {
    const api = stubApi({
      'GET /members/favorite_sources': () => ({ favoriteSources: ['deezer'], choices }),
      'PUT /members/update_favorite_sources': (call) => ({
        favoriteSources: (call.body as { sourceIds: string[] }).sourceIds,
        choices,
        message: 'Your favorite sources are saved.',
      }),
    });
    renderScreen(<FavoriteSourcesPage />);
    fireEvent.click(await screen.findByLabelText('Spotify'));
    fireEvent.click(screen.getByLabelText('Tidal'));
    expect(order()).toEqual(['1.Deezer', '2.Spotify', '3.Tidal']);
    expect(
      (screen.getByRole('button', { name: 'Move Deezer up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Tidal up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Deezer down' }));
    expect(order()).toEqual(['1.Tidal', '2.Deezer', '3.Spotify']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useMessages.getState().messages.map((m) => m.message)).toEqual([
        'Your favorite sources are saved.',
      ]),
    );
    expect(api.of('PUT /members/update_favorite_sources').map((c) => c.body)).toEqual([
      { sourceIds: ['tidal', 'deezer', 'spotify'] },
    ]);
    expect(useSession.getState().login?.favoriteSources).toEqual(['tidal', 'deezer', 'spotify']);
  });

  it("shows the server's message when loading fails", async () => {
    stubApi({
      'GET /members/favorite_sources': () => errorResponse(503, 'The database is busy.'),
    });
    renderScreen(<FavoriteSourcesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy.');
  });

  it("shows the server's message when saving fails, and keeps the edit", async () => {
    stubApi({
      'GET /members/favorite_sources': () => ({ favoriteSources: [], choices }),
      'PUT /members/update_favorite_sources': () =>
        errorResponse(400, "'tidal' is not a source you can pick as a favorite."),
    });
    renderScreen(<FavoriteSourcesPage />);
    fireEvent.click(await screen.findByLabelText('Tidal'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "'tidal' is not a source you can pick as a favorite.",
    );
    expect(order()).toEqual(['1.Tidal']);
    expect(useSession.getState().login?.favoriteSources).toEqual(['deezer']);
  });
});
