// @vitest-environment happy-dom
import type { PlaylistDeskRow } from '@songstats/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../subscriptions/test-fixtures';
import { renderDesk, withAdminSignedIn } from './desk-test-setup';
import { PlaylistsDesk } from './MonitoredDesks';

withAdminSignedIn();

/** A server keeping one playlist: excluding it changes what the next GET answers. */
function playlistServer() {
  let row: PlaylistDeskRow = {
    id: 5,
    source: 'spotify',
    externalId: 'p5',
    name: 'Big Desk Hits',
    playlistType: 'editorial',
    ownerName: 'Curator',
    followers: 90_000,
    trackCount: 42,
    checkedAt: '2026-11-20T06:00:00.000Z',
    excludedReason: null,
    excludedAt: null,
  };
  return stubApi({
    'GET /admin/playlists': () => ({ rows: [row], total: 1, page: 1, perPage: 25 }),
    'PUT /admin/playlists/excluded': (call) => {
      const body = call.body as { excluded: boolean; reason?: string };
      row = {
        ...row,
        excludedReason: body.excluded ? (body.reason ?? '') : null,
        excludedAt: body.excluded ? '2026-11-26T01:00:00.000Z' : null,
      };
      return { message: 'Big Desk Hits is no longer monitored.', excluded: body.excluded };
    },
  });
}

describe('the Playlists desk (issue 26)', () => {
  it('shows the latest snapshot and excludes a playlist with the reason typed', async () => {
    const server = playlistServer();
    renderDesk(<PlaylistsDesk />, '/playlists');
    expect(await screen.findByText('90,000')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exclude Big Desk Hits' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Botted followers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exclude' }));
    expect(await screen.findByRole('button', { name: 'Monitor Big Desk Hits again' })).toBeTruthy();
    expect(screen.getByText(/Botted followers/)).toBeTruthy();
    expect(server.of('PUT /admin/playlists/excluded')[0]?.body).toEqual({
      id: 5,
      excluded: true,
      reason: 'Botted followers',
    });
  });
});
