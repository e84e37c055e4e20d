import { describe, expect, it } from 'vitest';
import {
  call,
  city,
  delta,
  ids,
  maps,
  mean,
  SECRETS,
  summary,
  text,
  useAudienceApp,
} from './audience-fixture';

// The audience's maps and tables (audience/map_stats), and who may read an audience (spec §6).
useAudienceApp();

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
      // Issue 28: where the table's figures come from (decision 063).
      provenance: expect.objectContaining({ sourceId: 'spotify' }),
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
