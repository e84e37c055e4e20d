import {
  encodeRequestStamp,
  ZTrackBottomResponse,
  ZTrackCommentsResponse,
  ZTrackMapStatsResponse,
  ZTrackTopResponse,
} from '@songstats/contract';
import { trackArtists } from '@songstats/db';
import {
  insertAccount,
  insertActivity,
  insertChartEntry,
  insertCity,
  insertManagement,
  insertMemberWithSession,
  insertPlaylist,
  insertPlaylistEntry,
  insertSeries,
  insertStation,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
const tokens: Record<string, string> = {};
const ids = { artist: '', featured: '', label: '', other: '', track: '', secret: '', hidden: '' };
const BERLIN = { latitude: 52.52, longitude: 13.405 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

// Only the other member's track has these: none may reach anyone else.
const SECRETS = ['Secret Song', '999001', '777777', 'Secret Playlist', 'Secret activity'];

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const label = await insertAccount(db, { type: 'label', name: 'Track Label' });
  const artist = await insertAccount(db, { name: 'Track Artist' });
  const featured = await insertAccount(db, { name: 'Feat Artist' });
  const other = await insertAccount(db, { name: 'Other Artist' });
  const track = await insertTrack(db, {
    artistId: artist.id,
    labelId: label.id,
    title: 'Night Drive',
    isrc: 'DEXX12600001',
    releaseDate: '2026-01-10',
    externalIds: { spotify: 'sp123', youtube: 'yt456' },
  });
  await db
    .insert(trackArtists)
    .values({ trackId: track.id, accountId: featured.id, role: 'featured' });
  const secret = await insertTrack(db, { artistId: other.id, title: 'Secret Song' });
  const hidden = await insertTrack(db, { artistId: artist.id, title: 'Hidden Song', hidden: true });
  Object.assign(ids, {
    artist: artist.idUnique,
    featured: featured.idUnique,
    label: label.idUnique,
    other: other.idUnique,
    track: track.idUnique,
    secret: secret.idUnique,
    hidden: hidden.idUnique,
  });

  const series = (trackId: number, source: string, metric: string, points: [string, number][]) =>
    insertSeries(db, { objectType: 'track', objectId: trackId, source, metric, points });
  await series(track.id, 'spotify', 'streams_total', [
    ['2026-03-03', 1000],
    ['2026-03-10', 1500],
  ]);
  await series(track.id, 'spotify', 'popularity_current', [['2026-03-10', 55]]);
  await series(track.id, 'radio', 'spins', [['2026-03-08', 17]]);
  await series(secret.id, 'spotify', 'streams_total', [['2026-03-10', 999001]]);

  for (const values of [
    {
      name: 'Mint',
      externalId: 'mint1',
      playlistType: 'editorial' as const,
      followers: 6_100_000,
      curatorName: 'Spotify',
      genres: ['dance', 'pop'],
    },
    {
      name: 'Indie Mix',
      externalId: 'indie1',
      playlistType: 'listener' as const,
      followers: 20_000,
      ownerName: 'Ann',
      genres: ['indie', 'pop'],
    },
  ]) {
    const playlist = await insertPlaylist(db, values);
    await insertPlaylistEntry(db, {
      playlistId: playlist.id,
      trackId: track.id,
      addedAt: '2026-02-01',
    });
  }
  const secretPlaylist = await insertPlaylist(db, { name: 'Secret Playlist', followers: 777777 });
  await insertPlaylistEntry(db, { playlistId: secretPlaylist.id, trackId: secret.id });

  await insertChartEntry(db, {
    trackId: track.id,
    countryCode: 'DE',
    position: 3,
    peakPosition: 1,
  });
  await insertChartEntry(db, { trackId: track.id, position: 10, peakPosition: 5, days: 4 });
  await insertChartEntry(db, { trackId: secret.id, countryCode: 'DE', position: 1 });

  await insertActivity(db, {
    trackId: track.id,
    activityText: 'Added to Mint',
    activityDate: '2026-03-05',
  });
  await insertActivity(db, {
    trackId: track.id,
    activityType: 'chart_new_peak',
    activityText: 'New peak #1 on the German chart',
    activityDate: '2026-03-06',
    details: { chartKey: 'spotify:DE' },
  });
  await insertActivity(db, {
    trackId: track.id,
    source: 'radio',
    activityType: 'radio_spins',
    activityText: 'Played 12 times in France',
    activityDate: '2026-03-07',
  });
  await insertActivity(db, { trackId: secret.id, activityText: 'Secret activity' });

  const berlin = await insertCity(db, { name: 'Berlin', countryCode: 'DE', ...BERLIN });
  const paris = await insertCity(db, { name: 'Paris', countryCode: 'FR', ...PARIS });
  const fip = await insertStation(db, { name: 'FIP', countryCode: 'FR', cityId: paris.id });
  const radioEins = await insertStation(db, {
    name: 'Radio Eins',
    countryCode: 'DE',
    cityId: berlin.id,
  });
  for (const [station, day, spins] of [
    [fip.id, '2026-03-07', 12],
    [radioEins.id, '2026-03-08', 5],
  ] as const) {
    await db.execute(
      sql`insert into radio_spins (track_id, day, station_id, spins)
          values (${track.id}, ${day}::date, ${station}, ${spins})`,
    );
  }

  const manage = async (name: string, accountId: number, accessHash: Record<string, string>) => {
    const created = await insertMemberWithSession(db);
    tokens[name] = created.token;
    await insertManagement(db, { memberId: created.member.id, accountId, accessHash });
  };
  await manage('owner', artist.id, { songstats: 'direct' });
  await manage('labelOwner', label.id, { songstats: 'direct', radiostats: 'direct' });
  await manage('featuredOwner', featured.id, { songstats: 'direct' });
  await manage('otherOwner', other.id, { songstats: 'direct' });
  await manage('restricted', artist.id, {});
});
afterAll(async () => {
  await test?.close();
});

type Part = 'top' | 'bottom' | 'map_stats' | 'comments';

function call(who: string | null, trackId: string, part: Part, query = '') {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/analytics_track/${trackId}/${part}?${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

const SCHEMAS = {
  top: ZTrackTopResponse,
  bottom: ZTrackBottomResponse,
  map_stats: ZTrackMapStatsResponse,
  comments: ZTrackCommentsResponse,
} as const;

async function ok<P extends Part>(who: string, part: P, query = '', trackId = ids.track) {
  const response = await call(who, trackId, part, query);
  expect(response.statusCode).toBe(200);
  return SCHEMAS[part].parse(response.json()) as ReturnType<(typeof SCHEMAS)[P]['parse']>;
}

type Table = ReturnType<typeof ZTrackBottomResponse.parse>['tableData'][number];
const tableOf = (tables: Table[], id: string) => tables.find((table) => table.id === id)!;
const column = (table: Table, id: string) => {
  const index = table.columns.findIndex((item) => item.id === id);
  return table.rows.map((row) => row[index]!);
};

describe('analytics_track/{trackId}/top (spec §3 Track overview)', () => {
  it("gives the track's overview from its stored counters, playlists and charts", async () => {
    const body = await ok('labelOwner', 'top');
    expect(body).toMatchObject({
      trackIdUnique: ids.track,
      sourceId: 'overview',
      hasAccess: true,
      lockedReason: null,
      canFilterByTime: false,
    });
    const overview = body.top!.overview!;
    expect(overview.infoArray).toEqual([
      { title: 'Title', value: 'Night Drive' },
      { title: 'Artists', value: 'Track Artist' },
      { title: 'Featuring', value: 'Feat Artist' },
      { title: 'Label', value: 'Track Label' },
      { title: 'Release Date', value: '2026-01-10' },
      { title: 'ISRC', value: 'DEXX12600001' },
    ]);
    expect(overview.entityLinks).toEqual([
      { sourceId: 'spotify', url: 'https://open.spotify.com/track/sp123' },
      { sourceId: 'youtube', url: 'https://www.youtube.com/watch?v=yt456' },
    ]);
    expect(overview.genres).toEqual(['pop', 'dance', 'indie']);
    expect(overview.stats).toEqual([
      { title: 'Radio Spins', value: 17, sourceId: 'radio' },
      { title: 'Spotify Popularity', value: 55, sourceId: 'spotify' },
      { title: 'Spotify Streams', value: 1500, sourceId: 'spotify' },
      { title: 'Playlists', value: 2 },
      { title: 'Playlist Reach', value: 6_120_000 },
      { title: 'Current Charts', value: 2 },
    ]);
    expect(overview.followerBreakdown).toEqual([
      { title: 'Editorial', value: 6_100_000 },
      { title: 'Listener', value: 20_000 },
    ]);
    expect(overview.highlightItems).toEqual([
      { title: 'spotify chart DE', value: 'Peak #1 (Germany)' },
      { title: 'spotify chart Global', value: 'Peak #5' },
      { title: 'Mint', value: '6.1M followers' },
    ]);
    expect(overview.relatedArtists.map((person) => person.idUnique)).toEqual([
      ids.artist,
      ids.featured,
    ]);
    expect(overview.relatedLabels.map((label) => label.idUnique)).toEqual([ids.label]);
  });

  it("gives a source's cards with the week's change, its playlists and its series", async () => {
    const body = await ok('owner', 'top', 'source=spotify');
    expect(body.canFilterByTime).toBe(true);
    expect(body.top!.overview).toBeNull();
    expect(body.top!.stats).toEqual([
      {
        id: 'spotify:popularity_current',
        title: 'Popularity',
        value: 55,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:streams_total',
        title: 'Streams',
        value: 1500,
        delta: 500,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:playlists_current',
        title: 'Playlists',
        value: 2,
        delta: null,
        sourceId: 'spotify',
      },
      {
        id: 'spotify:playlist_reach_current',
        title: 'Playlist Reach',
        value: 6_120_000,
        delta: null,
        sourceId: 'spotify',
      },
    ]);
    expect(body.top!.charts).toEqual([
      {
        id: 'popularity_current',
        title: 'Popularity',
        points: [{ date: '2026-03-10', value: 55 }],
      },
      {
        id: 'streams_total',
        title: 'Streams',
        points: [
          { date: '2026-03-03', value: 1000 },
          { date: '2026-03-10', value: 1500 },
        ],
      },
    ]);
  });
});

describe('analytics_track/{trackId}/bottom (spec §3 tables and cells)', () => {
  it('tables the playlists, charts, counters and activities of a source with every cell kind', async () => {
    const body = await ok('owner', 'bottom', 'source=spotify');
    expect(body.tableData.map((table) => table.id)).toEqual([
      'playlists',
      'charts',
      'stats',
      'activities',
    ]);
    expect(body.sortedById).toBe('followers');
    const playlists = tableOf(body.tableData, 'playlists');
    expect(playlists.rows[0]).toEqual([
      {
        kind: 'link',
        value: 'Mint',
        order: 'Mint',
        url: 'https://open.spotify.com/playlist/mint1',
      },
      {
        kind: 'serviceIcon',
        value: 'Spotify',
        order: 'Spotify',
        sourceId: 'spotify',
        url: 'https://open.spotify.com/playlist/mint1',
      },
      { kind: 'text', value: 'Editorial', order: 'Editorial' },
      { kind: 'text', value: 'Spotify', order: 'Spotify' },
      { kind: 'text', value: 6_100_000, order: 6_100_000 },
      { kind: 'text', value: '2026-02-01', order: '2026-02-01' },
      {
        kind: 'share',
        value: 'Share',
        order: null,
        share: {
          title: 'Mint',
          subtitle: 'Night Drive',
          imageUrl: null,
          followers: 6_100_000,
          sourceId: 'spotify',
        },
      },
    ]);
    expect(column(playlists, 'curator')[1]!.value).toBe('Ann');
    const charts = tableOf(body.tableData, 'charts');
    expect(charts.rows.map((row) => row.slice(0, 5).map((item) => item.value))).toEqual([
      ['spotify chart DE', 'Germany', '#3', '#1', 10],
      ['spotify chart Global', 'Global', '#10', '#5', 4],
    ]);
    expect(column(charts, 'history')).toEqual([
      {
        kind: 'tablePopup',
        value: 1,
        order: 1,
        popup: {
          title: 'spotify chart DE: Night Drive',
          table: {
            columns: [
              { id: 'c0', title: 'Date', isDefaultSort: true },
              { id: 'c1', title: 'Move', isDefaultSort: false },
            ],
            rows: [[{ value: '2026-03-06' }, { value: 'New peak #1 on the German chart' }]],
          },
        },
      },
      expect.objectContaining({ kind: 'tablePopup', value: 0 }),
    ]);
    const stats = tableOf(body.tableData, 'stats');
    expect(stats.rows[1]).toEqual([
      { kind: 'text', value: 'Streams', order: 'Streams' },
      { kind: 'delta', value: 1500, order: 1500, delta: 500 },
      {
        kind: 'graphPopup',
        value: 1500,
        order: 1500,
        popup: {
          title: 'Streams',
          series: [
            {
              id: 'streams_total',
              title: 'Streams',
              points: [
                { date: '2026-03-03', value: 1000 },
                { date: '2026-03-10', value: 1500 },
              ],
            },
          ],
        },
      },
    ]);
    const activities = tableOf(body.tableData, 'activities');
    expect(activities.rows.map((row) => row.map((item) => item.value))).toEqual([
      ['2026-03-06', 'New peak #1 on the German chart', 'Spotify'],
      ['2026-03-05', 'Added to Mint', 'Spotify'],
    ]);
  });

  it('gives the links with a removal button on the overview', async () => {
    const body = await ok('owner', 'bottom');
    const links = tableOf(body.tableData, 'links');
    expect(links.rows).toEqual([
      [
        {
          kind: 'serviceIcon',
          value: 'Spotify',
          order: 'Spotify',
          sourceId: 'spotify',
          url: 'https://open.spotify.com/track/sp123',
        },
        {
          kind: 'link',
          value: 'https://open.spotify.com/track/sp123',
          order: 'https://open.spotify.com/track/sp123',
          url: 'https://open.spotify.com/track/sp123',
        },
        {
          kind: 'button',
          value: 'Request Removal',
          order: null,
          action: 'requestLinkRemoval',
          url: 'https://open.spotify.com/track/sp123',
        },
      ],
      [
        expect.objectContaining({ kind: 'serviceIcon', sourceId: 'youtube' }),
        expect.objectContaining({ kind: 'link', url: 'https://www.youtube.com/watch?v=yt456' }),
        expect.objectContaining({ kind: 'button', action: 'requestLinkRemoval' }),
      ],
    ]);
  });

  it('sorts the playlists by followers when asked, and leaves out activities on request', async () => {
    const ascending = await ok('owner', 'bottom', 'source=spotify&sortBy=followers&sortOrder=asc');
    const playlists = tableOf(ascending.tableData, 'playlists');
    expect(playlists.sortedById).toBe('followers');
    expect(column(playlists, 'followers').map((item) => item.value)).toEqual([20_000, 6_100_000]);
    const descending = await ok(
      'owner',
      'bottom',
      'source=spotify&sortBy=followers&sortOrder=desc',
    );
    expect(
      column(tableOf(descending.tableData, 'playlists'), 'playlist').map((item) => item.value),
    ).toEqual(['Mint', 'Indie Mix']);
    for (const flag of ['true', '1']) {
      const without = await ok('owner', 'bottom', `source=spotify&excludeActivities=${flag}`);
      expect(without.tableData.map((table) => table.id)).toEqual(['playlists', 'charts', 'stats']);
    }
    const withThem = await ok('owner', 'bottom', 'source=spotify&excludeActivities=false');
    expect(withThem.tableData.map((table) => table.id)).toContain('activities');
  });

  it('keeps the charts of the chosen market and offers every market it charts in', async () => {
    const body = await ok('owner', 'bottom', 'source=spotify&scope=DE');
    expect(body.scope).toBe('DE');
    expect(body.scopeMenuOptions).toEqual([
      { id: 'all', title: 'All Markets' },
      { id: 'DE', title: 'Germany' },
      { id: 'global', title: 'Global' },
    ]);
    expect(column(tableOf(body.tableData, 'charts'), 'market').map((item) => item.value)).toEqual([
      'Germany',
    ]);
  });

  it('tables the radio stations for members with radio access', async () => {
    const body = await ok('labelOwner', 'bottom', 'source=radio&excludeActivities=true');
    expect(body.hasAccess).toBe(true);
    expect(
      tableOf(body.tableData, 'stations').rows.map((row) => row.map((item) => item.value)),
    ).toEqual([
      ['FIP', 'Radio', 'France', 12, '2026-03-07'],
      ['Radio Eins', 'Radio', 'Germany', 5, '2026-03-08'],
    ]);
    const locked = await ok('owner', 'bottom', 'source=radio');
    expect(locked).toMatchObject({ hasAccess: false, tableData: [] });
  });
});

describe('analytics_track/{trackId}/map_stats and comments (spec §3, §7)', () => {
  it("maps a source's chart markets with their best position and peak", async () => {
    const body = await ok('owner', 'map_stats', 'source=spotify');
    expect(body).toMatchObject({ trackIdUnique: ids.track, sourceId: 'spotify', hasAccess: true });
    expect(body.mapStats.maps).toEqual([
      [],
      [
        {
          id: 'country:DE',
          name: 'Germany',
          ...BERLIN,
          ranks: { position: 3, peak: 1 },
          scopeRule: 'country',
          scopeData: { countryCode: 'DE', rank: 1 },
        },
      ],
    ]);
    const countries = body.mapStats.tables[1]!;
    expect(countries.defaultSortColumn).toBe('position');
    expect(countries.rows).toEqual([
      [
        { kind: 'text', value: 'Germany', order: 'Germany' },
        { kind: 'text', value: '#3', order: 3 },
        { kind: 'text', value: '#1', order: 1 },
        { kind: 'text', value: null, order: null },
      ],
    ]);
  });

  it('maps the radio spins per city and country, busiest first', async () => {
    const body = await ok('labelOwner', 'map_stats', 'source=radio');
    const [cities, countries] = body.mapStats.maps;
    expect(cities!.map((point) => [point.name, point.ranks, point.latitude])).toEqual([
      ['Paris', { spins: 12 }, PARIS.latitude],
      ['Berlin', { spins: 5 }, BERLIN.latitude],
    ]);
    expect(countries!.map((point) => [point.id, point.ranks])).toEqual([
      ['country:FR', { spins: 12 }],
      ['country:DE', { spins: 5 }],
    ]);
    expect(body.mapStats.tables[0]).toMatchObject({
      defaultSortColumn: 'spins',
      sortedById: 'spins',
    });
  });

  it('answers comments with the access rules of the other calls', async () => {
    const body = await ok('owner', 'comments', 'source=youtube');
    expect(body).toEqual({
      trackIdUnique: ids.track,
      sourceId: 'youtube',
      hasAccess: true,
      commentData: { comments: [], total: 0 },
    });
    expect((await ok('otherOwner', 'comments')).hasAccess).toBe(false);
  });
});

describe('track analytics access (spec §6)', () => {
  it('opens a track to the members of any of its accounts: performer, featured or label', async () => {
    for (const who of ['owner', 'featuredOwner', 'labelOwner']) {
      expect((await ok(who, 'top', 'source=spotify')).hasAccess).toBe(true);
    }
    // Named under an account the member does not have, it stays locked.
    const named = await ok('featuredOwner', 'top', `source=spotify&idUnique=${ids.artist}`);
    expect(named.hasAccess).toBe(false);
  });

  it('locks the track for a member without access to its accounts, with a message and no data', async () => {
    for (const who of ['otherOwner', 'restricted']) {
      const top = await ok(who, 'top', 'source=spotify');
      expect(top).toMatchObject({ hasAccess: false, top: null });
      expect(top.lockedReason).toBe("You've discovered Songstats!");
      const bottom = await ok(who, 'bottom', 'source=spotify');
      expect(bottom).toMatchObject({ hasAccess: false, tableData: [], scopeMenuOptions: [] });
      const maps = await ok(who, 'map_stats');
      expect(maps.hasAccess).toBe(false);
      expect(maps.mapStats.maps).toEqual([[], []]);
    }
  });

  it("never answers member A with member B's track (issue 6 acceptance)", async () => {
    const parts: Part[] = ['top', 'bottom', 'map_stats', 'comments'];
    for (const part of parts) {
      for (const source of ['overview', 'spotify']) {
        for (const named of ['', `&idUnique=${ids.other}`]) {
          const response = await call('owner', ids.secret, part, `source=${source}${named}`);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toMatchObject({ trackIdUnique: ids.secret, hasAccess: false });
          for (const secret of SECRETS.slice(1)) expect(response.body).not.toContain(secret);
        }
      }
    }
    // Naming A's own account does not open B's track either.
    const underOwn = await call('owner', ids.secret, 'top', `idUnique=${ids.artist}`);
    expect(underOwn.statusCode).toBe(404);
    expect(underOwn.json().message).toBe("This track is not in this profile's catalogue.");
    // B's member does see them: the secrets really are there to leak.
    const own = await call('otherOwner', ids.secret, 'bottom', 'source=spotify');
    expect(own.body).toContain('Secret Playlist');
  });

  it('leaves radio out of the overview without radio access, as the feed does (spec §6)', async () => {
    const top = await ok('owner', 'top');
    expect(top.top!.overview!.stats.map((stat) => stat.title)).not.toContain('Radio Spins');
    expect(top.top!.stats.map((stat) => stat.sourceId)).not.toContain('radio');
    const bottom = await ok('owner', 'bottom');
    const activities = tableOf(bottom.tableData, 'activities');
    expect(column(activities, 'activity').map((item) => item.value)).toEqual([
      'New peak #1 on the German chart',
      'Added to Mint',
    ]);
    const maps = await ok('owner', 'map_stats');
    expect(maps.mapStats.maps[0]).toEqual([]);
    expect(maps.mapStats.maps[1]!.map((point) => point.ranks)).toEqual([{ position: 3, peak: 1 }]);
    expect(JSON.stringify([top, bottom, maps])).not.toMatch(/Played 12 times|FIP|Radio Eins/);
    expect(maps.mapStats.tables.flatMap((table) => table.rows)).toEqual([
      expect.arrayContaining([{ kind: 'text', value: null, order: null }]),
    ]);
    // With radio access the overview has them.
    const withRadio = await ok('labelOwner', 'bottom');
    expect(JSON.stringify(withRadio)).toContain('Played 12 times in France');
  });

  it('answers an unknown or hidden track with 404 and a message', async () => {
    for (const trackId of ['no-such-track', ids.hidden]) {
      for (const part of ['top', 'bottom', 'map_stats', 'comments'] as const) {
        const response = await call('owner', trackId, part);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('This track does not exist.');
      }
    }
  });

  it('refuses anonymous callers and bad queries', async () => {
    const anonymous = await call(null, ids.track, 'top');
    expect(anonymous.statusCode).toBe(401);
    for (const query of ['source=myspace', 'range=1y', 'sortOrder=up', 'excludeActivities=maybe']) {
      const response = await call('owner', ids.track, 'bottom', query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
