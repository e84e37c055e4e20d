import { encodeRequestStamp, ZTrackCommentsResponse } from '@songstats/contract';
import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
const tokens: Record<string, string> = {};
const ids = { artist: '', track: '', secret: '' };

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Comment Artist' });
  const other = await insertAccount(db, { name: 'Other Artist' });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Loud Song' });
  const secret = await insertTrack(db, { artistId: other.id, title: 'Secret Song' });
  Object.assign(ids, { artist: artist.idUnique, track: track.idUnique, secret: secret.idUnique });
  // 55 YouTube comments an hour apart, one SoundCloud comment, one on the other member's track.
  await db.execute(sql`
    insert into track_comments (track_id, source, external_id, author, text, posted_at)
    select ${track.id}, 'youtube', 'yt-' || n, '@fan' || n, 'Comment number ' || n,
      timestamptz '2026-03-01 00:00:00+00' + n * interval '1 hour'
    from generate_series(1, 55) as n`);
  await db.execute(sql`
    insert into track_comments (track_id, source, external_id, author, text, posted_at) values
      (${track.id}, 'soundcloud', 'sc-1', 'lofi_lena', 'The bassline is everything',
        '2026-03-02 10:00:00+00'),
      (${secret.id}, 'youtube', 'yt-secret', '@spy', 'Secret comment', '2026-03-02 10:00:00+00')`);

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

function call(who: string | null, trackId: string, query: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/analytics_track/${trackId}/comments?${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function comments(who: string, trackId: string, query: string) {
  const response = await call(who, trackId, query);
  expect(response.statusCode).toBe(200);
  return ZTrackCommentsResponse.parse(response.json());
}

describe('analytics_track/{trackId}/comments (spec §3, §7; issue 21)', () => {
  it('lists the newest 50 YouTube comments of the track and counts them all', async () => {
    const body = await comments('owner', ids.track, `source=youtube&idUnique=${ids.artist}`);
    expect(body.hasAccess).toBe(true);
    expect(body.commentData.total).toBe(55);
    expect(body.commentData.comments).toHaveLength(50);
    expect(body.commentData.comments[0]).toEqual({
      author: '@fan55',
      text: 'Comment number 55',
      date: '2026-03-03T07:00:00Z',
    });
    expect(body.commentData.comments.at(-1)?.author).toBe('@fan6');
    expect(JSON.stringify(body)).not.toContain('Secret comment');
  });

  it("keeps each platform's comments to its tab, none where the platform has none", async () => {
    const soundcloud = await comments('owner', ids.track, 'source=soundcloud');
    expect(soundcloud.commentData).toEqual({
      comments: [
        { author: 'lofi_lena', text: 'The bassline is everything', date: '2026-03-02T10:00:00Z' },
      ],
      total: 1,
    });
    const tiktok = await comments('owner', ids.track, 'source=tiktok');
    expect(tiktok.commentData).toEqual({ comments: [], total: 0 });
  });

  it('shows a teammate and an admin the same comments as the owner', async () => {
    const owner = await comments('owner', ids.track, 'source=youtube');
    for (const who of ['teammate', 'admin']) {
      const body = await comments(who, ids.track, `source=youtube&idUnique=${ids.artist}`);
      expect(body.hasAccess, who).toBe(true);
      expect(body.commentData, who).toEqual(owner.commentData);
    }
  });

  it("gives another member none of the track's comments, and refuses anonymous callers", async () => {
    const response = await call('otherOwner', ids.track, 'source=youtube');
    expect(response.statusCode).toBe(200);
    const body = ZTrackCommentsResponse.parse(response.json());
    expect(body.hasAccess).toBe(false);
    expect(body.commentData).toEqual({ comments: [], total: 0 });
    expect((await call(null, ids.track, 'source=youtube')).statusCode).toBe(401);
  });

  it('answers a bad source or an unknown track with a 4xx and a message', async () => {
    const bad = await call('owner', ids.track, 'source=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    const unknown = await call('owner', 'notatrack', 'source=youtube');
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
  });
});
