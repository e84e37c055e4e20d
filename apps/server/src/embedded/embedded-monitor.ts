import { type Database, queryRows } from '@songstats/db';
import {
  catchUp,
  createWorldClient,
  type MonitorLoop,
  monitorAccounts,
  type RealPlatformsLoop,
  readRealModeSettings,
  sendActivityPushes,
  startMonitorLoop,
  startRealPlatformsLoop,
  syncCatalogue,
  watchesWorld,
} from '@songstats/monitor';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DemoWorldStatus } from './demo-world-status';
import { DEMO_MEMBER_EMAIL, seedDemoMember } from './seed-demo-member';
import { recordWatchedDay, startWorldProcess, type WorldSettings } from './world-process';

/** How many of the world's artists, labels and creators the demo monitors on a fresh start. */
export const DEMO_MONITORED = { artist: 60, label: 6, creator: 20 } as const;

/** Monitors the demo set of accounts on a fresh start (none monitored yet); returns how many. */
export async function monitorDemoAccounts(db: Database): Promise<number> {
  const [monitored] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from accounts where monitored_since is not null`,
  );
  if (Number(monitored?.n) > 0) return 0;
  const rows = await queryRows<{ id_unique: string }>(
    db,
    sql`select id_unique from (
          select id_unique, type, row_number() over (partition by type order by id) as n
          from accounts where external_ids ? 'spotify') ranked
        where (type = 'artist' and n <= ${DEMO_MONITORED.artist})
           or (type = 'label' and n <= ${DEMO_MONITORED.label})
           or (type = 'creator' and n <= ${DEMO_MONITORED.creator})`,
  );
  return monitorAccounts(
    db,
    rows.map((row) => row.id_unique),
  );
}

export interface EmbeddedMonitor {
  /** The demo world's address, whose images the server answers (docs/decisions/025). */
  worldUrl: string | null;
  stop(): Promise<void>;
}

const monitorLog = (log: FastifyBaseLogger) => ({
  info: (message: string) => log.info(message),
  warn: (message: string) => log.warn(message),
});

/**
 * MONITOR_SOURCES (decision 054): the demo world (`world`, the default), the real platforms
 * (`real`: no world is started) or both. Profiles added by a link are set up in every mode.
 */
export async function startEmbeddedMonitoring(
  db: Database,
  dataDir: string,
  settings: WorldSettings,
  log: FastifyBaseLogger,
  status?: DemoWorldStatus,
): Promise<EmbeddedMonitor> {
  const real: RealPlatformsLoop = startRealPlatformsLoop({ db, log: monitorLog(log) });
  const world = watchesWorld(readRealModeSettings(process.env))
    ? await startEmbeddedMonitor(db, dataDir, settings, log, status)
    : null;
  if (!world) log.info('MONITOR_SOURCES=real: the real platforms only, no demo world');
  return {
    worldUrl: world?.worldUrl ?? null,
    async stop() {
      await Promise.all([real.stop(), world?.stop()]);
    },
  };
}

/**
 * The embedded mode's living product: the demo world in a child process, and the monitor in
 * this one, importing the world's catalogue, watching a demo set of accounts, catching up on
 * the world's history day by day (90 days on the first start, the days it was down for on a
 * restart), then following the live world: a cycle on each new day and every few minutes while
 * the day's edits, spins and charts come out.
 */
export async function startEmbeddedMonitor(
  db: Database,
  dataDir: string,
  settings: WorldSettings,
  log: FastifyBaseLogger,
  status = new DemoWorldStatus(86_400_000 / settings.msPerDay),
): Promise<EmbeddedMonitor> {
  const world = await startWorldProcess(dataDir, settings);
  const speed = 86_400_000 / settings.msPerDay;
  log.info(
    `demo world at ${world.url}, ${speed === 1 ? 'in real time' : `running ${Number(speed.toFixed(2))}x as fast as real time (WORLD_MS_PER_DAY=${settings.msPerDay}): its dates run ahead of today`}`,
  );
  const context = {
    db,
    world: createWorldClient(world.url),
    log: {
      info: (message: string) => log.info(message),
      warn: (message: string) => log.warn(message),
    },
    concurrency: 8,
    // PGlite has one connection, shared with the API: short transactions keep requests flowing.
    playlistBatchSize: 40,
  };
  let loop: MonitorLoop | null = null;
  let stopped = false;
  // Stopping ends a catch-up cycle at its next step, as it does a live one.
  const stopping = new AbortController();
  let demoMemberSeeded = false;
  // Issue 6: the demo member manages the busiest monitored artist and label, so it is seeded
  // once a cycle has written activities (at once on a restart, when they are there already).
  const seedDemo = async () => {
    if (demoMemberSeeded) return;
    const accounts = await seedDemoMember(db);
    demoMemberSeeded = accounts.length > 0;
    if (demoMemberSeeded)
      log.info(`demo member ${DEMO_MEMBER_EMAIL} manages ${accounts.join(', ')}`);
  };
  const seedDemoAfterCycle = (result: { date: string }) => {
    status.watched(result.date);
    recordWatchedDay(dataDir, result.date);
    seedDemo().catch((error: unknown) =>
      log.warn({ err: error }, 'seeding the demo member failed'),
    );
    // Issue 22: the cycle's new activities, one push per member and profile (decision 029).
    sendActivityPushes(db).catch((error: unknown) =>
      log.warn({ err: error }, 'activity pushes failed'),
    );
  };
  const starting = (async () => {
    await syncCatalogue(context);
    const added = await monitorDemoAccounts(db);
    if (added > 0) log.info(`monitoring ${added} demo accounts`);
    if (added === 0) await seedDemo();
    const started = Date.now();
    // Catching up, a day's ~4,000 changed playlists are written in fewer, longer transactions
    // (requests still go first between queries: query lanes, decision 017).
    const catchUpContext = { ...context, signal: stopping.signal, playlistBatchSize: 120 };
    const caughtUp = await catchUp(catchUpContext, world, {
      onDay: (progress) => {
        status.catchingUp(progress);
        log.info(`Catching up: day ${progress.day} of ${progress.of} (${progress.date})`);
      },
      onCycle: seedDemoAfterCycle,
    });
    status.catchingUp(null);
    if (caughtUp > 0)
      log.info(`caught up on ${caughtUp} days in ${Math.round((Date.now() - started) / 1000)} s`);
    if (!stopped)
      loop = startMonitorLoop(context, {
        pollMs: Math.min(15_000, settings.msPerDay / 4),
        // A live day comes out as it goes: a cycle every 5 world minutes, at most every 5 real ones.
        refreshMs: Math.max(15_000, Math.min(300_000, settings.msPerDay / 288)),
        onCycle: seedDemoAfterCycle,
      });
  })().catch((error: unknown) => {
    if (!stopping.signal.aborted) log.error({ err: error }, 'the embedded monitor failed to start');
  });
  return {
    worldUrl: world.url,
    async stop() {
      stopped = true;
      stopping.abort();
      await starting;
      await loop?.stop();
      await world.stop();
    },
  };
}
