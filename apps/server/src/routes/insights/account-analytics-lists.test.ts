import { describe, expect, it } from 'vitest';
import {
  bottom,
  call,
  ids,
  SECRETS,
  SOCIAL_HOST,
  top,
  topList,
  useAccountAnalyticsApp,
} from './account-analytics-fixture';

// An account's top lists, a creator's analytics on the social product, and who may read an\n// account's analytics (spec §6).
useAccountAnalyticsApp();

describe('analytics/top_list_track_data (spec §7, §9)', () => {
  it("ranks the account's tracks by a counter, with the week's change", async () => {
    const body = await topList('owner', `idUnique=${ids.artist}`);
    expect(body).toMatchObject({
      accountIdUnique: ids.artist,
      sourceId: 'spotify',
      rankType: 'tracks',
      scopeId: 'all',
      metricId: 'streams_total',
      metricTitle: 'Spotify Streams',
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
        releaseDate: '2025-06-01',
      },
      {
        rank: 2,
        trackIdUnique: ids.alpha,
        name: 'Alpha',
        secondaryText: 'Analytics Artist',
        imageUrl: null,
        value: 1500,
        delta: 500,
        releaseDate: '2026-01-10',
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
    expect(playlists.metricTitle).toBe('Playlist Followers');
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
    expect(overview.metricTitle).toBe('Streams');
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
    expect(body.top!.stats).toMatchObject([
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
