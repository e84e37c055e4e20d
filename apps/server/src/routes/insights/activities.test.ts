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

let test: TestApp;
const tokens: Record<string, string> = {};
let artistIdUnique = '';
let otherIdUnique = '';
let creatorIdUnique = '';
const otherTexts = new Set<string>();

// 60 activities of the artist's track over 20 days: tiers cycle 1, 2, 3, 4, null; sources cycle
// spotify, spotify, radio.
const TIERS = [1, 2, 3, 4, null] as const;
const SOURCES = ['spotify', 'spotify', 'radio'] as const;
const TOTAL = 60;
const visibleAt = (tier: number) =>
  Array.from({ length: TOTAL }, (_, i) => TIERS[i % 5] ?? null).filter(
    (t) => t !== null && t <= tier,
  ).length;

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const label = await insertAccount(db, { type: 'label', name: 'Feed Label' });
  const artist = await insertAccount(db, { name: 'Feed Artist' });
  const other = await insertAccount(db, { name: 'Someone Else' });
  const creator = await insertAccount(db, { type: 'creator', name: 'A Creator' });
  artistIdUnique = artist.idUnique;
  otherIdUnique = other.idUnique;
  creatorIdUnique = creator.idUnique;
  const track = await insertTrack(db, {
    artistId: artist.id,
    labelId: label.id,
    title: 'Feed Song',
  });
  const otherTrack = await insertTrack(db, { artistId: other.id, title: 'Secret Song' });
  for (let i = 0; i < TOTAL; i++) {
    const day = String(1 + Math.floor(i / 3)).padStart(2, '0');
    await insertActivity(db, {
      trackId: track.id,
      source: SOURCES[i % 3],
      activityType: i % 3 === 2 ? 'radio_spins' : 'playlist_add',
      activityDate: `2026-03-${day}`,
      tier: TIERS[i % 5],
      isHighlight: (TIERS[i % 5] ?? 9) <= 2,
      activityText: `Activity ${i}`,
      value: 1000 + i,
      details: { playlistName: `Playlist ${i}` },
    });
  }
  for (let i = 0; i < 5; i++) {
    const text = `Secret activity ${i}`;
    otherTexts.add(text);
    await insertActivity(db, { trackId: otherTrack.id, activityText: text, tier: 4 });
  }
  const member = async (
    name: string,
    values: Parameters<typeof insertMemberWithSession>[1] = {},
  ) => {
    const created = await insertMemberWithSession(db, values);
    tokens[name] = created.token;
    return created.member;
  };
  const owner = await member('owner', { favoriteSources: ['radio', 'not-a-source'] });
  await insertManagement(db, {
    memberId: owner.id,
    accountId: artist.id,
    accessHash: { songstats: 'direct', radiostats: 'direct' },
  });
  const picky = await member('picky');
  await insertManagement(db, {
    memberId: picky.id,
    accountId: artist.id,
    accessHash: { songstats: 'direct', radiostats: 'direct' },
    tier: 2,
  });
  const teammate = await member('teammate');
  await insertManagement(db, {
    memberId: teammate.id,
    accountId: artist.id,
    managementType: 'secondary',
    accessHash: { songstats: 'direct', radiostats: 'direct' },
  });
  const restricted = await member('restricted');
  await insertManagement(db, { memberId: restricted.id, accountId: other.id, accessHash: {} });
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

function feed(who: string | null, query: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/activities/index?${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function feedOk(who: string, query: string) {
  const response = await feed(who, query);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(ZActivitiesResponse.parse(body)).toEqual(body);
  return ZActivitiesResponse.parse(body);
}

describe('activities/index (spec §4, §7)', () => {
  it('pages the feed newest first, 25 a page, and echoes account and source', async () => {
    const first = await feedOk('owner', `idUnique=${artistIdUnique}`);
    expect(first).toMatchObject({
      accountIdUnique: artistIdUnique,
      sourceId: 'overview',
      hasAccess: true,
      page: 1,
      noMoreLoadableItems: false,
      tier: 4,
    });
    expect(first.tracks).toHaveLength(25);
    const dates = first.tracks.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.tracks[0]).toMatchObject({
      trackName: 'Feed Song',
      artistName: 'Feed Artist',
      labelName: 'Feed Label',
      isLocked: false,
      popupTitle: expect.stringMatching(/^Playlist \d+$/),
    });
    const pages = [first];
    for (let page = 2; page <= 3; page++) {
      pages.push(await feedOk('owner', `idUnique=${artistIdUnique}&page=${page}`));
    }
    const ids = pages.flatMap((page) => page.tracks.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(visibleAt(4));
    expect(pages[2]!.noMoreLoadableItems).toBe(true);
    expect(pages[2]!.nextCursor).toBeNull();
  });

  it('gives the same pages by keyset cursor as by page number', async () => {
    const byPage = [
      ...(await feedOk('owner', `idUnique=${artistIdUnique}&page=1`)).tracks,
      ...(await feedOk('owner', `idUnique=${artistIdUnique}&page=2`)).tracks,
    ];
    const first = await feedOk('owner', `idUnique=${artistIdUnique}`);
    const second = await feedOk(
      'owner',
      `idUnique=${artistIdUnique}&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect([...first.tracks, ...second.tracks].map((item) => item.id)).toEqual(
      byPage.map((item) => item.id),
    );
  });

  it("filters by the member's activity-settings tier (spec §9)", async () => {
    const all: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await feedOk('picky', `idUnique=${artistIdUnique}&page=${page}`);
      expect(body.tier).toBe(2);
      all.push(...body.tracks.map((item) => `${item.tier}`));
      if (body.noMoreLoadableItems) break;
    }
    expect(all).toHaveLength(visibleAt(2));
    expect(new Set(all)).toEqual(new Set(['1', '2']));
  });

  // Issue 21: the feed's tier control (Bassline, Mid Range, High Pass, Top End).
  it('filters by the tier asked for, narrowing the activity-settings tier, never widening it', async () => {
    const tiersOf = async (who: string, query: string) => {
      const seen: number[] = [];
      let applied = 0;
      for (let page = 1; page <= 3; page++) {
        const body = await feedOk(who, `idUnique=${artistIdUnique}&${query}&page=${page}`);
        applied = body.tier;
        seen.push(...body.tracks.map((item) => item.tier ?? 0));
        if (body.noMoreLoadableItems) break;
      }
      return { applied, seen };
    };
    for (const tier of [1, 2, 3, 4]) {
      const { applied, seen } = await tiersOf('owner', `tier=${tier}`);
      expect(applied).toBe(tier);
      expect(seen).toHaveLength(visibleAt(tier));
      expect(seen.every((seenTier) => seenTier >= 1 && seenTier <= tier)).toBe(true);
    }
    // The picky member chose High Pass in the activity settings: Bassline shows no more.
    expect(await tiersOf('picky', 'tier=4')).toEqual(await tiersOf('picky', 'tier=2'));
    expect((await tiersOf('picky', 'tier=4')).applied).toBe(2);
    expect((await tiersOf('picky', 'tier=1')).seen).toHaveLength(visibleAt(1));
    // One source too.
    const radio = await feedOk('owner', `idUnique=${artistIdUnique}&source=radio&tier=1`);
    expect(radio.tracks.length).toBeGreaterThan(0);
    expect(radio.tracks.every((item) => item.sourceId === 'radio' && item.tier === 1)).toBe(true);
  });

  it('answers the tier filter alike for every role that may read the feed, and locks the rest', async () => {
    for (const who of ['owner', 'teammate', 'pro', 'admin']) {
      const body = await feedOk(who, `idUnique=${artistIdUnique}&tier=1`);
      expect(body.hasAccess).toBe(true);
      expect(body.tracks.every((item) => item.tier === 1)).toBe(true);
    }
    const locked = await feedOk('restricted', `idUnique=${artistIdUnique}&tier=1`);
    expect(locked).toMatchObject({ hasAccess: false, tier: 1 });
    expect(locked.tracks.every((item) => item.isLocked)).toBe(true);
    expect((await feed(null, `idUnique=${artistIdUnique}&tier=1`)).statusCode).toBe(401);
  });

  it('reads one source, or the favorite sources the catalogue knows', async () => {
    const radio = await feedOk('owner', `idUnique=${artistIdUnique}&source=radio`);
    expect(radio.sourceId).toBe('radio');
    expect(radio.tracks.length).toBeGreaterThan(0);
    expect(radio.tracks.every((item) => item.sourceId === 'radio')).toBe(true);
    const favorites = await feedOk('owner', `idUnique=${artistIdUnique}&source=favorites`);
    expect(favorites.tracks.map((item) => item.id)).toEqual(radio.tracks.map((item) => item.id));
  });

  it('gives a restricted account locked placeholders and nothing of its activities', async () => {
    for (const [who, idUnique] of [
      ['restricted', artistIdUnique],
      ['restricted', otherIdUnique],
      ['owner', otherIdUnique],
    ] as const) {
      const response = await feed(who, `idUnique=${idUnique}`);
      const body = await feedOk(who, `idUnique=${idUnique}`);
      expect(body.hasAccess).toBe(false);
      expect(body.tracks).toHaveLength(6);
      for (const item of body.tracks) {
        expect(item).toMatchObject({
          isLocked: true,
          trackName: null,
          artistName: null,
          activityText: null,
          popupText: null,
        });
      }
      for (const text of [...otherTexts, 'Feed Song', 'Secret Song', 'Activity 1']) {
        expect(response.body).not.toContain(text);
      }
      expect((await feedOk(who, `idUnique=${idUnique}&page=2`)).tracks).toEqual([]);
    }
  });

  it('opens every artist and label to the Professional plan, but not creators', async () => {
    expect((await feedOk('pro', `idUnique=${artistIdUnique}`)).hasAccess).toBe(true);
    expect((await feedOk('pro', `idUnique=${creatorIdUnique}`)).hasAccess).toBe(false);
    expect((await feedOk('admin', `idUnique=${otherIdUnique}`)).hasAccess).toBe(true);
  });

  it('never mixes in another account’s activities', async () => {
    const body = await feedOk('pro', `idUnique=${otherIdUnique}`);
    expect(body.tracks.map((item) => item.activityText).sort()).toEqual([...otherTexts].sort());
    const own = await feedOk('owner', `idUnique=${artistIdUnique}&page=1`);
    expect(own.tracks.some((item) => otherTexts.has(item.activityText ?? ''))).toBe(false);
  });

  it.each([
    ['', 400],
    ['idUnique=nope', 404],
    ['idUnique=x&page=0', 400],
    ['idUnique=x&page=abc', 400],
    ['idUnique=x&source=myspace', 400],
    ['idUnique=x&cursor=yesterday', 400],
    ['idUnique=x&tier=0', 400],
    ['idUnique=x&tier=5', 400],
    ['idUnique=x&tier=top', 400],
    ['idUnique=x&tier=1.5', 400],
  ])('answers %s with %i and a message', async (query, status) => {
    const response = await feed('owner', query);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses anonymous callers', async () => {
    const response = await feed(null, `idUnique=${artistIdUnique}`);
    expect(response.statusCode).toBe(401);
  });

  it('locks radio without radio access and leaves it out of mixed feeds (spec §6)', async () => {
    const radio = await feedOk('pro', `idUnique=${artistIdUnique}&source=radio`);
    expect(radio.hasAccess).toBe(false);
    const all: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await feedOk('pro', `idUnique=${artistIdUnique}&page=${page}`);
      all.push(...body.tracks.map((item) => item.sourceId));
    }
    expect(all.length).toBeGreaterThan(0);
    expect(all).not.toContain('radio');
  });
});
