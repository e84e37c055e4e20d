import {
  encodeRequestStamp,
  ZAccountAnalyticsBottomResponse,
  ZAccountAnalyticsTopResponse,
  ZTopListResponse,
} from '@songstats/contract';
import {
  insertAccount,
  insertChartEntry,
  insertManagement,
  insertMemberWithSession,
  insertPlaylist,
  insertPlaylistEntry,
  insertSeries,
  insertTrack,
} from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
const tokens: Record<string, string> = {};
const ids = { artist: '', label: '', other: '', creator: '', alpha: '', beta: '' };
const SOCIAL_HOST = 'localhost:8005';

// Only the other member's account has these: none may reach anyone else.
const SECRETS = ['Secret Song', '999001', '777777', 'Secret Playlist', 'spotify chart SE'];

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const label = await insertAccount(db, { type: 'label', name: 'Analytics Label' });
  const artist = await insertAccount(db, { name: 'Analytics Artist' });
  const other = await insertAccount(db, { name: 'Other Artist' });
  const creator = await insertAccount(db, { type: 'creator', name: 'A Creator' });
  Object.assign(ids, {
    artist: artist.idUnique,
    label: label.idUnique,
    other: other.idUnique,
    creator: creator.idUnique,
  });
  const alpha = await insertTrack(db, {
    artistId: artist.id,
    labelId: label.id,
    title: 'Alpha',
    releaseDate: '2026-01-10',
  });
  const beta = await insertTrack(db, {
    artistId: artist.id,
    title: 'Beta',
    releaseDate: '2025-06-01',
  });
  ids.alpha = alpha.idUnique;
  ids.beta = beta.idUnique;
  const series = (
    objectType: 'track' | 'account',
    objectId: number,
    source: string,
    metric: string,
    points: [string, number][],
  ) => insertSeries(db, { objectType, objectId, source, metric, points });
  await series('track', alpha.id, 'spotify', 'streams_total', [
    ['2026-03-03', 1000],
    ['2026-03-10', 1500],
  ]);
  await series('track', beta.id, 'spotify', 'streams_total', [['2026-03-10', 4000]]);
  await series('track', alpha.id, 'radio', 'spins', [['2026-03-10', 42]]);
  await series('account', artist.id, 'spotify', 'monthly_listeners_current', [
    ['2026-01-01', 100],
    ['2026-03-01', 200],
    ['2026-03-10', 300],
  ]);
  await series('account', artist.id, 'youtube', 'subscribers_total', [['2026-03-10', 70]]);
  for (const [source, name, playlistType, followers, track] of [
    ['spotify', 'Mint', 'editorial', 6_100_000, alpha],
    ['spotify', 'Indie Mix', 'listener', 20_000, beta],
    ['deezer', 'Deezer Hits', 'editorial', 50_000, alpha],
  ] as const) {
    const playlist = await insertPlaylist(db, { source, name, playlistType, followers });
    await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id });
  }
  await insertChartEntry(db, {
    trackId: alpha.id,
    countryCode: 'DE',
    position: 3,
    peakPosition: 1,
  });
  await insertChartEntry(db, { trackId: beta.id, position: 10, peakPosition: 5 });
  await insertChartEntry(db, {
    trackId: alpha.id,
    countryCode: 'FR',
    position: null,
    peakPosition: 7,
  });

  const secretTrack = await insertTrack(db, { artistId: other.id, title: 'Secret Song' });
  await series('track', secretTrack.id, 'spotify', 'streams_total', [['2026-03-10', 999001]]);
  await series('account', other.id, 'spotify', 'monthly_listeners_current', [
    ['2026-03-10', 999001],
  ]);
  const secret = await insertPlaylist(db, { name: 'Secret Playlist', followers: 777777 });
  await insertPlaylistEntry(db, { playlistId: secret.id, trackId: secretTrack.id });
  await insertChartEntry(db, { trackId: secretTrack.id, countryCode: 'SE', position: 1 });
  await series('account', creator.id, 'tiktok', 'followers_total', [
    ['2026-03-01', 5000],
    ['2026-03-10', 6500],
  ]);

  const member = async (name: string) => {
    const created = await insertMemberWithSession(db);
    tokens[name] = created.token;
    return created.member;
  };
  const manage = async (
    name: string,
    accountId: number,
    accessHash: Record<string, string>,
    extra: { managementType?: 'primary' | 'secondary' } = {},
  ) => {
    const created = await member(name);
    await insertManagement(db, { memberId: created.id, accountId, accessHash, ...extra });
  };
  await manage('owner', artist.id, { songstats: 'direct' });
  await manage('otherOwner', other.id, { songstats: 'direct' });
  await manage('radioOnly', artist.id, { songstats: 'none', radiostats: 'direct' });
  await manage('radioToo', artist.id, { songstats: 'direct', radiostats: 'direct' });
  await manage('creatorOwner', creator.id, { socialstats: 'direct' });
  await manage('pro', other.id, { songstats: 'pro' });
});
afterAll(async () => {
  await test?.close();
});

function call(path: string, who: string | null, query: string, host?: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/${path}?${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(host ? { host } : {}),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function top(who: string, query: string, host?: string) {
  const response = await call(host ? 'analytics_creator/top' : 'analytics/top', who, query, host);
  expect(response.statusCode).toBe(200);
  return ZAccountAnalyticsTopResponse.parse(response.json());
}

async function bottom(who: string, query: string) {
  const response = await call('analytics/bottom', who, query);
  expect(response.statusCode).toBe(200);
  return ZAccountAnalyticsBottomResponse.parse(response.json());
}

async function topList(who: string, query: string) {
  const response = await call('analytics/top_list_track_data', who, query);
  expect(response.statusCode).toBe(200);
  return ZTopListResponse.parse(response.json());
}

type Table = Awaited<ReturnType<typeof bottom>>['tableData'][number];
const tableOf = (tables: Table[], id: string) => tables.find((table) => table.id === id)!;
const valuesOf = (table: Table) => table.rows.map((row) => row.map((item) => item.value));
const column = (table: Table, id: string) => {
  const index = table.columns.findIndex((item) => item.id === id);
  return table.rows.map((row) => row[index]?.value);
};

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
    expect(body.top!.stats).toEqual([
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
    expect(body.top!.charts).toEqual([
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

describe('analytics/top_list_track_data (spec §7, §9)', () => {
  it("ranks the account's tracks by a counter, with the week's change", async () => {
    const body = await topList('owner', `idUnique=${ids.artist}`);
    expect(body).toMatchObject({
      accountIdUnique: ids.artist,
      sourceId: 'spotify',
      rankType: 'tracks',
      scopeId: 'all',
      metricId: 'streams_total',
      hasAccess: true,
    });
    expect(body.items).toEqual([
      {
        rank: 1,
        trackIdUnique: ids.beta,
        name: 'Beta',
        secondaryText: 'Analytics Artist',
        imageUrl: null,
        value: 4000,
        delta: null,
      },
      {
        rank: 2,
        trackIdUnique: ids.alpha,
        name: 'Alpha',
        secondaryText: 'Analytics Artist',
        imageUrl: null,
        value: 1500,
        delta: 500,
      },
    ]);
    const limited = await topList('owner', `idUnique=${ids.artist}&limit=1`);
    expect(limited.items.map((item) => item.name)).toEqual(['Beta']);
    const unknownMetric = await topList('owner', `idUnique=${ids.artist}&metricId=shazams_total`);
    expect(unknownMetric.items).toEqual([]);
  });

  it('ranks playlists by followers and chart entries by position in a market', async () => {
    const playlists = await topList('owner', `idUnique=${ids.artist}&rankType=playlists`);
    expect(playlists.metricId).toBe('followers');
    expect(
      playlists.items.map((item) => [item.rank, item.name, item.secondaryText, item.value]),
    ).toEqual([
      [1, 'Mint', 'Alpha', 6_100_000],
      [2, 'Indie Mix', 'Beta', 20_000],
    ]);
    const everywhere = await topList(
      'owner',
      `idUnique=${ids.artist}&rankType=playlists&source=overview`,
    );
    expect(everywhere.items.map((item) => item.name)).toEqual(['Mint', 'Deezer Hits', 'Indie Mix']);
    const charts = await topList('owner', `idUnique=${ids.artist}&rankType=charts`);
    expect(charts.items.map((item) => [item.name, item.secondaryText, item.value])).toEqual([
      ['Alpha', 'spotify chart DE (Germany)', 3],
      ['Beta', 'spotify chart Global', 10],
    ]);
    const germany = await topList('owner', `idUnique=${ids.artist}&rankType=charts&scopeId=DE`);
    expect(germany.items.map((item) => item.value)).toEqual([3]);
  });

  it('leaves radio counters out of the overview without radio access (spec §6)', async () => {
    const overview = await topList('owner', `idUnique=${ids.artist}&source=overview`);
    expect(overview.metricId).toBe('streams_total');
    const spins = await topList('owner', `idUnique=${ids.artist}&source=overview&metricId=spins`);
    expect(spins.items).toEqual([]);
    const withRadio = await topList(
      'radioToo',
      `idUnique=${ids.artist}&source=overview&metricId=spins`,
    );
    expect(withRadio.items.map((item) => [item.name, item.value])).toEqual([['Alpha', 42]]);
  });

  it.each([
    ['rankType=albums', 400],
    ['limit=0', 400],
    ['limit=201', 400],
  ])('answers %s with %i and a message', async (query, status) => {
    const response = await call(
      'analytics/top_list_track_data',
      'owner',
      `idUnique=${ids.artist}&${query}`,
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('analytics_creator/top on the social product (spec §1, §7)', () => {
  it("gives a creator's counters to its member on the social host", async () => {
    const body = await top('creatorOwner', `idUnique=${ids.creator}&source=tiktok`, SOCIAL_HOST);
    expect(body.hasAccess).toBe(true);
    expect(body.top!.stats).toEqual([
      {
        id: 'tiktok:followers_total',
        title: 'Followers',
        value: 6500,
        delta: 1500,
        sourceId: 'tiktok',
      },
    ]);
    expect(body.top!.charts[0]!.points).toEqual([
      { date: '2026-03-01', value: 5000 },
      { date: '2026-03-10', value: 6500 },
    ]);
  });

  it('locks it for members without the social product', async () => {
    for (const who of ['owner', 'pro']) {
      const response = await call(
        'analytics_creator/top',
        who,
        `idUnique=${ids.creator}&source=tiktok`,
        SOCIAL_HOST,
      );
      expect(response.json()).toMatchObject({
        hasAccess: false,
        lockedReason: "You've discovered Socialstats!",
        top: null,
      });
      expect(response.body).not.toContain('6500');
    }
  });
});

describe('analytics access (spec §6)', () => {
  it("locks another member's account with the locked prompt's message and no data", async () => {
    const locked = await top('owner', `idUnique=${ids.other}&source=spotify`);
    expect(locked).toMatchObject({
      accountIdUnique: ids.other,
      hasAccess: false,
      lockedReason: "You've discovered Songstats!",
      top: null,
    });
    const tables = await bottom('owner', `idUnique=${ids.other}&source=spotify`);
    expect(tables).toMatchObject({ hasAccess: false, tableData: [], scopeMenuOptions: [] });
    expect(tables.lockedReason).toEqual(expect.any(String));
  });

  it('tells a member who has another product of the account that this is a premium feature', async () => {
    const body = await top('radioOnly', `idUnique=${ids.artist}&source=spotify`);
    expect(body).toMatchObject({
      hasAccess: false,
      lockedReason: "You've found a Premium Feature!",
      top: null,
    });
  });

  it("never answers member A with member B's analytics (issue 6 acceptance)", async () => {
    const calls = [
      'analytics/top',
      'analytics/bottom',
      'analytics/top_list_track_data?rankType=tracks',
      'analytics/top_list_track_data?rankType=playlists',
      'analytics/top_list_track_data?rankType=charts',
    ];
    for (const path of calls) {
      const [route, extra = ''] = path.split('?');
      for (const source of ['spotify', 'overview']) {
        const query = `idUnique=${ids.other}&source=${source}${extra ? `&${extra}` : ''}`;
        const response = await call(route!, 'owner', query);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ accountIdUnique: ids.other, hasAccess: false });
        for (const secret of SECRETS) expect(response.body).not.toContain(secret);
        // The account's own member sees them: the secrets really are there to leak.
        if (source === 'spotify') {
          const own = await call(route!, 'otherOwner', query);
          expect(own.body).toMatch(/999001|777777|Secret Song/);
        }
      }
    }
    // The social product's call too: the creator's counters stay with its member.
    const creator = await call(
      'analytics_creator/top',
      'otherOwner',
      `idUnique=${ids.creator}&source=tiktok`,
      SOCIAL_HOST,
    );
    expect(creator.json().hasAccess).toBe(false);
    expect(creator.body).not.toContain('6500');
  });

  it('refuses anonymous callers and unknown accounts with a message', async () => {
    for (const path of ['analytics/top', 'analytics/bottom', 'analytics/top_list_track_data']) {
      const anonymous = await call(path, null, `idUnique=${ids.artist}`);
      expect(anonymous.statusCode).toBe(401);
      const unknown = await call(path, 'owner', 'idUnique=nope');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toEqual(expect.any(String));
      const badSource = await call(path, 'owner', `idUnique=${ids.artist}&source=myspace`);
      expect(badSource.statusCode).toBe(400);
      expect(badSource.json().message).toEqual(expect.any(String));
    }
  });
});
