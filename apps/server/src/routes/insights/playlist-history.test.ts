import { encodeRequestStamp, ZTrackTopResponse } from '@songstats/contract';
import { monitorJobDays, trackPlaylistDays } from '@songstats/db';
import {
  insertAccount,
  insertPlaylist,
  insertPlaylistEntry,
  insertTrack,
} from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { insertInsightMembers } from './insight-test-members';

// Issue 21: a track's Deezer and Spotify tabs show its playlists and their reach over time, as the
// monitor read them (`track_playlist_days`: a row where the count changed or the reach moved 1%),
// with real changes over 7 days, 28 days and all time, as the Spotify tab's other series do.
let test: TestApp;
const tokens: Record<string, string> = {};
const ids = { track: '' };

const ROWS: [string, number, number][] = [
  ['2026-09-01', 1, 1_000],
  ['2026-10-20', 2, 5_000],
  ['2026-11-01', 4, 9_000],
  ['2026-11-20', 3, 8_000],
];
/** The day the monitor last read Deezer's playlists, and what the entries say now. */
const LAST_READ = '2026-11-25';
const FOLLOWERS = [5_000, 3_000, 50];
const NOW = { playlists: 3, reach: 8_050 };
/** Spotify's rows, last reading and entries now. */
const SPOTIFY_ROWS: [string, number, number][] = [
  ['2026-11-10', 5, 90_000],
  ['2026-11-15', 2, 40_000],
  ['2026-11-22', 2, 41_000],
];
const SPOTIFY_LAST_READ = '2026-11-24';
const SPOTIFY_FOLLOWERS = [40_000, 1_200];
const SPOTIFY_NOW = { playlists: 2, reach: 41_200 };

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Deezer Artist' });
  const other = await insertAccount(db, { name: 'Someone Else' });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Lights Over Lyon' });
  ids.track = track.idUnique;
  for (const followers of FOLLOWERS) {
    const playlist = await insertPlaylist(db, { source: 'deezer', followers });
    await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id });
  }
  // Spotify's playlists: its counts over time, once all its playlists are read (the step after
  // its shards), as the others'.
  for (const followers of SPOTIFY_FOLLOWERS) {
    const playlist = await insertPlaylist(db, { source: 'spotify', followers });
    await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id });
  }
  // An Amazon Music playlist the monitor never counted: its card, no history.
  const amazon = await insertPlaylist(db, { source: 'amazon', followers: 700 });
  await insertPlaylistEntry(db, { playlistId: amazon.id, trackId: track.id });
  await db.insert(trackPlaylistDays).values([
    ...ROWS.map(([day, playlists, reach]) => ({
      trackId: track.id,
      source: 'deezer',
      day,
      playlists,
      reach,
    })),
    ...SPOTIFY_ROWS.map(([day, playlists, reach]) => ({
      trackId: track.id,
      source: 'spotify',
      day,
      playlists,
      reach,
    })),
  ]);
  await db.insert(monitorJobDays).values([
    { job: 'playlists:deezer', day: LAST_READ },
    { job: 'playlists:spotify', day: SPOTIFY_LAST_READ },
  ]);

  await insertInsightMembers(db, { artistId: artist.id, otherId: other.id }, tokens);
}, 240_000);
afterAll(async () => {
  await test?.close();
});

function get(who: string | null, source: string, range: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/analytics_track/${ids.track}/top?source=${source}&range=${range}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function top(who: string, source: string, range: string) {
  const response = await get(who, source, range);
  expect(response.statusCode).toBe(200);
  return ZTrackTopResponse.parse(response.json());
}

const card = (answer: Awaited<ReturnType<typeof top>>, id: string) =>
  answer.top!.stats.find((stat) => stat.id === id);

describe('analytics_track/{id}/top: playlists over time on Deezer (issue 21)', () => {
  it('charts each day to the last reading and gives each range its own change', async () => {
    for (const [range, days, playlistsDelta, reachDelta] of [
      // 7 days before the 25th is the 18th: the 1 November row (4, 9,000) still holds.
      ['7d', 7, -1, -950],
      // 28 days before is 28 October: the 20 October row (2, 5,000).
      ['28d', 28, 1, 3_050],
      // All time: since the first row.
      ['all', 86, 2, 7_050],
    ] as const) {
      const answer = await top('owner', 'deezer', range);
      expect(card(answer, 'deezer:playlists_current')).toMatchObject({
        title: 'Playlists',
        value: NOW.playlists,
        delta: playlistsDelta,
      });
      expect(card(answer, 'deezer:playlist_reach_current')).toMatchObject({
        title: 'Playlist Reach',
        value: NOW.reach,
        delta: reachDelta,
      });
      const playlists = answer.top!.charts.find((chart) => chart.id === 'playlists_current')!;
      const reach = answer.top!.charts.find((chart) => chart.id === 'playlist_reach_current')!;
      expect(playlists.title).toBe('Playlists');
      expect(playlists.points).toHaveLength(days);
      expect(reach.points).toHaveLength(days);
      // The chart ends on the last reading, where the cards stand.
      expect(playlists.points.at(-1)).toEqual({ date: LAST_READ, value: NOW.playlists });
      expect(reach.points.at(-1)).toEqual({ date: LAST_READ, value: NOW.reach });
    }
    const all = await top('owner', 'deezer', 'all');
    const points = all.top!.charts.find((chart) => chart.id === 'playlists_current')!.points;
    // The days between rows carry the last row before them.
    expect(points.find((point) => point.date === '2026-10-19')!.value).toBe(1);
    expect(points.find((point) => point.date === '2026-10-31')!.value).toBe(2);
    expect(points.find((point) => point.date === '2026-11-24')!.value).toBe(3);
  });

  it("charts Spotify's playlists and reach by day as the other platforms'", async () => {
    for (const [range, days, playlistsDelta, reachDelta] of [
      // 7 days before the 24th is the 17th: the 15 November row (2, 40,000).
      ['7d', 7, 0, 1_200],
      // All time: since the first row (5, 90,000).
      ['all', 15, -3, -48_800],
    ] as const) {
      const answer = await top('owner', 'spotify', range);
      expect(card(answer, 'spotify:playlists_current')).toMatchObject({
        title: 'Playlists',
        value: SPOTIFY_NOW.playlists,
        delta: playlistsDelta,
      });
      expect(card(answer, 'spotify:playlist_reach_current')).toMatchObject({
        title: 'Playlist Reach',
        value: SPOTIFY_NOW.reach,
        delta: reachDelta,
      });
      const playlists = answer.top!.charts.find((chart) => chart.id === 'playlists_current')!;
      const reach = answer.top!.charts.find((chart) => chart.id === 'playlist_reach_current')!;
      expect(playlists.points).toHaveLength(days);
      expect(reach.points).toHaveLength(days);
      expect(playlists.points.at(-1)).toEqual({
        date: SPOTIFY_LAST_READ,
        value: SPOTIFY_NOW.playlists,
      });
      expect(reach.points.at(-1)).toEqual({ date: SPOTIFY_LAST_READ, value: SPOTIFY_NOW.reach });
    }
    const all = await top('owner', 'spotify', 'all');
    const reach = all.top!.charts.find((chart) => chart.id === 'playlist_reach_current')!.points;
    expect(reach.find((point) => point.date === '2026-11-14')!.value).toBe(90_000);
    expect(reach.find((point) => point.date === '2026-11-21')!.value).toBe(40_000);
    expect(reach.find((point) => point.date === '2026-11-23')!.value).toBe(41_000);
  });

  it('keeps a platform the monitor never counted as it is: its playlists now, no history', async () => {
    const answer = await top('owner', 'amazon', 'all');
    expect(card(answer, 'amazon:playlists_current')).toMatchObject({ value: 1, delta: null });
    expect(answer.top!.charts.some((chart) => chart.id === 'playlists_current')).toBe(false);
  });

  it('answers the owner, a teammate and an admin alike; locks another member; 401 anonymous', async () => {
    const owner = await top('owner', 'deezer', '28d');
    for (const who of ['teammate', 'admin']) {
      const answer = await top(who, 'deezer', '28d');
      expect(answer.hasAccess).toBe(true);
      expect(answer.top!.charts).toEqual(owner.top!.charts);
      expect(card(answer, 'deezer:playlists_current')).toEqual(
        card(owner, 'deezer:playlists_current'),
      );
    }
    expect(await top('stranger', 'deezer', '28d')).toMatchObject({ hasAccess: false, top: null });
    expect((await get(null, 'deezer', '28d')).statusCode).toBe(401);
    const spotify = await top('owner', 'spotify', '7d');
    for (const who of ['teammate', 'admin']) {
      expect((await top(who, 'spotify', '7d')).top!.charts).toEqual(spotify.top!.charts);
    }
    expect(await top('stranger', 'spotify', '7d')).toMatchObject({ hasAccess: false, top: null });
    expect((await get(null, 'spotify', '7d')).statusCode).toBe(401);
  });
});
