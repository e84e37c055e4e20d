import {
  encodeRequestStamp,
  ZAudienceCityResponse,
  ZAudienceMapStatsResponse,
} from '@songstats/contract';
import {
  insertAccount,
  insertAudience,
  insertCity,
  insertManagement,
  insertMemberWithSession,
} from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// Issue 21 item 3: the audience tabs of the platforms besides Spotify, and /audience?city=.
let test: TestApp;
const tokens: Record<string, string> = {};
const ids = { artist: '', other: '' };
const city: Record<string, number> = {};
const LATEST = '2026-03-09';
const WEEK_AGO = '2026-03-02';

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Platform Artist' });
  const other = await insertAccount(db, { name: 'Other Artist' });
  ids.artist = artist.idUnique;
  ids.other = other.idUnique;
  for (const [name, countryCode] of [
    ['Lagos', 'NG'],
    ['Berlin', 'DE'],
    ['Quito', 'EC'],
  ] as const) {
    city[name] = (await insertCity(db, { name, countryCode, latitude: 1, longitude: 2 })).id;
  }
  const row = (
    accountId: number,
    source: string,
    scope: 'city' | 'country',
    place: string | number,
    metric: string,
    day: string,
    value: number,
  ) => insertAudience(db, { accountId, source, scope, place: String(place), metric, day, value });
  await row(artist.id, 'youtube', 'city', city.Lagos!, 'views', LATEST, 9_000);
  await row(artist.id, 'youtube', 'city', city.Berlin!, 'views', LATEST, 4_000);
  await row(artist.id, 'youtube', 'city', city.Berlin!, 'views', WEEK_AGO, 3_500);
  await row(artist.id, 'youtube', 'country', 'NG', 'views', LATEST, 20_000);
  await row(artist.id, 'spotify', 'city', city.Berlin!, 'current_listeners', LATEST, 700);
  await row(artist.id, 'shazam', 'city', city.Berlin!, 'shazams', LATEST, 40);
  await row(artist.id, 'shazam', 'city', city.Lagos!, 'shazams', LATEST, 90);
  await row(artist.id, 'shazam', 'city', city.Quito!, 'shazams', LATEST, 10);
  await row(other.id, 'youtube', 'city', city.Berlin!, 'views', LATEST, 424_242);

  const member = async (name: string, values: { isAdmin?: boolean } = {}) => {
    const created = await insertMemberWithSession(db, values);
    tokens[name] = created.token;
    return created.member;
  };
  for (const name of ['owner', 'teammate']) {
    const created = await member(name);
    await insertManagement(db, {
      memberId: created.id,
      accountId: artist.id,
      accessHash: { songstats: 'direct' },
    });
  }
  const otherOwner = await member('otherOwner');
  await insertManagement(db, {
    memberId: otherOwner.id,
    accountId: other.id,
    accessHash: { songstats: 'direct' },
  });
  await member('admin', { isAdmin: true });
}, 180_000);
afterAll(async () => {
  await test?.close();
});

function call(path: string, who: string | null, query: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/audience/${path}?${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function cityStats(who: string, query: string) {
  const response = await call('city_stats', who, query);
  expect(response.statusCode).toBe(200);
  return ZAudienceCityResponse.parse(response.json());
}

describe('audience tabs of YouTube, TikTok, Instagram, Apple Music and Shazam', () => {
  it("map and table YouTube's views per city and country, named as views", async () => {
    const response = await call('map_stats', 'owner', `idUnique=${ids.artist}&source=youtube`);
    expect(response.statusCode).toBe(200);
    const body = ZAudienceMapStatsResponse.parse(response.json());
    expect(body.mapStats.maps[0]!.map((point) => point.name)).toEqual(['Lagos', 'Berlin']);
    const [cities, countries] = body.mapStats.tables;
    expect(cities!.columns.map((column) => column.title)).toEqual([
      'Rank',
      'City',
      'Country',
      'Views',
    ]);
    expect(countries!.columns.at(-1)?.title).toBe('Views');
    expect(JSON.stringify(body)).not.toContain('424242');
  });
});

describe('audience/city_stats: /audience?city= (issue 21)', () => {
  it('gives the city on every platform reporting it, with rank and week change', async () => {
    const body = await cityStats('owner', `idUnique=${ids.artist}&city=${city.Berlin}`);
    expect(body.hasAccess).toBe(true);
    expect(body.city).toMatchObject({ name: 'Berlin', countryCode: 'DE', countryName: 'Germany' });
    expect(body.sources).toEqual([
      {
        sourceId: 'spotify',
        metric: 'current_listeners',
        title: 'Current Listeners',
        value: 700,
        delta: null,
        rank: 1,
        cities: 1,
        day: LATEST,
      },
      {
        sourceId: 'shazam',
        metric: 'shazams',
        title: 'Shazams',
        value: 40,
        delta: null,
        rank: 2,
        cities: 3,
        day: LATEST,
      },
      {
        sourceId: 'youtube',
        metric: 'views',
        title: 'Views',
        value: 4_000,
        delta: 500,
        rank: 2,
        cities: 2,
        day: LATEST,
      },
    ]);
  });

  it('answers a city the account has no audience in with no platforms', async () => {
    const body = await cityStats('owner', `idUnique=${ids.artist}&city=${city.Quito}`);
    expect(body.city.name).toBe('Quito');
    expect(body.sources.map((source) => source.sourceId)).toEqual(['shazam']);
    const none = await cityStats('otherOwner', `idUnique=${ids.other}&city=${city.Lagos}`);
    expect(none.sources).toEqual([]);
  });

  it('shows a teammate and an admin what the owner sees', async () => {
    const owner = await cityStats('owner', `idUnique=${ids.artist}&city=${city.Berlin}`);
    for (const who of ['teammate', 'admin']) {
      expect(await cityStats(who, `idUnique=${ids.artist}&city=${city.Berlin}`), who).toEqual(
        owner,
      );
    }
  });

  it("gives another member none of the account's figures, and refuses anonymous callers", async () => {
    const body = await cityStats('otherOwner', `idUnique=${ids.artist}&city=${city.Berlin}`);
    expect(body.hasAccess).toBe(false);
    expect(body.sources).toEqual([]);
    const anonymous = await call('city_stats', null, `idUnique=${ids.artist}&city=${city.Berlin}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a bad or unknown city with a 4xx and a message', async () => {
    for (const [query, status] of [
      [`idUnique=${ids.artist}&city=berlin`, 400],
      [`idUnique=${ids.artist}`, 400],
      [`idUnique=${ids.artist}&city=987654321`, 404],
      [`idUnique=nobody&city=${city.Berlin}`, 404],
    ] as const) {
      const response = await call('city_stats', 'owner', query);
      expect(response.statusCode, query).toBe(status);
      expect(response.json().message, query).toEqual(expect.any(String));
    }
  });
});
