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
import type { MonitorContext } from '../context';
import { detailsDue } from './fetch-playlist-batch';
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
      expect(platform.description, row.external_id).toBe(
        playlistDescription(world.state, playlists.indexById.get(row.external_id)!, world.day),
      );
      expect(row.description, row.external_id).toBe(platform.description);
    }
  });
});

describe('a description changed after the first read (issue 24)', () => {
  it("is read again with the playlist's next change on its details day, and an emptied one is cleared", {
    timeout: 300_000,
  }, async () => {
    // The world of the test above, read twice; its platform day is 2024-03-04.
    const context = monitorContext(connection.db, server.url);
    const { date } = await context.world.status();
    const rows = await queryRows<{ id: number; external_id: string; description: string }>(
      connection.db,
      sql`select p.id, p.external_id, p.description from playlists p
          join playlist_snapshots s on s.playlist_id = p.id
          where p.source = 'spotify' and p.description is not null order by p.id`,
    );
    const due = rows.filter((row) => detailsDue(Number(row.id), date)).slice(0, 2);
    const notDue = rows.find((row) => !detailsDue(Number(row.id), date))!;
    expect(due).toHaveLength(2);
    const [edited, emptied] = due as [(typeof rows)[0], (typeof rows)[0]];
    // As if the curator had edited them after our first read: what we stored differs from what
    // the platform says now, and (as on Spotify, where a details edit makes a new snapshot) their
    // snapshot changed.
    await connection.db.execute(sql`update playlists set description = 'An old description'
      where id in (${edited.id}, ${notDue.id})`);
    await connection.db.execute(sql`update playlist_snapshots set snapshot_id = 'edited'
      where playlist_id in (${edited.id}, ${emptied.id}, ${notDue.id})`);
    // The platform now gives no description for the second (Spotify answers "").
    const platformPlaylist = context.world.playlist.bind(context.world);
    context.world.playlist = async (id: string) => {
      const playlist = await platformPlaylist(id);
      return id === emptied.external_id ? { ...playlist, description: '' } : playlist;
    };
    await refreshAllPlaylists(context, await loadTrackIds(connection.db), date);
    const after = new Map(
      (
        await queryRows<{ id: number; description: string | null }>(
          connection.db,
          sql`select id, description from playlists
              where id in (${edited.id}, ${emptied.id}, ${notDue.id})`,
        )
      ).map((row) => [Number(row.id), row.description]),
    );
    expect(after.get(Number(edited.id))).toBe(
      (await platformPlaylist(edited.external_id)).description,
    );
    expect(after.get(Number(edited.id))).toMatch(/^.+: .+/);
    expect(after.get(Number(emptied.id))).toBeNull();
    // Not on its details day: read again on a later change (at most a week's wait).
    expect(after.get(Number(notDue.id))).toBe('An old description');
    // The whole refresh recorded the day it read Spotify's playlists: the page's growth ends there.
    const [read] = await queryRows<{ day: string }>(
      connection.db,
      sql`select max(day)::text as day from monitor_job_days where job = 'playlists:spotify'`,
    );
    expect(read?.day).toBe(date);
  });
});
