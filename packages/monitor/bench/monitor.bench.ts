// npm run bench:monitor: the playlist engine against PostgreSQL at scale. A world of 100,000
// playlists (50 to 200 tracks, ~2% of memberships changing a day) runs in its own process; after
// the initial import, on each of BENCH_DAYS days (3) we measure (a) a fetch-only pass over the
// day's changed playlists, the ceiling the platform API allows, before and after (b) a full cycle
// (fetch, diff, write changes and activities) on the same day, and print each day and the total.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connect } from '@songstats/db';
import { createScratchDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { loadTrackIds, syncCatalogue } from '../src/catalogue/sync-catalogue';
import type { MonitorContext } from '../src/context';
import { fetchPlaylistBatch, type PlaylistToRefresh } from '../src/playlists/fetch-playlist-batch';
import { startPlaylistWriteThread } from '../src/playlists/playlist-write-thread';
import {
  PLAYLIST_BATCH_SIZE,
  refreshAllPlaylists,
  storedPlaylists,
} from '../src/playlists/refresh-all-playlists';
import { createWorldClient } from '../src/world/world-client';
import { type CatalogPlaylist, ZCatalogPlaylistPage } from '../src/world/world-schemas';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const DAYS = Number(process.env.BENCH_DAYS ?? 3);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = (ms: number) => (ms / 1000).toFixed(1);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const worldProcess = fork(fileURLToPath(new URL('./bench-world.ts', import.meta.url)), {
  // BENCH_WORLD_ARGS: more Node flags for the world, such as `--cpu-prof --cpu-prof-dir=/tmp/p`.
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_WORLD_ARGS ?? '').split(' ').filter(Boolean)],
  env: process.env,
});
type WorldMessage = { type: string; url?: string; buildMs?: number; date?: string };
const nextMessage = () =>
  new Promise<WorldMessage>((resolve) => worldProcess.once('message', resolve));
const ready = await nextMessage();
console.info(
  `world: ${process.env.BENCH_PLAYLISTS ?? 100_000} playlists built in ${seconds(ready.buildMs ?? 0)} s`,
);

const scratch = await createScratchDatabase(serverUrl);
const connection = await connect({ databaseUrl: scratch.url, asyncCommit: true });
const context: MonitorContext = {
  db: connection.db,
  world: createWorldClient(ready.url ?? ''),
  log: { info: () => {}, warn: (message) => console.warn(message) },
  concurrency: CONCURRENCY,
  backfillDays: 0,
  writeConcurrency: Number(process.env.BENCH_WRITE_CONCURRENCY ?? 2),
  // As `npm run monitor` runs on PostgreSQL: batches are written by a worker thread.
  playlistWriteThread: await startPlaylistWriteThread(scratch.url),
};

try {
  let started = performance.now();
  await syncCatalogue(context);
  await connection.db.execute(sql`update accounts set monitored_since = now()`);
  const trackIds = await loadTrackIds(connection.db);
  console.info(
    `catalogue import: ${trackIds.size} tracks in ${seconds(performance.now() - started)} s`,
  );
  started = performance.now();
  const baseline = await refreshAllPlaylists(context, trackIds, ready.date ?? '');
  console.info(
    `initial import: ${baseline.changed} playlists, ${baseline.added} memberships in ${seconds(performance.now() - started)} s`,
  );

  // Each measured day starts from a settled database, as a daily cycle meets it in production:
  // the rows written before it vacuumed (dead entries cleared, hint bits set) and analysed, and
  // its dirty pages written out by a checkpoint instead of during the measurements. This
  // machine's PostgreSQL runs without autovacuum, so nothing else would do it. The time it takes
  // is printed, and is in neither (a) nor (b).
  const settle = async () => {
    const started = performance.now();
    await connection.db.execute(sql`vacuum analyze`);
    await connection.db.execute(sql`checkpoint`);
    return performance.now() - started;
  };

  // (a) the ceiling: list, then read every changed playlist's membership; no database writes.
  // `before` is the stored state the changes are found against: the pass after (b) repeats the
  // pass before it, reading the same playlists.
  const fetchOnlyPass = async (before?: Awaited<ReturnType<typeof storedPlaylists>>) => {
    const started = performance.now();
    const read = await storedPlaylists(connection.db);
    const stored = before ?? read;
    const changed: PlaylistToRefresh[] = [];
    let listed = 0;
    for await (const page of context.world.pages('/catalog/playlists', ZCatalogPlaylistPage)) {
      for (const version of page as CatalogPlaylist[]) {
        listed++;
        const row = stored.get(version.id);
        if (row && row.snapshot_id !== version.snapshot_id) {
          changed.push({ id: row.id, version, firstSight: false });
        }
      }
    }
    for (let index = 0; index < changed.length; index += PLAYLIST_BATCH_SIZE) {
      await fetchPlaylistBatch(
        context,
        changed.slice(index, index + PLAYLIST_BATCH_SIZE),
        trackIds,
      );
    }
    return { ms: performance.now() - started, listed, changed: changed.length, stored: read };
  };

  const perSecond = (count: number, ms: number) => Math.round(count / (ms / 1000));
  const sums = { listed: 0, fetchOnlyMs: 0, playlists: 0, cycleMs: 0, activities: 0, failed: 0 };
  const split = { fetchMs: 0, diffMs: 0, writeMs: 0 };
  // Several days, each measured as (a), (b), (a) again: the machine's speed drifts by a third
  // between minutes, and the mean of the two passes around (b) cancels a steady drift.
  for (let day = 1; day <= DAYS; day++) {
    const settleMs = await settle();
    worldProcess.send({ type: 'advance' });
    const { date } = await nextMessage();
    const before = await fetchOnlyPass();
    const started = performance.now();
    const cycle = await refreshAllPlaylists(context, trackIds, date ?? '');
    const cycleMs = performance.now() - started;
    const after = await fetchOnlyPass(before.stored);
    const fetchOnlyMs = (before.ms + after.ms) / 2;
    const a = perSecond(before.listed, fetchOnlyMs);
    const b = perSecond(cycle.playlists, cycleMs);
    console.info(
      `day ${date} (vacuum, analyze and checkpoint before it: ${seconds(settleMs)} s): ${before.changed} of ${before.listed} playlists changed, +${cycle.added} -${cycle.removed} memberships, ${cycle.activities} activities, ${cycle.failed} failed`,
    );
    console.info(
      `  (a) ${a} playlists/s (${seconds(before.ms)} s before (b), ${seconds(after.ms)} s after); (b) ${b} playlists/s (${perSecond(cycle.changed, cycleMs)} changed/s) in ${seconds(cycleMs)} s; b/a ${(b / a).toFixed(2)}`,
    );
    sums.listed += before.listed;
    sums.fetchOnlyMs += fetchOnlyMs;
    sums.playlists += cycle.playlists;
    sums.cycleMs += cycleMs;
    split.fetchMs += cycle.fetchMs;
    split.diffMs += cycle.diffMs;
    split.writeMs += cycle.writeMs;
    sums.activities += cycle.activities;
    sums.failed += cycle.failed;
  }

  const a = perSecond(sums.listed, sums.fetchOnlyMs);
  const b = perSecond(sums.playlists, sums.cycleMs);
  const spent = split.fetchMs + split.diffMs + split.writeMs;
  const share = (ms: number) => `${seconds(ms)} s (${Math.round((100 * ms) / spent)}%)`;
  console.info(`over ${DAYS} days:`);
  console.info(`(a) fetch-only pass:  ${a} playlists/s`);
  console.info(`(b) full cycle:       ${b} playlists/s`);
  console.info(`b/a: ${(b / a).toFixed(2)}`);
  console.info(
    `time split of (b) (summed, fetching overlaps writing): fetch ${share(split.fetchMs)}, diff ${share(split.diffMs)}, write ${share(split.writeMs)}`,
  );
  console.info(
    `activities: ${sums.activities} (${perSecond(sums.activities, sums.cycleMs)}/s in (b)); failed: ${sums.failed}`,
  );
  console.info(`peak memory (monitor process): ${Math.round(peakRss / 1024 / 1024)} MB`);
} finally {
  clearInterval(sampler);
  worldProcess.send({ type: 'stop' });
  await context.playlistWriteThread?.close();
  await connection.close();
  await scratch.drop();
}
