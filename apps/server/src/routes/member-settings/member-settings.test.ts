import { encodeRequestStamp, ZActivitiesResponse } from '@songstats/contract';
import {
  insertAccount,
  insertActivity,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// spec §2 Settings > Activities and Favorite Sources, §3, §4, §6, §9: each member reads and
// changes only their own settings; the feed and the login data follow them.
type Who = 'owner' | 'teammate' | 'other' | 'admin' | 'beta';
let test: TestApp;
const tokens = {} as Record<Who, string>;
let artistIdUnique = '';

// 40 activities of the artist's track: sources alternate spotify, deezer; each pair's tier cycles
// 1, 2, 3, 4, so both sources have 5 items of each tier.
const TIERS = [1, 2, 3, 4] as const;
const SOURCES = ['spotify', 'deezer'] as const;
const TOTAL = 40;

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Settings Artist' });
  artistIdUnique = artist.idUnique;
  const track = await insertTrack(db, { artistId: artist.id, title: 'Settings Song' });
  for (let i = 0; i < TOTAL; i++) {
    await insertActivity(db, {
      trackId: track.id,
      source: SOURCES[i % 2],
      activityType: 'playlist_add',
      activityDate: `2026-03-${String(1 + Math.floor(i / 2)).padStart(2, '0')}`,
      tier: TIERS[Math.floor(i / 2) % 4],
      activityText: `Activity ${i}`,
    });
  }
  const member = async (who: Who, values: Parameters<typeof insertMemberWithSession>[1] = {}) => {
    const created = await insertMemberWithSession(db, values);
    tokens[who] = created.token;
    return created.member;
  };
  const access = { songstats: 'direct', radiostats: 'direct' };
  const owner = await member('owner', { favoriteSources: ['deezer'] });
  await insertManagement(db, { memberId: owner.id, accountId: artist.id, accessHash: access });
  const teammate = await member('teammate', { favoriteSources: ['deezer'] });
  await insertManagement(db, {
    memberId: teammate.id,
    accountId: artist.id,
    managementType: 'secondary',
    accessHash: access,
  });
  await member('other');
  await member('admin', { isAdmin: true });
  await member('beta', { isBetaTester: true });
});
afterAll(async () => {
  await test?.close();
});

function call(
  who: Who | null,
  method: 'GET' | 'PUT',
  path: string,
  options: { body?: unknown; host?: string } = {},
) {
  return test.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
      ...(options.host ? { host: options.host } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

async function tiersOf(who: Who, host?: string) {
  const response = await call(who, 'GET', '/members/activity_settings', { host });
  expect(response.statusCode).toBe(200);
  const rows = response.json().activitySettings as { sourceId: string; tier: number }[];
  return Object.fromEntries(rows.map((row) => [row.sourceId, row.tier]));
}

async function favoritesOf(who: Who) {
  const response = await call(who, 'GET', '/members/favorite_sources');
  expect(response.statusCode).toBe(200);
  return response.json() as { favoriteSources: string[]; choices: { sourceId: string }[] };
}

async function feedTiers(who: Who, source: string) {
  const seen: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const response = await call(
      who,
      'GET',
      `/activities/index?idUnique=${artistIdUnique}&source=${source}&page=${page}`,
    );
    expect(response.statusCode).toBe(200);
    const body = ZActivitiesResponse.parse(response.json());
    seen.push(...body.tracks.map((item) => `${item.sourceId}:${item.tier}`));
    if (body.noMoreLoadableItems) break;
  }
  return seen;
}

describe('authorization: settings are per member (anonymous 401, each only their own)', () => {
  it.each([
    ['GET', '/members/activity_settings', undefined],
    ['PUT', '/members/update_activity_settings', { sourceId: 'spotify', tier: 1 }],
    ['GET', '/members/favorite_sources', undefined],
    ['PUT', '/members/update_favorite_sources', { sourceIds: ['spotify'] }],
  ] as const)('anonymous %s %s is 401 with a message', async (method, path, body) => {
    const response = await call(null, method, path, { body });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('owner, teammate, another member and admin each change only their own tiers', async () => {
    const changes: [Who, string, number][] = [
      ['owner', 'spotify', 1],
      ['teammate', 'spotify', 3],
      ['other', 'deezer', 2],
      ['admin', 'tiktok', 1],
    ];
    for (const [who, sourceId, tier] of changes) {
      const response = await call(who, 'PUT', '/members/update_activity_settings', {
        body: { sourceId, tier },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/now shows (Top End|Mid Range|High Pass) activities/);
    }
    expect(await tiersOf('owner')).toMatchObject({ spotify: 1, deezer: 4, tiktok: 4 });
    expect(await tiersOf('teammate')).toMatchObject({ spotify: 3, deezer: 4, tiktok: 4 });
    expect(await tiersOf('other')).toMatchObject({ spotify: 4, deezer: 2, tiktok: 4 });
    expect(await tiersOf('admin')).toMatchObject({ spotify: 4, deezer: 4, tiktok: 1 });
  });

  it('owner, teammate, another member and admin each change only their own favorites', async () => {
    const changes: [Who, string[]][] = [
      ['owner', ['tidal', 'spotify']],
      ['teammate', ['radio']],
      ['other', []],
      ['admin', ['youtube', 'deezer', 'spotify']],
    ];
    for (const [who, sourceIds] of changes) {
      const response = await call(who, 'PUT', '/members/update_favorite_sources', {
        body: { sourceIds },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().favoriteSources).toEqual(sourceIds);
    }
    for (const [who, sourceIds] of changes) {
      expect((await favoritesOf(who)).favoriteSources).toEqual(sourceIds);
    }
  });
});

describe('PUT /members/update_activity_settings (spec §9)', () => {
  it.each([
    [{ sourceId: 'nope', tier: 1 }, "'nope' is not a source with activity settings."],
    [{ sourceId: 'overview', tier: 1 }, "'overview' is not a source with activity settings."],
    [{ sourceId: 'musicbrainz', tier: 1 }, "'musicbrainz' is not a source with activity settings."],
    [{ sourceId: 'spotify', tier: 5 }, 'tier is 1 (Top End)'],
    [{ sourceId: 'spotify', tier: '1' }, 'tier is 1 (Top End)'],
    [{ tier: 1 }, 'Please choose a source.'],
  ])('refuses %j with a 400 and a message', async (body, message) => {
    const response = await call('other', 'PUT', '/members/update_activity_settings', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('lets a beta tester set a beta source (spec §6), and lists it for them only', async () => {
    const response = await call('beta', 'PUT', '/members/update_activity_settings', {
      body: { sourceId: 'musicbrainz', tier: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(await tiersOf('beta')).toMatchObject({ musicbrainz: 2 });
    expect(await tiersOf('other')).not.toHaveProperty('musicbrainz');
  });

  it("lists the product's sources: Radiostats its radio sources", async () => {
    expect(Object.keys(await tiersOf('other', 'radiostats.com'))).toEqual(['radio', 'siriusxm']);
  });
});

describe('PUT /members/update_favorite_sources (spec §3, §6, §9)', () => {
  it.each([
    [['spotify', 'nope'], "'nope' is not a source you can pick as a favorite."],
    [['favorites'], "'favorites' is not a source you can pick as a favorite."],
    [['musicbrainz'], "'musicbrainz' is not a source you can pick as a favorite."],
    [['spotify', 'spotify'], 'Spotify is chosen twice.'],
  ])('refuses %j with a 400 and a message', async (sourceIds, message) => {
    const response = await call('other', 'PUT', '/members/update_favorite_sources', {
      body: { sourceIds },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('a beta tester may pick beta sources, which only they are offered', async () => {
    expect((await favoritesOf('beta')).choices.map((c) => c.sourceId)).toContain('musicbrainz');
    expect((await favoritesOf('other')).choices.map((c) => c.sourceId)).not.toContain(
      'musicbrainz',
    );
    const response = await call('beta', 'PUT', '/members/update_favorite_sources', {
      body: { sourceIds: ['musicbrainz', 'spotify'] },
    });
    expect(response.statusCode).toBe(200);
  });

  it("the refreshed login data and the feed's Favorite Sources tab follow them (spec §3, §4)", async () => {
    const save = (sourceIds: string[]) =>
      call('teammate', 'PUT', '/members/update_favorite_sources', { body: { sourceIds } });
    expect((await save(['spotify'])).statusCode).toBe(200);
    const refreshed = await call('teammate', 'GET', '/members/refresh_user');
    expect(refreshed.json().favoriteSources).toEqual(['spotify']);
    const sources = new Set((await feedTiers('teammate', 'favorites')).map((s) => s.split(':')[0]));
    expect(sources).toEqual(new Set(['spotify']));
    expect((await save(['deezer', 'spotify'])).statusCode).toBe(200);
    const both = new Set((await feedTiers('teammate', 'favorites')).map((s) => s.split(':')[0]));
    expect(both).toEqual(new Set(['spotify', 'deezer']));
  });
});

describe('the feed applies the activity settings (spec §4, §9)', () => {
  it('Spotify at Top End: the Spotify feed shows only Top End items, the next page on', async () => {
    const save = (tier: number) =>
      call('owner', 'PUT', '/members/update_activity_settings', {
        body: { sourceId: 'spotify', tier },
      });
    expect((await save(4)).statusCode).toBe(200);
    expect(new Set(await feedTiers('owner', 'spotify'))).toEqual(
      new Set(['spotify:1', 'spotify:2', 'spotify:3', 'spotify:4']),
    );
    expect((await save(1)).statusCode).toBe(200);
    const spotify = await feedTiers('owner', 'spotify');
    expect(spotify).toHaveLength(TOTAL / 2 / 4);
    expect(new Set(spotify)).toEqual(new Set(['spotify:1']));
    // Overview: Spotify at Top End, Deezer still at every tier.
    const overview = await feedTiers('owner', 'overview');
    expect(new Set(overview)).toEqual(
      new Set(['spotify:1', 'deezer:1', 'deezer:2', 'deezer:3', 'deezer:4']),
    );
    expect(overview).toHaveLength(TOTAL / 2 / 4 + TOTAL / 2);
    // The teammate's settings are theirs: their Spotify is at Mid Range (3).
    expect(new Set(await feedTiers('teammate', 'spotify'))).toEqual(
      new Set(['spotify:1', 'spotify:2', 'spotify:3']),
    );
  });
});
