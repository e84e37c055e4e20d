import { describe, expect, it } from 'vitest';
import {
  BERLIN,
  call,
  column,
  ids,
  ok,
  PARIS,
  type Part,
  SECRETS,
  tableOf,
  useTrackAnalyticsApp,
} from './track-analytics-fixture';

// Issue 6: a track's maps and comments, and who may open a track (spec §6).
useTrackAnalyticsApp();

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
