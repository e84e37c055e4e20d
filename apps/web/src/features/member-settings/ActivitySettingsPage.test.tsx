// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../messages/message-store';
import { errorResponse, stubApi } from '../subscriptions/test-fixtures';
import ActivitySettingsPage from './ActivitySettingsPage';
import { renderScreen, withLoggedInMember } from './member-settings-test-setup';

withLoggedInMember();

const selectedValue = async (label: string) =>
  ((await screen.findByLabelText(label)) as HTMLSelectElement).value;

const rows = (spotifyTier: number) => ({
  activitySettings: [
    { sourceId: 'spotify', name: 'Spotify', tier: spotifyTier },
    { sourceId: 'deezer', name: 'Deezer', tier: 4 },
  ],
});

describe('Settings > Activities (spec §2, §3, §9)', () => {
  it('shows loading, then each source with its tier and what every tier lets through', async () => {
    let release = () => {};
    stubApi({
      'GET /members/activity_settings': () =>
        new Promise((resolve) => {
          release = () => resolve(rows(4));
        }),
    });
    renderScreen(<ActivitySettingsPage />);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Loading your activity settings',
    );
    release();
    expect(await selectedValue('Spotify')).toBe('4');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Bassline',
      'Mid Range',
      'High Pass',
      'Top End',
    ]);
    expect(
      screen.getByText(
        /25,000\+ playlist followers · 250,000\+ creators · 25,000\+ reposts; 9 markets: US, GB, DE, NL, FR, ES, IT, CA, AU/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/200\+ playlist followers .*; every market/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('saves a changed tier and says so', async () => {
    const api = stubApi({
      'GET /members/activity_settings': () => rows(4),
      'PUT /members/update_activity_settings': () => ({
        ...rows(1),
        message: 'Spotify now shows Top End activities.',
      }),
    });
    renderScreen(<ActivitySettingsPage />);
    fireEvent.change(await screen.findByLabelText('Spotify'), { target: { value: '1' } });
    await waitFor(async () => expect(await selectedValue('Spotify')).toBe('1'));
    expect(api.of('PUT /members/update_activity_settings').map((c) => c.body)).toEqual([
      { sourceId: 'spotify', tier: 1 },
    ]);
    expect(useMessages.getState().messages.map((m) => m.message)).toEqual([
      'Spotify now shows Top End activities.',
    ]);
  });

  it("shows the server's message when loading fails", async () => {
    stubApi({
      'GET /members/activity_settings': () => errorResponse(503, 'The database is busy.'),
    });
    renderScreen(<ActivitySettingsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy.');
  });

  it("shows the server's message when saving fails, and keeps the stored tier", async () => {
    stubApi({
      'GET /members/activity_settings': () => rows(4),
      'PUT /members/update_activity_settings': () =>
        errorResponse(400, "'spotify' is not a source with activity settings."),
    });
    renderScreen(<ActivitySettingsPage />);
    fireEvent.change(await screen.findByLabelText('Spotify'), { target: { value: '2' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "'spotify' is not a source with activity settings.",
    );
    expect(await selectedValue('Spotify')).toBe('4');
  });
});
