import { constants, getPriority } from 'node:os';
import { type Connection, queryRows } from '@songstats/db';
import {
  insertAccount,
  insertPlaylist,
  insertPlaylistEntry,
  insertTrack,
} from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorContext } from '../context';
import { applyPlaylistBatch } from './apply-playlist-batch';
import type { FetchedPlaylist } from './fetch-playlist-batch';
import { dayNumber } from './packed-members';
import {
  type PlaylistWriteThread,
  startPlaylistWrites,
  startPlaylistWriteThread,
  WRITE_THREAD_NICENESS,
} from './playlist-write-thread';

let connection: Connection & { url?: string };
let context: MonitorContext;
let writeThread: PlaylistWriteThread | undefined;
beforeAll(async () => {
  connection = await openTestDatabase();
  context = {
    db: connection.db,
    world: undefined as never,
    log: { info: () => {}, warn: () => {} },
    concurrency: 1,
  };
});
afterAll(async () => {
  await writeThread?.close();
  await connection.close();
});

async function watchedPlaylist(trackCount: number) {
  const artist = await insertAccount(connection.db);
  const tracks = [];
  for (let index = 0; index < trackCount; index++) {
    tracks.push(await insertTrack(connection.db, { artistId: artist.id }));
  }
  const playlist = await insertPlaylist(connection.db, { followers: 48_000 });
  const fetched = (
    version: string,
    entries: { trackId: number; addedOn: string }[],
    firstSight = false,
  ): FetchedPlaylist => ({
    id: playlist.id,
    firstSight,
    version: {
      id: playlist.externalId,
      name: playlist.name,
      type: 'editorial',
      genres: ['pop'],
      snapshot_id: version,
      followers: 48_000,
      tracks_total: entries.length,
    },
    members: {
      trackIds: Int32Array.from(entries, (entry) => entry.trackId),
      days: Int32Array.from(entries, (entry) => dayNumber(entry.addedOn)),
    },
    curator: null,
  });
  return { playlist, tracks, fetched };
}

const entriesOf = (playlistId: number) =>
  queryRows<{ track_id: number; added_at: string }>(
    connection.db,
    sql`select track_id::int as track_id, to_char(added_at, 'YYYY-MM-DD') as added_at
        from playlist_entries where playlist_id = ${playlistId} order by track_id`,
  );

const activitiesOf = (playlistExternalId: string) =>
  queryRows<{ activity_type: string; track_id: number; activity_date: string }>(
    connection.db,
    sql`select activity_type, track_id::int as track_id, to_char(activity_date, 'YYYY-MM-DD') as activity_date
        from activities where details->>'playlistExternalId' = ${playlistExternalId}
        order by activity_type, track_id`,
  );

describe("applying a batch of playlists' new snapshots", () => {
  it('writes the entries, activities and snapshot of each change, and nothing the second time', async () => {
    const { playlist, tracks, fetched } = await watchedPlaylist(3);
    const [a, b, c] = tracks.map((track) => track.id) as [number, number, number];
    await applyPlaylistBatch(
      context,
      [
        fetched(
          'v1',
          [
            { trackId: a, addedOn: '2026-11-01' },
            { trackId: b, addedOn: '2026-11-02' },
          ],
          true,
        ),
      ],
      '2026-11-02',
      new Map(),
    );
    const second = fetched('v2', [
      { trackId: b, addedOn: '2026-11-02' },
      { trackId: c, addedOn: '2026-11-03' },
    ]);
    const applied = await applyPlaylistBatch(context, [second], '2026-11-03', new Map());
    expect(applied).toMatchObject({ changed: 1, added: 1, removed: 1, activities: 2 });
    expect(await entriesOf(playlist.id)).toEqual([
      { track_id: b, added_at: '2026-11-02' },
      { track_id: c, added_at: '2026-11-03' },
    ]);
    expect(await activitiesOf(playlist.externalId)).toContainEqual({
      activity_type: 'playlist_add',
      track_id: c,
      activity_date: '2026-11-03',
    });
    expect(await activitiesOf(playlist.externalId)).toContainEqual({
      activity_type: 'playlist_remove',
      track_id: a,
      activity_date: '2026-11-03',
    });
    expect(await applyPlaylistBatch(context, [second], '2026-11-03', new Map())).toMatchObject({
      added: 0,
      removed: 0,
      activities: 0,
    });
  });

  it('leaves exactly the new membership when removals and additions do not pair up', async () => {
    const { playlist, tracks, fetched } = await watchedPlaylist(5);
    const [a, b, c, d, e] = tracks.map((track) => track.id) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const on = (date: string, ...trackIds: number[]) =>
      trackIds.map((trackId) => ({ trackId, addedOn: date }));
    const steps = [
      { today: '2026-11-02', members: on('2026-11-02', a, b, c), counts: { added: 3, removed: 0 } },
      // Two removed, one added: one move and one removal.
      {
        today: '2026-11-03',
        members: [...on('2026-11-02', c), ...on('2026-11-03', d)],
        counts: { added: 1, removed: 2 },
      },
      // One removed, three added: one move and two additions.
      {
        today: '2026-11-04',
        members: [...on('2026-11-03', d), ...on('2026-11-04', a, b, e)],
        counts: { added: 3, removed: 1 },
      },
      // b is back with a new date, c is new, and a, d and e are gone: b moves onto itself (the
      // first removal, a, moving to b would meet b's row) and a moves to c.
      { today: '2026-11-05', members: on('2026-11-05', b, c), counts: { added: 2, removed: 4 } },
    ];
    for (const [index, step] of steps.entries()) {
      const applied = await applyPlaylistBatch(
        context,
        [fetched(`v${index + 1}`, step.members, index === 0)],
        step.today,
        new Map(),
      );
      expect(applied).toMatchObject(step.counts);
      if (index === 2) {
        expect(await entriesOf(playlist.id)).toEqual([
          { track_id: a, added_at: '2026-11-04' },
          { track_id: b, added_at: '2026-11-04' },
          { track_id: d, added_at: '2026-11-03' },
          { track_id: e, added_at: '2026-11-04' },
        ]);
      }
    }
    expect(await entriesOf(playlist.id)).toEqual([
      { track_id: b, added_at: '2026-11-05' },
      { track_id: c, added_at: '2026-11-05' },
    ]);
  });

  it('moves an entry onto a row that is there already by deleting and keeping that row', async () => {
    const { playlist, tracks, fetched } = await watchedPlaylist(2);
    const [a, b] = tracks.map((track) => track.id) as [number, number];
    await applyPlaylistBatch(
      context,
      [fetched('v1', [{ trackId: a, addedOn: '2026-11-02' }], true)],
      '2026-11-02',
      new Map(),
    );
    // Another monitor's row the stored snapshot does not know of: the move from a to b meets it.
    await insertPlaylistEntry(connection.db, {
      playlistId: playlist.id,
      trackId: b,
      addedAt: '2026-11-01',
    });
    const change = fetched('v2', [{ trackId: b, addedOn: '2026-11-03' }]);
    expect(await applyPlaylistBatch(context, [change], '2026-11-03', new Map())).toMatchObject({
      added: 1,
      removed: 1,
      activities: 2,
    });
    expect(await entriesOf(playlist.id)).toEqual([{ track_id: b, added_at: '2026-11-03' }]);
  });

  it('adds the new row of a move whose old row is not there', async () => {
    const { playlist, tracks, fetched } = await watchedPlaylist(3);
    const [a, b, c] = tracks.map((track) => track.id) as [number, number, number];
    const first = [
      { trackId: a, addedOn: '2026-11-02' },
      { trackId: b, addedOn: '2026-11-02' },
    ];
    await applyPlaylistBatch(context, [fetched('v1', first, true)], '2026-11-02', new Map());
    await connection.db.execute(
      sql`delete from playlist_entries where playlist_id = ${playlist.id} and track_id = ${a}`,
    );
    // a and b both move (to c, and onto b with a new date); a's row is gone.
    const change = fetched('v2', [
      { trackId: b, addedOn: '2026-11-03' },
      { trackId: c, addedOn: '2026-11-03' },
    ]);
    await applyPlaylistBatch(context, [change], '2026-11-03', new Map());
    expect(await entriesOf(playlist.id)).toEqual([
      { track_id: b, added_at: '2026-11-03' },
      { track_id: c, added_at: '2026-11-03' },
    ]);
  });

  it('skips entries and activities that are there already, writing the rest of the batch', async () => {
    // As if another monitor had written this change at the same time: rows are there that the
    // stored snapshot does not know of.
    const { playlist, tracks, fetched } = await watchedPlaylist(2);
    const [a, b] = tracks.map((track) => track.id) as [number, number];
    await applyPlaylistBatch(context, [fetched('v1', [], true)], '2026-11-02', new Map());
    await insertPlaylistEntry(connection.db, {
      playlistId: playlist.id,
      trackId: a,
      addedAt: '2026-11-01',
    });
    const change = fetched('v2', [
      { trackId: a, addedOn: '2026-11-03' },
      { trackId: b, addedOn: '2026-11-03' },
    ]);
    expect(await applyPlaylistBatch(context, [change], '2026-11-03', new Map())).toMatchObject({
      added: 2,
      activities: 2,
    });
    expect(await entriesOf(playlist.id)).toEqual([
      { track_id: a, added_at: '2026-11-03' },
      { track_id: b, added_at: '2026-11-03' },
    ]);

    await connection.db.execute(
      sql`update playlist_snapshots set snapshot_id = 'v1', members = ''::bytea
          where playlist_id = ${playlist.id}`,
    );
    expect(await applyPlaylistBatch(context, [change], '2026-11-03', new Map())).toMatchObject({
      added: 2,
      activities: 0,
    });
    expect(await activitiesOf(playlist.externalId)).toEqual([
      { activity_type: 'playlist_add', track_id: a, activity_date: '2026-11-03' },
      { activity_type: 'playlist_add', track_id: b, activity_date: '2026-11-03' },
    ]);
    expect(await entriesOf(playlist.id)).toHaveLength(2);
  });
});

// On PostgreSQL the monitor writes on a worker thread with its own connections; on the embedded
// database, in this thread. The same batches give the same rows either way.
describe("a cycle's playlist writes", () => {
  it("apply batches with the tracks' owners, and go on after a batch that fails", async () => {
    const mainPriority = getPriority();
    writeThread = connection.url ? await startPlaylistWriteThread(connection.url) : undefined;
    if (writeThread) {
      // The thread gives way to the fetching: its own priority is lowered, the process's is not.
      expect(writeThread.priority).toBe(
        Math.min(mainPriority + WRITE_THREAD_NICENESS, constants.priority.PRIORITY_LOW),
      );
      expect(getPriority()).toBe(mainPriority);
    }
    const cycleContext = { ...context, playlistWriteThread: writeThread };
    const { playlist, tracks, fetched } = await watchedPlaylist(2);
    const [a, b] = tracks.map((track) => track.id) as [number, number];
    const trackIds = new Map(tracks.map((track) => [track.idUnique, track.id]));
    const writes = await startPlaylistWrites(cycleContext, trackIds, '2026-11-03');

    const missing = fetched('v1', [{ trackId: a, addedOn: '2026-11-03' }]);
    await expect(writes.apply([{ ...missing, id: -1 }])).rejects.toThrow(
      /insert into playlist_snapshots/,
    );
    const applied = await writes.apply([
      fetched('v1', [
        { trackId: a, addedOn: '2026-11-03' },
        { trackId: b, addedOn: '2026-11-03' },
      ]),
    ]);
    writes.end();
    expect(applied).toMatchObject({ changed: 1, added: 2, removed: 0, activities: 2 });
    expect(await entriesOf(playlist.id)).toEqual([
      { track_id: a, added_at: '2026-11-03' },
      { track_id: b, added_at: '2026-11-03' },
    ]);
    const owners = await queryRows<{ account_id: number | null }>(
      connection.db,
      sql`select a.account_id::int as account_id from activities a
          where a.details->>'playlistExternalId' = ${playlist.externalId}`,
    );
    const performers = await queryRows<{ account_id: number }>(
      connection.db,
      sql`select account_id::int as account_id from track_artists
          where track_id = ${a} and role = 'primary'`,
    );
    expect(owners).toHaveLength(2);
    expect(owners.map((row) => row.account_id)).toContain(performers[0]?.account_id);
  });
});
