import { type Connection, listPlaylistTracks, queryRows } from '@songstats/db';
import { insertAccount, insertPlaylist, insertTrack } from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorContext } from '../context';
import { createWorldClient } from '../world/world-client';
import { applyPlaylistBatch } from './apply-playlist-batch';
import type { FetchedPlaylist } from './fetch-playlist-batch';
import { membershipOf } from './packed-members';
import { platformReader } from './platform-playlists';

// Issue 21: an add date the platform does not know (none, or Spotify's epoch) stays unknown: not
// 1970, and not the day the monitor happened to see the entry.

const answer = (body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;

describe('an add date the platform does not know', () => {
  it('is read from the world as unknown when it is the epoch or missing', async () => {
    const world = createWorldClient('http://world.test', {
      attempts: 1,
      fetch: answer({
        items: [
          { added_at: '1970-01-01T00:00:00Z', track: { id: 'epoch' } },
          { added_at: null, track: { id: 'missing' } },
          { added_at: '2026-11-20T08:15:00Z', track: { id: 'dated' } },
          { added_at: '2026-11-21T09:00:00Z', track: null },
        ],
        next: null,
      }),
    });
    expect((await world.playlistMembership('p1')).entries).toEqual([
      { trackId: 'epoch', addedOn: null },
      { trackId: 'missing', addedOn: null },
      { trackId: 'dated', addedOn: '2026-11-20' },
    ]);
  });

  it("is kept unknown by another platform's reader, not dated the day it is seen", async () => {
    const read = platformReader({
      playlist: async (id) => ({
        id,
        name: 'Quiet Storm',
        followers: 1200,
        snapshotId: 's1',
        ownerName: 'Deezer',
        entries: [
          { trackId: '1', isrc: 'USAAA2600001', addedOn: null },
          { trackId: '2', isrc: 'USAAA2600002', addedOn: '2026-10-02' },
          { trackId: '3', addedOn: '2026-10-03' },
        ],
      }),
    });
    expect(await read('pl1')).toEqual({
      membership: {
        entries: [
          { trackId: 'USAAA2600001', addedOn: null },
          { trackId: 'USAAA2600002', addedOn: '2026-10-02' },
        ],
      },
      ownerName: 'Deezer',
    });
  });

  describe('stored', () => {
    let connection: Connection;
    let context: MonitorContext;
    beforeAll(async () => {
      connection = await openTestDatabase();
      context = {
        db: connection.db,
        world: undefined as never,
        log: { info: () => {}, warn: () => {} },
        concurrency: 1,
      };
    });
    afterAll(() => connection.close());

    it('stays unknown in the entries and the Playlist Checker; a later add of one is news dated the day seen', async () => {
      const artist = await insertAccount(connection.db);
      // One after another, so their ids (the entries' order) are a < b < c; inserted at once on
      // PostgreSQL's pool they were not always.
      const a = await insertTrack(connection.db, { artistId: artist.id });
      const b = await insertTrack(connection.db, { artistId: artist.id });
      const c = await insertTrack(connection.db, { artistId: artist.id });
      const playlist = await insertPlaylist(connection.db, { followers: 9_000 });
      const fetched = (
        version: string,
        entries: { trackId: number; addedOn: string | null }[],
        firstSight: boolean,
      ): FetchedPlaylist => ({
        id: playlist.id,
        firstSight,
        source: 'deezer',
        version: {
          id: playlist.externalId,
          name: playlist.name,
          type: 'editorial',
          genres: [],
          snapshot_id: version,
          followers: 9_000,
          tracks_total: entries.length,
        },
        members: membershipOf(entries),
        curator: null,
      });
      const entries = () =>
        queryRows<{ track_id: number; added_at: string | null }>(
          connection.db,
          sql`select track_id::int as track_id, to_char(added_at, 'YYYY-MM-DD') as added_at
            from playlist_entries where playlist_id = ${playlist.id} order by track_id`,
        );
      const activities = () =>
        queryRows<{ track_id: number; activity_date: string }>(
          connection.db,
          sql`select track_id::int as track_id, to_char(activity_date, 'YYYY-MM-DD') as activity_date
            from activities where details->>'playlistExternalId' = ${playlist.externalId}
              and activity_type = 'playlist_add' order by track_id`,
        );

      // First sight: an entry of unknown date is history (nothing says it is recent), one dated
      // within the window is news.
      const first = fetched(
        'v1',
        [
          { trackId: a.id, addedOn: null },
          { trackId: b.id, addedOn: '2026-11-20' },
        ],
        true,
      );
      await applyPlaylistBatch(context, [first], '2026-11-21', new Map());
      expect(await entries()).toEqual([
        { track_id: a.id, added_at: null },
        { track_id: b.id, added_at: '2026-11-20' },
      ]);
      expect(await activities()).toEqual([{ track_id: b.id, activity_date: '2026-11-20' }]);

      // Read again, unchanged: the unknown date is no change.
      const again = await applyPlaylistBatch(context, [first], '2026-11-22', new Map());
      expect(again).toMatchObject({ added: 0, removed: 0, activities: 0 });

      // A later add of unknown date: stored unknown, its activity dated the day it was seen.
      const later = fetched(
        'v2',
        [
          { trackId: a.id, addedOn: null },
          { trackId: b.id, addedOn: '2026-11-20' },
          { trackId: c.id, addedOn: null },
        ],
        false,
      );
      await applyPlaylistBatch(context, [later], '2026-11-23', new Map());
      expect(await entries()).toEqual([
        { track_id: a.id, added_at: null },
        { track_id: b.id, added_at: '2026-11-20' },
        { track_id: c.id, added_at: null },
      ]);
      expect(await activities()).toEqual([
        { track_id: b.id, activity_date: '2026-11-20' },
        { track_id: c.id, activity_date: '2026-11-23' },
      ]);

      // The Playlist Checker lists them with no date (unknown first), never 1970 or a made-up day.
      const listed = await listPlaylistTracks(connection.db, playlist.id, null);
      expect(listed.map((track) => [track.idUnique, track.addedAt])).toEqual([
        [a.idUnique, null],
        [c.idUnique, null],
        [b.idUnique, '2026-11-20'],
      ]);
    });
  });
});
