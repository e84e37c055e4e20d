import {
  encodeRequestStamp,
  ZAudienceMapStatsResponse,
  ZSummaryStatsResponse,
} from '@songstats/contract';
import {
  insertAccount,
  insertAudience,
  insertCity,
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
const ids = { artist: '', other: '', hidden: '' };
const city: Record<string, { id: number; latitude: number; longitude: number }> = {};

// What only the other member's account has: none of it may reach anyone else.
const SECRETS = ['Secretville', '424242', '999001', '777777', 'Secret Playlist'];
const LATEST = '2026-03-10';
const WEEK_AGO = '2026-03-03';

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Audience Artist' });
  const other = await insertAccount(db, { name: 'Other Artist' });
  const hidden = await insertAccount(db, { name: 'Hidden Artist', hidden: true });
  ids.artist = artist.idUnique;
  ids.other = other.idUnique;
  ids.hidden = hidden.idUnique;
  for (const [name, countryCode, latitude, longitude] of [
    ['Berlin', 'DE', 52.52, 13.405],
    ['Hamburg', 'DE', 53.55, 9.99],
    ['Paris', 'FR', 48.8566, 2.3522],
    ['Lyon', 'FR', 45.76, 4.84],
    ['Secretville', 'SE', 59.33, 18.06],
  ] as const) {
    const row = await insertCity(db, { name, countryCode, latitude, longitude });
    city[name] = { id: row.id, latitude, longitude };
  }
  const audience = (
    accountId: number,
    scope: 'city' | 'country',
    place: string | number,
    day: string,
    value: number,
    source = 'spotify',
  ) =>
    insertAudience(db, {
      accountId,
      source,
      scope,
      place: String(place),
      metric: 'listeners',
      day,
      value,
    });
  // The latest day: Paris, Berlin, Hamburg; a week before: Paris and Berlin; Lyon only earlier.
  await audience(artist.id, 'city', city.Paris!.id, LATEST, 8000);
  await audience(artist.id, 'city', city.Berlin!.id, LATEST, 5000);
  await audience(artist.id, 'city', city.Hamburg!.id, LATEST, 3000);
  await audience(artist.id, 'city', city.Paris!.id, WEEK_AGO, 8500);
  await audience(artist.id, 'city', city.Berlin!.id, WEEK_AGO, 4000);
  await audience(artist.id, 'city', city.Lyon!.id, '2026-03-01', 60000);
  await audience(artist.id, 'country', 'DE', LATEST, 9000);
  await audience(artist.id, 'country', 'FR', LATEST, 8000);
  await audience(artist.id, 'country', 'DE', WEEK_AGO, 7000);
  await audience(artist.id, 'city', city.Berlin!.id, LATEST, 123, 'youtube');
  await insertSeries(db, {
    objectType: 'account',
    objectId: artist.id,
    source: 'spotify',
    metric: 'monthly_listeners_current',
    points: [
      [WEEK_AGO, 20000],
      [LATEST, 25000],
    ],
  });
  await insertSeries(db, {
    objectType: 'account',
    objectId: artist.id,
    source: 'spotify',
    metric: 'followers_total',
    points: [[LATEST, 1500]],
  });
  await insertSeries(db, {
    objectType: 'account',
    objectId: artist.id,
    source: 'youtube',
    metric: 'subscribers_total',
    points: [[LATEST, 700]],
  });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Audience Song' });
  for (const [source, name, playlistType, followers] of [
    ['spotify', 'Mint', 'editorial', 6_100_000],
    ['spotify', 'Chill Corner', 'listener', 1000],
    ['deezer', 'Deezer Hits', 'editorial', 50_000],
  ] as const) {
    const playlist = await insertPlaylist(db, { source, name, playlistType, followers });
    await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id });
  }

  await audience(other.id, 'city', city.Secretville!.id, LATEST, 424242);
  await audience(other.id, 'country', 'SE', LATEST, 424242);
  await insertSeries(db, {
    objectType: 'account',
    objectId: other.id,
    source: 'spotify',
    metric: 'monthly_listeners_current',
    points: [[LATEST, 999001]],
  });
  const otherTrack = await insertTrack(db, { artistId: other.id, title: 'Other Song' });
  const secret = await insertPlaylist(db, { name: 'Secret Playlist', followers: 777777 });
  await insertPlaylistEntry(db, { playlistId: secret.id, trackId: otherTrack.id });

  const member = async (name: string, values: { isAdmin?: boolean } = {}) => {
    const created = await insertMemberWithSession(db, values);
    tokens[name] = created.token;
    return created.member;
  };
  const owner = await member('owner');
  await insertManagement(db, {
    memberId: owner.id,
    accountId: artist.id,
    accessHash: { songstats: 'direct' },
  });
  const otherOwner = await member('otherOwner');
  await insertManagement(db, {
    memberId: otherOwner.id,
    accountId: other.id,
    accessHash: { songstats: 'direct' },
  });
  await insertManagement(db, {
    memberId: otherOwner.id,
    accountId: hidden.id,
    accessHash: { songstats: 'direct' },
  });
  const restricted = await member('restricted');
  await insertManagement(db, { memberId: restricted.id, accountId: artist.id, accessHash: {} });
  const pro = await member('pro');
  await insertManagement(db, {
    memberId: pro.id,
    accountId: other.id,
    accessHash: { songstats: 'pro' },
  });
  await member('admin', { isAdmin: true });
});
afterAll(async () => {
  await test?.close();
});

function call(path: 'summary_stats' | 'map_stats', who: string | null, query: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/audience/${path}?${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function summary(who: string, query: string) {
  const response = await call('summary_stats', who, query);
  expect(response.statusCode).toBe(200);
  return ZSummaryStatsResponse.parse(response.json());
}

async function maps(who: string, query: string) {
  const response = await call('map_stats', who, query);
  expect(response.statusCode).toBe(200);
  return ZAudienceMapStatsResponse.parse(response.json());
}

const text = (value: string | number) => ({ kind: 'text', value, order: value });
const delta = (value: number, change: number | null) => ({
  kind: 'delta',
  value,
  order: value,
  delta: change,
});
const mean = (a: number, b: number) => (a + b) / 2;

describe('audience/summary_stats (spec §3 Audience section, §7)', () => {
  it("gives a source's counters with their week's change, its top places and playlist reach", async () => {
    const body = await summary('owner', `idUnique=${ids.artist}&source=spotify`);
    expect(body).toMatchObject({
      accountIdUnique: ids.artist,
      sourceId: 'spotify',
      hasAccess: true,
    });
    expect(body.summaryStats).toEqual([
      {
        id: 'spotify:followers_total',
        title: 'Followers',
        value: 1500,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:monthly_listeners_current',
        title: 'Monthly Listeners',
        value: 25000,
        delta: 5000,
        sourceId: 'spotify',
      },
      { id: 'topCity', title: 'Top City', value: 'Paris (France)', delta: null, sourceId: null },
      { id: 'topCountry', title: 'Top Country', value: 'Germany', delta: null, sourceId: null },
    ]);
    expect(body.backstageStats).toEqual([
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
        value: 6_101_000,
        delta: null,
        sourceId: 'spotify',
      },
    ]);
  });

  it('names the source of each counter on the overview and sums every source', async () => {
    const body = await summary('owner', `idUnique=${ids.artist}`);
    expect(body.sourceId).toBe('overview');
    expect(body.summaryStats.map((card) => [card.title, card.value])).toEqual([
      ['Spotify Followers', 1500],
      ['Spotify Monthly Listeners', 25000],
      ['YouTube Subscribers', 700],
      ['Top City', 'Paris (France)'],
      ['Top Country', 'Germany'],
    ]);
    expect(body.backstageStats.map((card) => [card.id, card.value])).toEqual([
      ['deezer:playlists_current', 1],
      ['deezer:playlists_editorial_current', 1],
      ['deezer:playlist_reach_current', 50_000],
      ['spotify:playlists_current', 2],
      ['spotify:playlists_editorial_current', 1],
      ['spotify:playlist_reach_current', 6_101_000],
    ]);
  });

  it("reads another source's own rows only", async () => {
    const body = await summary('owner', `idUnique=${ids.artist}&source=youtube`);
    expect(body.summaryStats).toEqual([
      {
        id: 'youtube:subscribers_total',
        title: 'Subscribers',
        value: 700,
        delta: null,
        sourceId: 'youtube',
      },
      { id: 'topCity', title: 'Top City', value: 'Berlin (Germany)', delta: null, sourceId: null },
    ]);
    expect(body.backstageStats).toEqual([]);
  });
});

describe('audience/map_stats (spec §3 maps and tables)', () => {
  it('maps the cities and countries of the latest day, biggest first, with their ranks', async () => {
    const body = await maps('owner', `idUnique=${ids.artist}&source=spotify`);
    expect(body).toMatchObject({
      accountIdUnique: ids.artist,
      sourceId: 'spotify',
      hasAccess: true,
    });
    const { maps: [cities, countries] = [], mapTitles } = body.mapStats;
    expect(mapTitles).toEqual(['Top Cities', 'Top Countries']);
    expect(cities).toEqual(
      (['Paris', 'Berlin', 'Hamburg'] as const).map((name, index) => ({
        id: `city:${city[name]!.id}`,
        name,
        longitude: city[name]!.longitude,
        latitude: city[name]!.latitude,
        ranks: { listeners: [8000, 5000, 3000][index] },
        scopeRule: 'city',
        scopeData: { countryCode: name === 'Paris' ? 'FR' : 'DE', rank: index + 1 },
      })),
    );
    // A country's point is the centre of its known cities.
    expect(countries).toEqual([
      {
        id: 'country:DE',
        name: 'Germany',
        longitude: expect.closeTo(mean(13.405, 9.99), 6),
        latitude: expect.closeTo(mean(52.52, 53.55), 6),
        ranks: { listeners: 9000 },
        scopeRule: 'country',
        scopeData: { countryCode: 'DE', rank: 1 },
      },
      {
        id: 'country:FR',
        name: 'France',
        longitude: expect.closeTo(mean(2.3522, 4.84), 6),
        latitude: expect.closeTo(mean(48.8566, 45.76), 6),
        ranks: { listeners: 8000 },
        scopeRule: 'country',
        scopeData: { countryCode: 'FR', rank: 2 },
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('Lyon');
  });

  it('tables the cities and countries sorted by listeners, with ordered cells', async () => {
    const body = await maps('owner', `idUnique=${ids.artist}&source=spotify`);
    const [cities, countries] = body.mapStats.tables;
    expect(cities).toEqual({
      id: 'audience_cities',
      title: 'Top Cities',
      columns: [
        { id: 'rank', title: 'Rank', isDefaultSort: false },
        { id: 'city', title: 'City', isDefaultSort: false },
        { id: 'country', title: 'Country', isDefaultSort: false },
        { id: 'listeners', title: 'Listeners', isDefaultSort: true },
      ],
      defaultSortColumn: 'listeners',
      sortedById: 'listeners',
      sortOrder: 'desc',
      rows: [
        [text(1), text('Paris'), text('France'), delta(8000, -500)],
        [text(2), text('Berlin'), text('Germany'), delta(5000, 1000)],
        [text(3), text('Hamburg'), text('Germany'), delta(3000, null)],
      ],
      totalRows: 3,
      emptyText: null,
    });
    expect(countries).toMatchObject({
      id: 'audience_countries',
      defaultSortColumn: 'listeners',
      rows: [
        [text(1), text('Germany'), delta(9000, 2000)],
        [text(2), text('France'), delta(8000, null)],
      ],
    });
  });

  it("keeps to the source's rows and says when a table has none", async () => {
    const body = await maps('owner', `idUnique=${ids.artist}&source=youtube`);
    expect(body.mapStats.maps[0]!.map((point) => [point.name, point.ranks])).toEqual([
      ['Berlin', { listeners: 123 }],
    ]);
    expect(body.mapStats.maps[1]).toEqual([]);
    expect(body.mapStats.tables[1]).toMatchObject({
      rows: [],
      emptyText: "We currently don't have any YouTube data for your tracks.",
    });
  });

  it("shows Spotify's audience on the overview", async () => {
    const overview = await maps('owner', `idUnique=${ids.artist}`);
    const spotify = await maps('owner', `idUnique=${ids.artist}&source=spotify`);
    expect(overview.sourceId).toBe('overview');
    expect(overview.mapStats).toEqual(spotify.mapStats);
  });
});

describe('audience access (spec §6)', () => {
  it('gives a restricted account hasAccess false and none of its data', async () => {
    for (const [who, idUnique] of [
      ['restricted', ids.artist],
      ['owner', ids.other],
      ['otherOwner', ids.artist],
    ] as const) {
      const top = await summary(who, `idUnique=${idUnique}&source=spotify`);
      expect(top).toEqual({
        accountIdUnique: idUnique,
        sourceId: 'spotify',
        hasAccess: false,
        summaryStats: [],
        backstageStats: [],
      });
      const bottom = await maps(who, `idUnique=${idUnique}&source=spotify`);
      expect(bottom.hasAccess).toBe(false);
      expect(bottom.mapStats.maps).toEqual([[], []]);
      expect(bottom.mapStats.tables.map((table) => table.rows)).toEqual([[], []]);
    }
  });

  it("never answers member A with member B's audience (issue 6 acceptance)", async () => {
    for (const source of ['overview', 'spotify', 'youtube', 'radio']) {
      for (const path of ['summary_stats', 'map_stats'] as const) {
        const response = await call(path, 'owner', `idUnique=${ids.other}&source=${source}`);
        expect(response.statusCode).toBe(200);
        expect(response.json().hasAccess).toBe(false);
        for (const secret of SECRETS) expect(response.body).not.toContain(secret);
        // The account's own member does see them: the secrets are really there.
        const own = await call(path, 'otherOwner', `idUnique=${ids.other}&source=spotify`);
        expect(own.body).toMatch(/Secretville|999001/);
      }
    }
    // A hidden account of B does not even exist for A.
    const hidden = await call('summary_stats', 'owner', `idUnique=${ids.hidden}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toEqual(expect.any(String));
  });

  it('locks radio without radio access', async () => {
    const body = await summary('owner', `idUnique=${ids.artist}&source=radio`);
    expect(body.hasAccess).toBe(false);
  });

  it('opens the audience to the Professional plan and to admins', async () => {
    for (const who of ['pro', 'admin']) {
      const body = await maps(who, `idUnique=${ids.artist}&source=spotify`);
      expect(body.hasAccess).toBe(true);
      expect(body.mapStats.maps[0]!.map((point) => point.name)).toEqual([
        'Paris',
        'Berlin',
        'Hamburg',
      ]);
    }
  });

  it('refuses anonymous callers', async () => {
    for (const path of ['summary_stats', 'map_stats'] as const) {
      const response = await call(path, null, `idUnique=${ids.artist}`);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('Paris');
    }
  });

  it.each([
    ['', 400],
    ['idUnique=nope', 404],
    ['idUnique=x&source=myspace', 400],
  ])('answers %s with %i and a message', async (query, status) => {
    for (const path of ['summary_stats', 'map_stats'] as const) {
      const response = await call(path, 'owner', query);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
