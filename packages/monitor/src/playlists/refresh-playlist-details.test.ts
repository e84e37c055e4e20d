import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import {
  createWorld,
  playlistDescription,
  startWorldServer,
  type WorldServer,
} from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext } from '../../test/monitor-fixture';
import { loadTrackIds, syncCatalogue } from '../catalogue/sync-catalogue';
import { DETAILS_EVERY_DAYS, detailsDue } from './fetch-playlist-batch';
import { refreshAllPlaylists } from './refresh-all-playlists';

// Issue 24: a curator who rewrites a playlist's description and leaves its tracks alone keeps its
// snapshot, so the monitor re-reads the details of unchanged playlists too, each on its weekly
// details day; the world's curators edit descriptions (weekly for editorial playlists) without
// touching tracks, which is the ground truth here.
let connection: Connection;
let server: WorldServer;
beforeAll(async () => {
  connection = await openTestDatabase();
}, 240_000);
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

describe("an unchanged playlist's details are read again on its details day (issue 24)", () => {
  it('picks up a description edited with the tracks untouched, one request per playlist due', {
    timeout: 300_000,
  }, async () => {
    const world = createWorld({ seed: 65, scale: 0.02, days: 2, startDate: '2024-05-01' });
    server = await startWorldServer(world, { port: 0 });
    const context = monitorContext(connection.db, server.url);
    const { playlists } = world.state;
    const read = async () => {
      const { date } = await context.world.status();
      await syncCatalogue(context);
      await refreshAllPlaylists(context, await loadTrackIds(context.db), date);
      return date;
    };
    const firstDay = world.day;
    await read();
    const versions = new Map<number, number>();
    for (let index = 0; index < playlists.count; index++) {
      versions.set(index, playlists.version[index]!);
    }
    // A week later, with no reading in between: every details day has come once.
    for (let day = 0; day < DETAILS_EVERY_DAYS; day++) world.advanceDay();
    // Counted: the playlist objects (details) the monitor asks the platform for.
    const asked: string[] = [];
    const platformPlaylist = context.world.playlist.bind(context.world);
    context.world.playlist = (id: string) => {
      asked.push(id);
      return platformPlaylist(id);
    };
    const date = await read();
    const stored = await queryRows<{ id: number; external_id: string; description: string }>(
      connection.db,
      sql`select id, external_id, description from playlists where source = 'spotify'`,
    );
    expect(stored.length).toBeGreaterThan(50);
    const due = stored.filter((row) => detailsDue(Number(row.id), date));
    // About a seventh of the watched playlists, each asked for once, and no other.
    expect(due.length).toBeGreaterThan(stored.length / 14);
    expect(due.length).toBeLessThan(stored.length / 3);
    expect([...asked].sort()).toEqual(due.map((row) => row.external_id).sort());

    let editedUnchanged = 0;
    for (const row of stored) {
      const index = playlists.indexById.get(row.external_id)!;
      const then = playlistDescription(world.state, index, firstDay);
      const now = playlistDescription(world.state, index, world.day);
      if (detailsDue(Number(row.id), date)) {
        expect(row.description, row.external_id).toBe(now);
        if (then !== now && versions.get(index) === playlists.version[index]) editedUnchanged++;
      } else {
        // Not on its details day: the description read a week ago, until its day comes.
        expect(row.description, row.external_id).toBe(then);
      }
    }
    // The case this is about happened: descriptions edited on playlists whose tracks (and
    // snapshot) stayed as they were, read on their details day.
    console.info(
      `details re-read: ${due.length} of ${stored.length} playlists due, ${editedUnchanged} with a description edited and the tracks untouched`,
    );
    expect(editedUnchanged).toBeGreaterThan(0);
  });
});
