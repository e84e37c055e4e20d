import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext } from '../../test/monitor-fixture';
import { loadTrackIds, syncCatalogue } from '../catalogue/sync-catalogue';
import type { MonitorContext } from '../context';
import { refreshAllPlaylists, storedPlaylists } from './refresh-all-playlists';

// Issue 24, the playlist page's follower growth (migration 0046, decision 040): a reading of a
// playlist's followers is dated with the platform's day the monitor read it on, which the
// monitor states, not the database's calendar nor a guess from the monitor's job tables. The
// world's calendar here lies years before ours, so a reading dated today is caught.
const START_DATE = '2024-03-01';

let connection: Connection;
let server: WorldServer;
beforeAll(async () => {
  connection = await openTestDatabase();
}, 240_000);
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

async function followerDays(db: Connection['db']) {
  const rows = await queryRows<{ external_id: string; day: string; followers: number }>(
    db,
    sql`select p.external_id, d.day::text as day, d.followers
        from playlist_follower_days d join playlists p on p.id = d.playlist_id
        where p.source = 'spotify'`,
  );
  return rows.map((row) => ({ ...row, followers: Number(row.followers) }));
}

/** One day's playlist reading as a cycle does it: the catalogue, then the playlists. */
async function readPlaylists(context: MonitorContext) {
  const { date } = await context.world.status();
  await syncCatalogue(context);
  await refreshAllPlaylists(context, await loadTrackIds(context.db), date);
  return date;
}

describe("the follower days are the monitor's days (issue 24)", () => {
  it('dates each reading with the platform day it was read on, and stores the description', {
    timeout: 300_000,
  }, async () => {
    const world = createWorld({ seed: 46, scale: 0.005, days: 2, startDate: START_DATE });
    server = await startWorldServer(world, { port: 0 });
    const context = monitorContext(connection.db, server.url);
    const { playlists } = world.state;
    const followersOf = (id: string, day = world.day) =>
      playlists.followers(playlists.indexById.get(id)!, day);

    const first = await readPlaylists(context);
    expect(first).toBe('2024-03-03');
    // Every watched playlist has one reading, of that day.
    const watched = [...(await storedPlaylists(connection.db)).keys()];
    expect(watched.length).toBeGreaterThan(10);
    const firstDays = await followerDays(connection.db);
    expect(firstDays.map((row) => row.external_id).sort()).toEqual([...watched].sort());
    for (const row of firstDays) {
      expect(row, row.external_id).toEqual({
        external_id: row.external_id,
        day: first,
        followers: followersOf(row.external_id),
      });
    }

    world.advanceDay();
    const second = await readPlaylists(context);
    expect(second).toBe('2024-03-04');
    const changed = watched.filter((id) => followersOf(id) !== followersOf(id, world.day - 1));
    expect(changed.length).toBeGreaterThan(0);
    const secondDays = (await followerDays(connection.db)).filter((row) => row.day !== first);
    expect(secondDays.map((row) => row.day)).toEqual(changed.map(() => second));
    expect(secondDays.map((row) => row.external_id).sort()).toEqual([...changed].sort());
    for (const row of secondDays) {
      expect(row.followers, row.external_id).toBe(followersOf(row.external_id));
    }

    // The description the platform gives, read with the curator on first sight.
    const sample = watched.slice(0, 5);
    const stored = await queryRows<{ external_id: string; description: string | null }>(
      connection.db,
      sql`select external_id, description from playlists
          where source = 'spotify' and external_id in (${sql.join(
            sample.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    expect(stored.length).toBe(sample.length);
    for (const row of stored) {
      const platform = await context.world.playlist(row.external_id);
      expect(platform.description, row.external_id).toMatch(/curated by/);
      expect(row.description, row.external_id).toBe(platform.description);
    }
  });
});
