// npm run bench:monitor: the playlist engine against PostgreSQL at scale. A world of 100,000
// playlists (50 to 200 tracks, ~2% of memberships changing a day) runs in its own process; we
// measure (a) a fetch-only pass over the day's changed playlists, the ceiling the platform API
// allows, and (b) a full cycle (fetch, diff, write changes and activities) on the same day.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connect } from '@songstats/db';
import { createScratchDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { loadTrackIds, syncCatalogue } from '../src/catalogue/sync-catalogue';
import type { MonitorContext } from '../src/context';
import { fetchPlaylistBatch, type PlaylistToRefresh } from '../src/playlists/fetch-playlist-batch';
import {
  PLAYLIST_BATCH_SIZE,
  refreshAllPlaylists,
  storedPlaylists,
} from '../src/playlists/refresh-all-playlists';
import { createWorldClient } from '../src/world/world-client';
import { type CatalogPlaylist, ZCatalogPlaylistPage } from '../src/world/world-schemas';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = (ms: number) => (ms / 1000).toFixed(1);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const worldProcess = fork(fileURLToPath(new URL('./bench-world.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
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

  // The measured day starts from a settled database, as a daily cycle meets it in production: the
  // import's rows vacuumed (hint bits set, visibility map written) and analysed, and its dirty
  // pages written out by a checkpoint instead of during the measurements. This machine's
  // PostgreSQL runs without autovacuum, so nothing else would do it.
  started = performance.now();
  await connection.db.execute(sql`vacuum analyze`);
  await connection.db.execute(sql`checkpoint`);
  console.info(`vacuum, analyze and checkpoint: ${seconds(performance.now() - started)} s`);

  worldProcess.send({ type: 'advance' });
  const { date } = await nextMessage();

  // (a) the ceiling: list, then read every changed playlist's membership; no database.
  started = performance.now();
  const stored = await storedPlaylists(connection.db);
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
    await fetchPlaylistBatch(context, changed.slice(index, index + PLAYLIST_BATCH_SIZE), trackIds);
  }
  const fetchOnlyMs = performance.now() - started;

  // (b) the full cycle on the same day.
  started = performance.now();
  const cycle = await refreshAllPlaylists(context, trackIds, date ?? '');
  const cycleMs = performance.now() - started;

  const perSecond = (count: number, ms: number) => Math.round(count / (ms / 1000));
  const a = perSecond(listed, fetchOnlyMs);
  const b = perSecond(cycle.playlists, cycleMs);
  const spent = cycle.fetchMs + cycle.diffMs + cycle.writeMs;
  console.info(`day ${date}: ${changed.length} of ${listed} playlists changed`);
  console.info(
    `(a) fetch-only pass:  ${a} playlists/s (${perSecond(changed.length, fetchOnlyMs)} changed/s) in ${seconds(fetchOnlyMs)} s`,
  );
  console.info(
    `(b) full cycle:       ${b} playlists/s (${perSecond(cycle.changed, cycleMs)} changed/s) in ${seconds(cycleMs)} s`,
  );
  console.info(`b/a: ${(b / a).toFixed(2)}`);
  console.info(
    `time split (summed, fetching overlaps writing): fetch ${seconds(cycle.fetchMs)} s (${Math.round((100 * cycle.fetchMs) / spent)}%), diff ${seconds(cycle.diffMs)} s (${Math.round((100 * cycle.diffMs) / spent)}%), write ${seconds(cycle.writeMs)} s (${Math.round((100 * cycle.writeMs) / spent)}%)`,
  );
  console.info(
    `changes: +${cycle.added} -${cycle.removed}; activities: ${cycle.activities} (${perSecond(cycle.activities, cycleMs)}/s); failed: ${cycle.failed}`,
  );
  console.info(`peak memory (monitor process): ${Math.round(peakRss / 1024 / 1024)} MB`);
} finally {
  clearInterval(sampler);
  worldProcess.send({ type: 'stop' });
  await connection.close();
  await scratch.drop();
}
