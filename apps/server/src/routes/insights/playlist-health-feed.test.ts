import { encodeRequestStamp, ZActivitiesResponse } from '@songstats/contract';
import { refreshPlaylistHealth } from '@songstats/db';
import {
  insertAccount,
  insertActivity,
  insertLivePlan,
  insertManagement,
  insertMemberWithSession,
  insertPlaylist,
  insertPlaylistEntry,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { startTestApp, type TestApp } from '../../testing';

// Issue 28 (decision 057): a playlist activity carries its playlist's health, computed by the
// monitor's refreshPlaylistHealth from the stored readings; a member may hide botted playlists
// from their own feed (server-enforced), and reads and sets only their own choice.
type Who = 'owner' | 'teammate' | 'other' | 'admin';
let test: TestApp;
const tokens = {} as Record<Who, string>;
let artistIdUnique = '';
let bottedExternalId = '';
const TODAY = '2026-03-31';

function dayBefore(days: number): string {
  return new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Health Artist' });
  const label = await insertAccount(db, { name: 'Paid Label', type: 'label' });
  artistIdUnique = artist.idUnique;
  const track = await insertTrack(db, { artistId: artist.id, title: 'Health Song' });
  // Stored as a real platform's playlist is (apart from the world's); its activity is Spotify's.
  const clean = await insertPlaylist(db, {
    name: 'Honest Mix',
    followers: 5_000,
    source: 'spotify_real',
  });
  const botted = await insertPlaylist(db, { name: 'Bought Hits', followers: 9_000 });
  await db.execute(sql`delete from playlist_follower_days`);
  // 40 days: the honest one grows 10 a day; the botted one too, plus 800 bought every 7 days
  // (29, 22, 15, 8 and 1 days ago: the last four in the 28-day window).
  for (let i = 39; i >= 0; i--) {
    const day = dayBefore(i);
    const bursts = i < 30 ? Math.floor((30 - i) / 7) + 1 : 0;
    await db.execute(sql`insert into playlist_follower_days (playlist_id, day, followers) values
      (${clean.id}, ${day}::date, ${5_000 + 10 * (39 - i)}),
      (${botted.id}, ${day}::date, ${1_000 + 10 * (39 - i) + 800 * bursts})`);
  }
  // The botted one's tracks are all recent adds from one label; the honest one's are old.
  for (let k = 0; k < 6; k++) {
    const paid = await insertTrack(db, { labelId: label.id });
    await insertPlaylistEntry(db, {
      playlistId: botted.id,
      trackId: paid.id,
      addedAt: dayBefore(k),
    });
    const old = await insertTrack(db, { labelId: label.id });
    await insertPlaylistEntry(db, { playlistId: clean.id, trackId: old.id, addedAt: '2025-06-01' });
  }
  bottedExternalId = botted.externalId;
  const health = await refreshPlaylistHealth(db, TODAY);
  expect(health.get(botted.id)?.verdict).toBe('botted');
  expect(health.get(clean.id)?.verdict).toBe('clean');
  for (const [playlist, date] of [
    [clean, '2026-03-30'],
    [botted, '2026-03-31'],
  ] as const) {
    await insertActivity(db, {
      trackId: track.id,
      source: 'spotify',
      activityType: 'playlist_add',
      activityDate: date,
      tier: 4,
      activityText: `Added to ${playlist.name}`,
      details: {
        playlistExternalId: playlist.externalId,
        playlistName: playlist.name,
        ...(playlist.source === 'spotify' ? {} : { playlistSource: playlist.source }),
      },
    });
  }
  const member = async (who: Who, values: Parameters<typeof insertMemberWithSession>[1] = {}) => {
    const created = await insertMemberWithSession(db, values);
    tokens[who] = created.token;
    return created.member;
  };
  const access = { songstats: 'direct' };
  const planned = await insertAccount(db, { name: 'Planned Artist' });
  const owner = await member('owner');
  await insertManagement(db, { memberId: owner.id, accountId: artist.id, accessHash: access });
  const teammate = await member('teammate');
  await insertManagement(db, {
    memberId: teammate.id,
    accountId: artist.id,
    managementType: 'secondary',
    accessHash: access,
  });
  await member('other');
  const admin = await member('admin', { isAdmin: true });
  // The admin holds a plan (of another artist), which includes playlist checks.
  await insertLivePlan(db, admin.id, planned.id);
  await syncMemberAccess(db, admin.id);
});
afterAll(async () => {
  await test?.close();
});

function call(who: Who | null, method: 'GET' | 'PUT', path: string, body?: unknown) {
  return test.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function feed(who: Who) {
  const response = await call(
    who,
    'GET',
    `/activities/index?idUnique=${artistIdUnique}&source=spotify&page=1`,
  );
  expect(response.statusCode).toBe(200);
  return ZActivitiesResponse.parse(response.json()).tracks;
}

describe('playlist health in the feed', () => {
  it('each playlist item carries its playlist health with the signals in words', async () => {
    const items = await feed('owner');
    expect(items.map((item) => [item.activityText, item.playlistHealth?.label])).toEqual([
      ['Added to Bought Hits', 'Botted'],
      ['Added to Honest Mix', 'Clean'],
    ]);
    expect(items[0]!.playlistHealth?.signals).toEqual([
      '4 follower jumps without matching streams',
      '100% of adds from one label',
      '100% of its tracks added in 28 days',
      'Followers per listener: not told by the platform',
    ]);
    expect(items[0]!.playlistHealth?.day).toBe(TODAY);
  });

  it('anonymous reading or setting feed settings is 401 with a message', async () => {
    for (const [method, path, body] of [
      ['GET', '/members/feed_settings', undefined],
      ['PUT', '/members/update_feed_settings', { hideBottedPlaylists: true }],
    ] as const) {
      const response = await call(null, method, path, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('bad input is a 400 with a message', async () => {
    const response = await call('owner', 'PUT', '/members/update_feed_settings', {
      hideBottedPlaylists: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('owner, teammate, another member and admin each set only their own; the feed follows', async () => {
    for (const who of ['owner', 'other', 'admin'] as const) {
      const response = await call(who, 'PUT', '/members/update_feed_settings', {
        hideBottedPlaylists: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        hideBottedPlaylists: true,
        message: 'Botted playlists are hidden from your feed.',
      });
    }
    const setting = async (who: Who) =>
      (await call(who, 'GET', '/members/feed_settings')).json().hideBottedPlaylists;
    expect(await setting('owner')).toBe(true);
    expect(await setting('teammate')).toBe(false);
    expect(await setting('admin')).toBe(true);
    // The owner's feed leaves the botted playlist out; the teammate's (not hiding) keeps it.
    expect((await feed('owner')).map((item) => item.activityText)).toEqual(['Added to Honest Mix']);
    expect((await feed('admin')).map((item) => item.activityText)).toEqual(['Added to Honest Mix']);
    expect((await feed('teammate')).map((item) => item.activityText)).toEqual([
      'Added to Bought Hits',
      'Added to Honest Mix',
    ]);
    const back = await call('owner', 'PUT', '/members/update_feed_settings', {
      hideBottedPlaylists: false,
    });
    expect(back.json().message).toBe('Botted playlists show in your feed again.');
    expect((await feed('owner')).map((item) => item.activityText)).toHaveLength(2);
  });

  it("the playlist page's checked part tells its health; without a check it stays locked", async () => {
    const open = (who: Who | null) =>
      test.app.inject({
        method: 'GET',
        url: `/api/v1/playlist_checker/playlists/spotify/${bottedExternalId}`,
        headers: {
          'x-request-stamp': encodeRequestStamp(),
          ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
        },
      });
    const admin = await open('admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().playlistData.health).toMatchObject({ verdict: 'botted', label: 'Botted' });
    for (const who of [null, 'other'] as const) {
      const response = await open(who);
      expect(response.statusCode).toBe(200);
      expect(response.json().hasAccess, String(who)).toBe(false);
      expect(response.json().playlistData.health, String(who)).toBeNull();
    }
  });
});
