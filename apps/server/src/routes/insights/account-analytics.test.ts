import { describe, expect, it } from 'vitest';
import {
  bottom,
  column,
  ids,
  tableOf,
  top,
  useAccountAnalyticsApp,
  valuesOf,
} from './account-analytics-fixture';

// An account's analytics (issue 6): analytics/top and analytics/bottom from stored data.
useAccountAnalyticsApp();

describe('analytics/top (spec §7)', () => {
  it("gives the account's counters with the week's change, its reach and its series", async () => {
    const body = await top('owner', `idUnique=${ids.artist}&source=spotify`);
    expect(body).toMatchObject({
      accountIdUnique: ids.artist,
      sourceId: 'spotify',
      hasAccess: true,
      lockedReason: null,
      scope: null,
      scopeMenuOptions: [],
      canFilterByTime: true,
    });
    expect(body.top!.stats).toMatchObject([
      {
        id: 'spotify:monthly_listeners_current',
        title: 'Monthly Listeners',
        value: 300,
        // The default range is all time: the change since the first point (issue 21).
        delta: 300 - 100,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:playlists_current',
        title: 'Spotify Playlists',
        value: 2,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:playlists_editorial_current',
        title: 'Spotify Editorial Playlists',
        value: 1,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:playlist_reach_current',
        title: 'Spotify Playlist Reach',
        value: 6_120_000,
        delta: null,
        sourceId: 'spotify',
      },
    ]);
    expect(body.top!.charts).toMatchObject([
      {
        id: 'monthly_listeners_current',
        title: 'Monthly Listeners',
        points: [
          { date: '2026-01-01', value: 100 },
          { date: '2026-03-01', value: 200 },
          { date: '2026-03-10', value: 300 },
        ],
      },
    ]);
  });

  it("gives a card's change over the chosen range (issue 21)", async () => {
    const delta = async (range: string) =>
      (await top('owner', `idUnique=${ids.artist}&source=spotify&range=${range}`)).top!.stats.find(
        (card) => card.id === 'spotify:monthly_listeners_current',
      )!.delta;
    // 7 days back from 10 March is 3 March: the newest point by then is 1 March's.
    expect(await delta('7d')).toBe(300 - 200);
    expect(await delta('90d')).toBe(300 - 100);
    expect(await delta('all')).toBe(300 - 100);
  });

  it('cuts the series to the time range, counted back from the latest day', async () => {
    const dates = async (range: string) =>
      (
        await top('owner', `idUnique=${ids.artist}&source=spotify&range=${range}`)
      ).top!.charts[0]!.points.map((point) => point.date);
    expect(await dates('7d')).toEqual(['2026-03-10']);
    expect(await dates('28d')).toEqual(['2026-03-01', '2026-03-10']);
    expect(await dates('90d')).toEqual(['2026-01-01', '2026-03-01', '2026-03-10']);
  });

  it('names the source of each counter on the overview, which has no time filter', async () => {
    const body = await top('owner', `idUnique=${ids.artist}`);
    expect(body.canFilterByTime).toBe(false);
    expect(body.top!.charts).toEqual([]);
    expect(body.top!.stats.map((card) => [card.title, card.value])).toEqual([
      ['Spotify Monthly Listeners', 300],
      ['YouTube Subscribers', 70],
      ['Deezer Playlists', 1],
      ['Deezer Editorial Playlists', 1],
      ['Deezer Playlist Reach', 50_000],
      ['Spotify Playlists', 2],
      ['Spotify Editorial Playlists', 1],
      ['Spotify Playlist Reach', 6_120_000],
    ]);
  });
});

describe('analytics/bottom (spec §3 tables, §7)', () => {
  it("tables the account's tracks, playlists, charts and counters from the stored rows", async () => {
    const body = await bottom('owner', `idUnique=${ids.artist}&source=spotify`);
    expect(body).toMatchObject({ accountIdUnique: ids.artist, hasAccess: true, scope: 'all' });
    expect(body.tableData.map((table) => table.id)).toEqual([
      'tracks',
      'playlists',
      'charts',
      'stats',
    ]);
    const tracks = tableOf(body.tableData, 'tracks');
    expect(tracks.columns.map((item) => item.id)).toEqual([
      'track',
      'artist',
      'releaseDate',
      'streams_total',
      'playlists',
      'playlistReach',
      'charts',
    ]);
    expect(tracks.defaultSortColumn).toBe('streams_total');
    expect(body.sortedById).toBe('streams_total');
    expect(valuesOf(tracks)).toEqual([
      ['Beta', 'Analytics Artist', '2025-06-01', 4000, 1, 20_000, 1],
      ['Alpha', 'Analytics Artist', '2026-01-10', 1500, 1, 6_100_000, 1],
    ]);
    expect(tracks.rows.map((row) => row[3])).toEqual([
      { kind: 'delta', value: 4000, order: 4000, delta: null },
      { kind: 'delta', value: 1500, order: 1500, delta: 500 },
    ]);
    const playlists = tableOf(body.tableData, 'playlists');
    expect(column(playlists, 'playlist')).toEqual(['Mint', 'Indie Mix']);
    expect(column(playlists, 'track')).toEqual(['Alpha', 'Beta']);
    expect(column(playlists, 'followers')).toEqual([6_100_000, 20_000]);
    const charts = tableOf(body.tableData, 'charts');
    expect(valuesOf(charts).map((row) => row.slice(0, 6))).toEqual([
      ['spotify chart DE', 'Germany', 'Alpha', '#3', '#1', 10],
      ['spotify chart Global', 'Global', 'Beta', '#10', '#5', 10],
      ['spotify chart FR', 'France', 'Alpha', 'Off chart', '#7', 10],
    ]);
    expect(valuesOf(tableOf(body.tableData, 'stats')).map((row) => row.slice(0, 2))).toEqual([
      ['Monthly Listeners', 300],
    ]);
    expect(body.scopeMenuOptions).toEqual([
      { id: 'all', title: 'All Markets' },
      { id: 'DE', title: 'Germany' },
      { id: 'FR', title: 'France' },
      { id: 'global', title: 'Global' },
    ]);
  });

  it('sorts every table that has the asked column, and the others by their default', async () => {
    const byFollowers = await bottom(
      'owner',
      `idUnique=${ids.artist}&source=spotify&sortBy=followers&sortOrder=asc`,
    );
    const playlists = tableOf(byFollowers.tableData, 'playlists');
    expect(playlists.sortedById).toBe('followers');
    expect(column(playlists, 'followers')).toEqual([20_000, 6_100_000]);
    expect(column(tableOf(byFollowers.tableData, 'tracks'), 'track')).toEqual(['Beta', 'Alpha']);
    const byRelease = await bottom(
      'owner',
      `idUnique=${ids.artist}&source=spotify&sortBy=releaseDate&sortOrder=desc`,
    );
    expect(byRelease.sortedById).toBe('releaseDate');
    expect(column(tableOf(byRelease.tableData, 'tracks'), 'track')).toEqual(['Alpha', 'Beta']);
  });

  it('keeps the charts of the chosen market', async () => {
    const body = await bottom('owner', `idUnique=${ids.artist}&source=spotify&scope=DE`);
    expect(body.scope).toBe('DE');
    expect(column(tableOf(body.tableData, 'charts'), 'market')).toEqual(['Germany']);
  });

  it('reads every source on the overview', async () => {
    const body = await bottom('owner', `idUnique=${ids.artist}`);
    expect(body.tableData.map((table) => table.id)).toEqual(['tracks', 'playlists', 'charts']);
    expect(column(tableOf(body.tableData, 'playlists'), 'playlist')).toEqual([
      'Mint',
      'Deezer Hits',
      'Indie Mix',
    ]);
  });
});
