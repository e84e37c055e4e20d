import { encodeRequestStamp, playlistCheckerEndpoints } from '@songstats/contract';
import { type Database, managements, playlists, queryRows, stateFollowerDay } from '@songstats/db';
import {
  checkPlaylists,
  insertAccount,
  insertCheckedPlaylists,
  insertLivePlan,
  insertManagement,
  insertMemberWithSession,
  insertPlaylist,
  insertPlaylistEntry,
  insertTeamSeat,
  insertTrack,
} from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { startTestApp, type TestApp } from '../../testing';
import { insertEveryone, type Who } from '../../testing-members';
import { limitReachedText } from './check-plan';
import { PLAYLIST_NOT_FOUND } from './playlist-page';

// Issue 24: the playlist page and the monthly checks through the real app on a real database,
// for each kind of caller: anonymous, the subscriber (owner), their teammate, a member without a
// plan, an admin.
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
let checked: typeof playlists.$inferSelect;
let fillers: (typeof playlists.$inferSelect)[] = [];
let ownTrackIdUnique = '';

function openPage(who: Who | null, sourceId: string, playlistId: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/playlist_checker/playlists/${encodeURIComponent(sourceId)}/${encodeURIComponent(playlistId)}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}
const page = async (who: Who | null, playlistId = checked.externalId) => {
  const response = await openPage(who, 'spotify', playlistId);
  expect(response.statusCode).toBe(200);
  return playlistCheckerEndpoints.playlist.response.parse(response.json());
};
const usage = (who: Who | null) =>
  test.app.inject({
    method: 'GET',
    url: '/api/v1/playlist_checker/usage',
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  await insertEveryone(db, null, tokens, ids);
  const artist = await insertAccount(db, { name: 'Checker Artist' });
  await insertManagement(db, { memberId: ids.owner!, accountId: artist.id });
  await insertLivePlan(db, ids.owner!, artist.id);
  await insertTeamSeat(db, { ownerId: ids.owner!, memberId: ids.teammate! });
  await syncMemberAccess(db, ids.owner!);
  await syncMemberAccess(db, ids.teammate!);

  checked = await insertPlaylist(db, {
    name: 'Checked Pop Hits',
    followers: 5000,
    genres: ['pop', 'dance'],
    ownerName: 'Curator Co',
    curatorName: 'Cora Curator',
    curatorEmail: 'cora@example.com',
    imageUrl: '/world-images/playlist.png',
  });
  await insertPlaylist(db, { followers: 10_000, genres: ['pop'] });
  await insertPlaylist(db, { followers: 7000, genres: ['rock'] });
  await insertPlaylist(db, { followers: 3000, genres: ['pop'] });
  await insertPlaylist(db, { source: 'deezer', followers: 900_000, genres: ['pop'] });
  // 120 more, to run the owner's month out (100 checks on an artist plan).
  fillers = await db
    .insert(playlists)
    .values(
      Array.from({ length: 120 }, (_, index) => ({
        source: 'spotify',
        externalId: `filler-${index + 1}`,
        name: `Filler ${index + 1}`,
        playlistType: 'listener' as const,
        followers: 100,
        genres: ['filler'],
      })),
    )
    .returning();

  const ownTrack = await insertTrack(db, { artistId: artist.id, title: 'Our Song' });
  const otherArtist = await insertAccount(db, { name: 'Someone Else' });
  const otherTrack = await insertTrack(db, { artistId: otherArtist.id, title: 'Their Song' });
  ownTrackIdUnique = ownTrack.idUnique;
  await insertPlaylistEntry(db, {
    playlistId: checked.id,
    trackId: otherTrack.id,
    addedAt: '2026-01-05',
  });
  await insertPlaylistEntry(db, {
    playlistId: checked.id,
    trackId: ownTrack.id,
    addedAt: '2026-02-10',
  });
  await db.execute(sql`insert into activities (key, source, activity_type, activity_date, track_id, activity_text)
    values (${`spotify:playlist_add:${checked.externalId}:${ownTrack.id}:2026-02-10`}, 'spotify',
      'playlist_add', '2026-02-10', ${ownTrack.id}, 'Added'),
    (${`spotify:playlist_remove:${checked.externalId}:${otherTrack.id}:2026-02-11`}, 'spotify',
      'playlist_remove', '2026-02-11', ${otherTrack.id}, 'Removed'),
    (${`spotify:playlist_add:other-list:${ownTrack.id}:2026-02-10`}, 'spotify',
      'playlist_add', '2026-02-10', ${ownTrack.id}, 'Added elsewhere')`);
  // Opening a database takes seconds, more while other test files share the two cores.
}, 240_000);
afterAll(async () => {
  await test?.close();
});

describe('the playlist page (issue 24)', () => {
  it('answers 404 with a message for an unknown playlist or platform', async () => {
    for (const [source, id] of [
      ['spotify', 'no-such-playlist'],
      ['deezer', checked.externalId],
    ] as const) {
      const response = await openPage('owner', source, id);
      expect([response.statusCode, response.json().message]).toEqual([404, PLAYLIST_NOT_FOUND]);
    }
    const bad = await openPage('owner', 'Not A Source!', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('shows anyone the playlist and its tracks, and locks ranks, growth, contact and activity', async () => {
    const body = await page(null);
    expect(body).toMatchObject({
      sourceId: 'spotify',
      playlistId: checked.externalId,
      hasAccess: false,
      hasExceededLimit: false,
      hasSubscriptionAccess: false,
      usage: null,
      message: TEXTS.modal.playlistCheckUnlock,
    });
    expect(body.playlistData).toMatchObject({
      name: 'Checked Pop Hits',
      ownerName: 'Curator Co',
      followersCount: 5000,
      trackCount: 2,
      url: `https://open.spotify.com/playlist/${checked.externalId}`,
      ranks: null,
      followerGrowth: null,
      contact: null,
      activity: null,
    });
    expect(JSON.stringify(body)).not.toContain('cora@example.com');
    expect(
      body.playlistData.tracks.map((track) => [track.position, track.title, track.isMine]),
    ).toEqual([
      [1, 'Their Song', false],
      [2, 'Our Song', false],
    ]);
  });

  it('locks it for a member without a plan, and counts nothing', async () => {
    const body = await page('other');
    expect([body.hasAccess, body.hasSubscriptionAccess, body.playlistData.ranks]).toEqual([
      false,
      false,
      null,
    ]);
    const count = await queryRows<{ n: number }>(
      test.connection.db,
      sql`select count(*)::int as n from playlist_checks where member_id = ${ids.other!}`,
    );
    expect(count[0]!.n).toBe(0);
  });

  it('opens it for a subscriber: ranks, contact, activity, their tracks highlighted, one check used', async () => {
    const body = await page('owner');
    expect([body.hasAccess, body.hasSubscriptionAccess, body.hasExceededLimit]).toEqual([
      true,
      true,
      false,
    ]);
    // Spotify: 10,000 and 7,000 above 5,000, of 124; pop: 10,000 above, of 3 (the Deezer one is
    // another platform's); dance: alone.
    expect(body.playlistData.ranks).toEqual({
      global: { rank: 3, of: 124 },
      genres: [
        { genre: 'pop', rank: 2, of: 3 },
        { genre: 'dance', rank: 1, of: 1 },
      ],
    });
    expect(body.playlistData.contact).toEqual({ name: 'Cora Curator', email: 'cora@example.com' });
    expect(
      body.playlistData.activity?.map((item) => [item.date, item.type, item.trackTitle]),
    ).toEqual([
      ['2026-02-11', 'playlist_remove', 'Their Song'],
      ['2026-02-10', 'playlist_add', 'Our Song'],
    ]);
    expect(body.playlistData.tracks.find((track) => track.isMine)?.idUnique).toBe(ownTrackIdUnique);
    expect(body.usage).toMatchObject({
      used: 1,
      limit: 100,
      text: '1 of 100 checks used this month',
    });
  });

  it('draws the daily follower growth from the followers the monitor wrote', async () => {
    const { db } = test.connection;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // The monitor states the platform's day it read the followers on (migration 0046); the
    // first reading (the insert, which states none) is today's.
    const readOn = (readDay: string, followers: number) =>
      db.transaction(async (tx) => {
        await stateFollowerDay(tx as unknown as Database, readDay);
        await tx.update(playlists).set({ followers }).where(eq(playlists.id, checked.id));
      });
    await readOn(day(2), 5200);
    await readOn(day(4), 5400);
    // A write that leaves followers alone records nothing.
    await db
      .update(playlists)
      .set({ name: 'Checked Pop Hits' })
      .where(eq(playlists.id, checked.id));
    const body = await page('owner');
    expect(body.playlistData.followerGrowth).toEqual([
      { day: day(0), followers: 5000 },
      { day: day(1), followers: 5000 },
      { day: day(2), followers: 5200 },
      { day: day(3), followers: 5200 },
      { day: day(4), followers: 5400 },
    ]);
    expect(body.usage?.used).toBe(1);
  });

  it('ends the growth on the last day the monitor observed the playlist, not on its last change', async () => {
    const { db } = test.connection;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // The monitor read Spotify's playlists on days 5 and 7 with this one's followers unchanged
    // since day 4 (a change would have written a row). Other platforms' and jobs' days do not
    // say it was read.
    await db.execute(sql`insert into monitor_job_days (job, day)
      values ('playlists:spotify', ${day(5)}), ('playlists:spotify', ${day(7)}),
        ('playlists:deezer', ${day(9)}), ('radio', ${day(9)})`);
    const growth = (await page('owner')).playlistData.followerGrowth!;
    expect(growth.map((point) => point.day)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((offset) => day(offset)),
    );
    expect(growth.slice(4).map((point) => point.followers)).toEqual([5400, 5400, 5400, 5400]);
    // Excluded from monitoring, it is no longer observed: the chart ends on its last reading.
    await db.execute(sql`insert into monitor_exclusions (kind, object_id, reason)
      values ('playlist', ${checked.id}, 'test')`);
    const excluded = (await page('owner')).playlistData.followerGrowth!;
    expect(excluded.at(-1)).toEqual({ day: day(4), followers: 5400 });
    await db.execute(sql`delete from monitor_exclusions where object_id = ${checked.id}`);
    await db.execute(sql`delete from monitor_job_days`);
  });

  it('gives a teammate the team plan with their own count, and an admin no limit', async () => {
    const teammate = await page('teammate');
    expect([teammate.hasAccess, teammate.usage?.text]).toEqual([
      true,
      '1 of 100 checks used this month',
    ]);
    expect(teammate.playlistData.tracks.find((track) => track.isMine)?.idUnique).toBe(
      ownTrackIdUnique,
    );
    const admin = await page('admin');
    expect([admin.hasAccess, admin.usage?.limit, admin.usage?.text]).toEqual([
      true,
      null,
      '1 check used this month',
    ]);
  });
});

describe('the monthly checks (spec §9)', () => {
  it('counts distinct playlists to the limit, refuses the next, and keeps checked ones open', async () => {
    const { db } = test.connection;
    // 98 more checks of this month, as the page counts them: 99 of 100 used.
    const used = await checkPlaylists(
      db,
      ids.owner!,
      fillers.slice(0, 98).map((filler) => filler.id),
      100,
    );
    expect(used).toBe(99);
    const last = await page('owner', 'filler-100');
    expect([last.hasAccess, last.usage?.text]).toEqual([true, '100 of 100 checks used this month']);
    const over = await page('owner', 'filler-101');
    expect(over).toMatchObject({
      hasAccess: false,
      hasExceededLimit: true,
      hasSubscriptionAccess: true,
      message: limitReachedText(100),
    });
    expect(over.playlistData.ranks).toBeNull();
    expect(over.playlistData.name).toBe('Filler 101');
    // Re-opening a playlist checked this month is free, the first one and the last one alike.
    for (const id of [checked.externalId, 'filler-100', 'filler-1']) {
      const again = await page('owner', id);
      expect([again.hasAccess, again.usage?.used]).toEqual([true, 100]);
    }
    const answer = await usage('owner');
    expect(answer.json()).toMatchObject({
      hasSubscriptionAccess: true,
      usage: { used: 100, limit: 100, text: '100 of 100 checks used this month' },
    });
    // The teammate's month is their own.
    expect((await page('teammate', 'filler-101')).hasAccess).toBe(true);
  });

  // 499 checks counted one by one as the page counts them: 14 s at a load of 21, over 30 s at 33.
  it('lets two openings at once take only the last check', { timeout: 120_000 }, async () => {
    const { db } = test.connection;
    const { member, token } = await insertMemberWithSession(db);
    tokens.other = token;
    const label = await insertAccount(db, { type: 'label', name: 'Checker Label' });
    await insertManagement(db, { memberId: member.id, accountId: label.id });
    await db
      .update(managements)
      .set({ accessHash: { songstats: 'direct', radiostats: 'direct' } })
      .where(eq(managements.memberId, member.id));
    // A bundled label plan: 500 checks; 499 used, each counted as the page counts it.
    await insertCheckedPlaylists(db, { memberId: member.id, count: 499, limit: 500 });
    const [{ n = 0 } = {}] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from playlist_checks where member_id = ${member.id}`,
    );
    expect(n).toBe(499);
    const both = await Promise.all([page('other', 'filler-110'), page('other', 'filler-111')]);
    expect(both.map((body) => body.hasAccess).sort()).toEqual([false, true]);
    expect(both.find((body) => body.hasAccess)?.usage?.text).toBe(
      '500 of 500 checks used this month',
    );
  });

  it('answers usage only to a member: 401 logged out, no plan for a member without one', async () => {
    const anonymous = await usage(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();
    const { token } = await insertMemberWithSession(test.connection.db);
    tokens.other = token;
    expect((await usage('other')).json()).toEqual({ hasSubscriptionAccess: false, usage: null });
    expect((await usage('admin')).json()).toMatchObject({ usage: { limit: null } });
  });
});
