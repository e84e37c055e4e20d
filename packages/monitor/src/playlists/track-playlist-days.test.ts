import { pgArray, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import {
  createWorld,
  PLAYLIST_SOURCES,
  startWorldServer,
  type World,
  type WorldServer,
} from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CycleDriver,
  inProcessDriver,
  monitorContext,
  monitorSomeAccounts,
  queueDriver,
} from '../../test/monitor-fixture';
import { monitorAccounts, syncCatalogue } from '../catalogue/sync-catalogue';
import { loadStepInputs } from '../cycle-steps';
import { refreshPlatformPlaylists } from './platform-playlists';
import { refreshAllPlaylists } from './refresh-all-playlists';
import {
  PLAYLIST_HISTORY_SOURCES,
  REACH_STEP,
  recordSpotifyPlaylistDays,
  recordTrackPlaylistDays,
} from './track-playlist-days';

// Issue 21: the playlists of Spotify, Apple Music, Deezer, Amazon Music and Tidal a track is on,
// and their reach, over time, as the monitor read them day by day, against the world's own
// playlists.
const DAYS = 8;
let connection: Awaited<ReturnType<typeof openTestDatabase>>;
let server: WorldServer | undefined;
/** The second test's: its own database, world and monitor (a queue on PostgreSQL). */
let cycleConnection: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let cycleServer: WorldServer | undefined;
let driver: CycleDriver | undefined;
beforeAll(async () => {
  connection = await openTestDatabase();
}, 180_000);
afterAll(async () => {
  await driver?.stop();
  await Promise.all([server?.close(), cycleServer?.close()]);
  await Promise.all([connection?.close(), cycleConnection?.close()]);
});

/** Ground truth: per source and ISRC, the world's playlists holding the track and their reach. */
function worldCounts(world: World, sources = PLAYLIST_HISTORY_SOURCES) {
  const { playlists, tracks, day } = world.state;
  const counts = new Map<string, { playlists: number; reach: number }>();
  for (let p = 0; p < playlists.count; p++) {
    const source = PLAYLIST_SOURCES[playlists.source[p]!]!.source;
    if (!sources.includes(source)) continue;
    const followers = playlists.followers(p, day);
    for (const track of playlists.tracksOf(p)) {
      const key = `${source}:${tracks.isrcs[track]}`;
      const count = counts.get(key) ?? { playlists: 0, reach: 0 };
      count.playlists++;
      count.reach += followers;
      counts.set(key, count);
    }
  }
  return counts;
}

/** The monitor's values on `day`: each track's last row on or before it, by source and ISRC. */
async function storedCounts(day: string, db = connection.db) {
  const rows = await queryRows<{ key: string; playlists: number; reach: number }>(
    db,
    sql`select distinct on (d.source, d.track_id) d.source || ':' || t.isrc as key,
          d.playlists, d.reach::float8 as reach
        from track_playlist_days d join tracks t on t.id = d.track_id
        where d.day <= ${day}::date
        order by d.source, d.track_id, d.day desc`,
  );
  return new Map(
    rows
      .filter((row) => row.playlists > 0)
      .map((row) => [row.key, { playlists: row.playlists, reach: row.reach }]),
  );
}

describe('track playlists over time against the world', () => {
  it(`over ${DAYS} days, each day's count per track is the world's, its reach within ${REACH_STEP * 100}%`, async () => {
    const world = createWorld({ seed: 21, scale: 0.04, days: 0 });
    server = await startWorldServer(world, { port: 0 });
    const context = monitorContext(connection.db, server.url);
    await syncCatalogue(context);
    const labels = await queryRows<{ id_unique: string }>(
      connection.db,
      sql`select id_unique from accounts where type = 'label'`,
    );
    await monitorAccounts(
      connection.db,
      labels.map((row) => row.id_unique),
    );
    const changedCounts = new Map<string, number>();
    let compared = 0;
    let worstReach = 0;
    const written: Record<string, number>[] = [];
    for (let day = 0; day <= DAYS; day++) {
      if (day > 0) world.advanceDay();
      await syncCatalogue(context);
      const { trackIds } = await loadStepInputs(context);
      const before = await rowsBySource();
      // Spotify's playlists, then the step after them (on the queue: after all its shards).
      await refreshAllPlaylists(context, trackIds, world.date);
      await recordSpotifyPlaylistDays(connection.db, world.date);
      await refreshPlatformPlaylists(context, trackIds, world.date);
      const after = await rowsBySource();
      written.push(
        Object.fromEntries(
          PLAYLIST_HISTORY_SOURCES.map((source) => [
            source,
            (after.get(source) ?? 0) - (before.get(source) ?? 0),
          ]),
        ),
      );
      const truth = worldCounts(world);
      const stored = await storedCounts(world.date);
      // Every track the world has on these platforms' playlists is counted, and no other.
      expect([...stored.keys()].sort()).toEqual([...truth.keys()].sort());
      for (const [key, expected] of truth) {
        const got = stored.get(key)!;
        expect(got.playlists, key).toBe(expected.playlists);
        const off = Math.abs(got.reach - expected.reach) / Math.max(1, expected.reach);
        worstReach = Math.max(worstReach, off);
        expect(off, key).toBeLessThan(REACH_STEP);
        compared++;
      }
      const previous =
        day > 0 ? await storedCounts(world.state.calendar.dateOf(world.state.day - 1)) : null;
      if (previous) {
        for (const [key, value] of stored) {
          const source = key.slice(0, key.indexOf(':'));
          if (previous.get(key)?.playlists !== value.playlists) {
            changedCounts.set(source, (changedCounts.get(source) ?? 0) + 1);
          }
        }
      }
    }
    const perDay = (source: string) => written.map((day) => day[source]!);
    for (const source of PLAYLIST_HISTORY_SOURCES) {
      console.info(
        `${source}: ${changedCounts.get(source) ?? 0} count changes over ${DAYS} days, rows written per day ${perDay(source).join(', ')}`,
      );
    }
    console.info(
      `track playlists over ${DAYS} days: ${compared} (track, platform, day) values compared, worst reach ${(worstReach * 100).toFixed(2)}% off`,
    );
    for (const source of PLAYLIST_HISTORY_SOURCES) {
      // Every platform's counts moved (the comparison above saw changes, not a still series).
      expect(changedCounts.get(source) ?? 0, source).toBeGreaterThan(0);
      // After the first day, a day writes some of the tracks, not all of them again: on the
      // four smaller platforms a fraction; Spotify's counts change for most tracks each day in
      // the world (its playlists are many and busy), yet some stay.
      const [first, ...later] = perDay(source);
      expect(Math.max(...later), source).toBeLessThan(source === 'spotify' ? first! : first! / 2);
    }
    // No row repeats the track's previous one: each is a changed count or a reach moved 1%.
    const repeated = await queryRows<{ source: string; n: number }>(
      connection.db,
      sql`select source, count(*)::int as n from (
            select source, playlists, reach,
                   lag(playlists) over w as previous_playlists, lag(reach) over w as previous_reach
              from track_playlist_days window w as (partition by source, track_id order by day)
          ) x
          where playlists = previous_playlists
            and abs(reach - previous_reach) < greatest(1, previous_reach * ${REACH_STEP}::float8)
          group by source`,
    );
    expect(repeated).toEqual([]);

    // A day on which no playlist changed (the world held still, the monitor reads it again on
    // the next date) writes no row, on any platform.
    const nextDate = world.state.calendar.dateOf(world.state.day + 1);
    const before = await rowsBySource();
    await recordSpotifyPlaylistDays(connection.db, nextDate);
    for (const source of PLAYLIST_HISTORY_SOURCES) {
      if (source !== 'spotify') await recordTrackPlaylistDays(connection.db, source, nextDate);
    }
    expect(await rowsBySource()).toEqual(before);
  }, 600_000);
});

/** The rows of `track_playlist_days` by source. */
async function rowsBySource(db = connection.db): Promise<Map<string, number>> {
  const rows = await queryRows<{ source: string; n: number }>(
    db,
    sql`select source, count(*)::int as n from track_playlist_days group by source`,
  );
  return new Map(rows.map((row) => [row.source, row.n]));
}

// The step in the monitor as it runs: each cycle in this process on the embedded database; on
// PostgreSQL two queue workers share the day's steps, Spotify's playlists in three shards that
// run at once, and the last shard to finish counts them.
describe("Spotify's playlist counts in the monitor's cycle", () => {
  it('counts each day once all of its playlists are read, exactly, and marks the day read', async () => {
    cycleConnection = await openTestDatabase();
    const { db } = cycleConnection;
    const world = createWorld({ seed: 7, scale: 0.02, days: 0 });
    cycleServer = await startWorldServer(world, { port: 0 });
    const context = monitorContext(db, cycleServer.url);
    expect(await monitorSomeAccounts(context)).toBeGreaterThan(5);
    driver = cycleConnection.url
      ? await queueDriver(context, cycleConnection.url, 2)
      : inProcessDriver(context);
    const days: string[] = [];
    let compared = 0;
    for (let day = 0; day < 4; day++) {
      if (day > 0) world.advanceDay();
      days.push(await driver.cycle());
      // The tracks the monitor watches (its catalogue's), whether or not it found them listed.
      const { trackIds } = await loadStepInputs(context);
      const monitored = new Set(
        (
          await queryRows<{ isrc: string }>(
            db,
            sql`select isrc from tracks
                where id = any(${pgArray([...trackIds.values()])}::bigint[]) and isrc is not null`,
          )
        ).map((row) => `spotify:${row.isrc}`),
      );
      const truth = new Map(
        [...worldCounts(world, ['spotify'])].filter(([key]) => monitored.has(key)),
      );
      const stored = new Map(
        [...(await storedCounts(world.date, db))].filter(([key]) => key.startsWith('spotify:')),
      );
      expect(truth.size).toBeGreaterThan(0);
      expect([...stored.keys()].sort()).toEqual([...truth.keys()].sort());
      for (const [key, expected] of truth) {
        expect(stored.get(key)!.playlists, key).toBe(expected.playlists);
        const off = Math.abs(stored.get(key)!.reach - expected.reach) / Math.max(1, expected.reach);
        expect(off, key).toBeLessThan(REACH_STEP);
        compared++;
      }
    }
    await driver.stop();
    driver = undefined;
    const read = await queryRows<{ day: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day from monitor_job_days
          where job = 'playlists:spotify' order by day`,
    );
    expect(read.map((row) => row.day)).toEqual(days);
    console.info(
      `Spotify's playlist counts through the ${cycleConnection.url ? 'queue' : 'in-process cycle'}: ${compared} (track, day) values compared over ${days.length} days`,
    );
  }, 600_000);
});
