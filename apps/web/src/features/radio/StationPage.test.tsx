// @vitest-environment happy-dom
import type { LoginResponse, StationResponse } from '@songstats/contract';
import { discoveredProductText, RADIO_TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/session-store';
import { errorResponse, stubApi } from '../subscriptions/test-fixtures';
import StationPage from './StationPage';

// The chart draws on a canvas the test DOM does not have: its container is what is checked.
vi.mock('../insights/charts/SeriesChart', () => ({
  default: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

const station: StationResponse['station'] = {
  id: 'st-1',
  name: 'Lima 106.4 FM',
  kind: 'radio',
  kindName: 'Radio',
  countryCode: 'PE',
  countryName: 'Peru',
  cityName: 'Lima',
  format: 'Latin',
  imageUrl: null,
};
const track = (title: string, spins: number) => ({
  idUnique: title.toLowerCase(),
  title,
  artistName: 'Ana Artist',
  artistIdUnique: 'ana',
  spins,
  lastPlayed: '2026-03-02',
});
const full: StationResponse = {
  station,
  hasAccess: true,
  lockedReason: null,
  totalSpins: 1234,
  spinsByDay: [
    { day: '2026-03-01', spins: 1000 },
    { day: '2026-03-02', spins: 234 },
  ],
  topTracks: [track('Hit One', 900), track('Mine', 30)],
  topArtists: [{ idUnique: 'ana', name: 'Ana Artist', spins: 930, tracks: 2 }],
  memberTracks: [track('Mine', 30)],
};

beforeEach(() => {
  useSession.getState().setLogin({
    userId: 7,
    userAuthToken: { token: 'session-token' },
    subscription: { accounts: [], subscriptionPlans: [] },
  } as unknown as LoginResponse);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().reset();
  localStorage.clear();
});

function renderPage(id = 'st-1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/stations/${id}`]}>
        <Routes>
          <Route path="/stations/:stationId" element={<StationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the station page (issue 24)', () => {
  it('shows the station, its spins over time, the member tracks, top tracks and artists', async () => {
    const api = stubApi({ 'GET /radio/station': () => full });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading the station' })).toBeTruthy();
    await screen.findByRole('heading', { level: 1, name: 'Lima 106.4 FM' });
    expect(api.calls[0]?.query.get('stationId')).toBe('st-1');
    expect(screen.getByText('Radio')).toBeTruthy();
    expect(screen.getByTestId('station-place').textContent).toBe('Lima, Peru');
    expect(screen.getByText('Latin')).toBeTruthy();
    expect(screen.getByTestId('station-total-spins').textContent).toBe('1,234');
    expect(await screen.findByRole('img', { name: 'Spins of Lima 106.4 FM per day' })).toBeTruthy();
    const mine = within(screen.getByTestId('member-tracks'));
    expect(mine.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'TrackArtistSpinsLast Played',
      'MineAna Artist302 Mar 2026',
    ]);
    expect(within(screen.getByTestId('top-tracks')).getAllByRole('row')).toHaveLength(3);
    const artists = within(screen.getByRole('table', { name: 'Top artists' }));
    expect(artists.getByRole('link', { name: 'Ana Artist' }).getAttribute('href')).toBe(
      '/artist/ana',
    );
  });

  it('says when the station played nothing monitored, and when none of it is the member', async () => {
    stubApi({
      'GET /radio/station': () => ({
        ...full,
        totalSpins: 0,
        spinsByDay: [],
        topTracks: [],
        topArtists: [],
        memberTracks: [],
      }),
    });
    renderPage();
    expect(await screen.findByText(RADIO_TEXTS.noStationSpins)).toBeTruthy();
    stubApi({ 'GET /radio/station': () => ({ ...full, memberTracks: [] }) });
    cleanup();
    renderPage();
    expect(await screen.findByText(RADIO_TEXTS.noMemberSpins)).toBeTruthy();
  });

  it('locks the spins without radio access', async () => {
    stubApi({
      'GET /radio/station': () => ({
        ...full,
        hasAccess: false,
        lockedReason: discoveredProductText('Radiostats'),
        totalSpins: 0,
        spinsByDay: [],
        topTracks: [],
        topArtists: [],
        memberTracks: [],
      }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Lima 106.4 FM' });
    expect(screen.getByTestId('locked-prompt').textContent).toContain(
      discoveredProductText('Radiostats'),
    );
    expect(screen.queryByTestId('station-total-spins')).toBeNull();
  });

  it('shows the not-found page for an unknown station, and a retry after a failure', async () => {
    stubApi({ 'GET /radio/station': () => errorResponse(404, RADIO_TEXTS.unknownStation) });
    renderPage('nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    let fail = true;
    stubApi({
      'GET /radio/station': () => (fail ? errorResponse(500, 'The database is down.') : full),
    });
    renderPage();
    // A server error is tried once more before it shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('The database is down.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Lima 106.4 FM' });
  });

  it('asks to log in when logged out', () => {
    useSession.getState().reset();
    stubApi({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Log in to see this station' })).toBeTruthy();
  });
});
