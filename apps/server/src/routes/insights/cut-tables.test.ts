import { encodeRequestStamp, ZTrackBottomResponse } from '@songstats/contract';
import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// A track on more playlists than a table sends (500): the cut must hold the first rows of the
// asked sort, over all of the track's playlists, and an export must hold every row.
const PLAYLISTS = 530;
let test: TestApp;
let trackId = '';
let artistId = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Cut Artist' });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Cut Song' });
  trackId = track.idUnique;
  artistId = artist.idUnique;
  // Playlist n has n * 10 followers and a name that sorts backwards (P0530 ... P0001 ascending).
  await db.execute(
    sql`insert into playlists (source, external_id, name, playlist_type, followers)
        select 'spotify', 'cut' || n, 'P' || lpad((${PLAYLISTS} + 1 - n)::text, 4, '0'),
          'listener', n * 10
        from generate_series(1, ${PLAYLISTS}) as n`,
  );
  await db.execute(
    sql`insert into playlist_entries (playlist_id, track_id, added_at)
        select id, ${track.id}, now() from playlists where external_id like 'cut%'`,
  );
  for (const [name, canExport] of [
    ['owner', true],
    ['viewer', false],
  ] as const) {
    const created = await insertMemberWithSession(db);
    tokens[name] = created.token;
    await insertManagement(db, {
      memberId: created.member.id,
      accountId: artist.id,
      accessHash: { songstats: 'direct' },
      canExport,
    });
  }
  tokens.other = (await insertMemberWithSession(db)).token;
});
afterAll(async () => {
  await test?.close();
});

async function playlists(who: string, query: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/v1/analytics_track/${trackId}/bottom?source=spotify&idUnique=${artistId}&${query}`,
    headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${tokens[who]}` },
  });
  expect(response.statusCode).toBe(200);
  const table = ZTrackBottomResponse.parse(response.json()).tableData.find(
    (candidate) => candidate.id === 'playlists',
  )!;
  const at = (id: string) => table.columns.findIndex((column) => column.id === id);
  return {
    table,
    followers: table.rows.map((row) => row[at('followers')]!.value),
    names: table.rows.map((row) => row[at('playlist')]!.value),
  };
}

describe('a playlists table over more playlists than it sends', () => {
  it('sends the 500 most followed by default and counts them all', async () => {
    const { table, followers } = await playlists('owner', '');
    expect(table.rows).toHaveLength(500);
    expect(table.totalRows).toBe(PLAYLISTS);
    expect(followers[0]).toBe(PLAYLISTS * 10);
    expect(followers.at(-1)).toBe((PLAYLISTS - 499) * 10);
  });

  it('sends the least followed of all of them first when asked, not the cut of the default sort', async () => {
    const { followers } = await playlists('owner', 'sortBy=followers&sortOrder=asc');
    expect(followers[0]).toBe(10);
    expect(followers.at(-1)).toBe(5000);
  });

  it('cuts by another column over all rows too (names ascending)', async () => {
    const { names, followers } = await playlists('owner', 'sortBy=playlist&sortOrder=asc');
    expect(names[0]).toBe('P0001');
    expect(followers[0]).toBe(PLAYLISTS * 10);
    expect(names.at(-1)).toBe('P0500');
  });

  it('exports every row in the asked sort', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/scheduled_report_items/download_scheduled_report',
      headers: {
        'x-request-stamp': encodeRequestStamp(),
        authorization: `Bearer ${tokens.owner}`,
      },
      payload: {
        id_unique: artistId,
        track_id_unique: trackId,
        source: 'spotify',
        filter: 'playlists',
        sort_hash: { followers: 'asc' },
      },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.rawPayload.toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(PLAYLISTS + 1);
    expect(lines[1]).toContain('P0530');
    expect(lines.at(-1)).toContain('P0001');
  });

  it('keeps the sorted rows to members with access: others get no data, anonymous 401', async () => {
    const viewer = await playlists('viewer', 'sortBy=followers&sortOrder=asc');
    expect(viewer.followers[0]).toBe(10);
    const other = await test.app.inject({
      method: 'GET',
      url: `/api/v1/analytics_track/${trackId}/bottom?source=spotify&sortBy=followers&sortOrder=asc`,
      headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${tokens.other}` },
    });
    expect(JSON.stringify(other.json())).not.toContain('P0530');
    const anonymous = await test.app.inject({
      method: 'GET',
      url: `/api/v1/analytics_track/${trackId}/bottom?source=spotify&sortBy=followers&sortOrder=asc`,
      headers: { 'x-request-stamp': encodeRequestStamp() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
