import { type Database, queryRows } from '@songstats/db';
import {
  createWorldClient,
  type MonitorLoop,
  monitorAccounts,
  startMonitorLoop,
  syncCatalogue,
} from '@songstats/monitor';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_MEMBER_EMAIL, seedDemoMember } from './seed-demo-member';
import { startWorldProcess, type WorldSettings } from './world-process';

/** How many of the world's artists, labels and creators the demo monitors on a fresh start. */
export const DEMO_MONITORED = { artist: 60, label: 6, creator: 20 } as const;

async function monitorDemoAccounts(db: Database): Promise<number> {
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
  worldUrl: string;
  stop(): Promise<void>;
}

/**
 * The embedded mode's living product: the demo world in a child process, and the monitor in
 * this one, importing the world's catalogue, watching a demo set of accounts, and running a
 * cycle on each new world day.
 */
export async function startEmbeddedMonitor(
  db: Database,
  dataDir: string,
  settings: WorldSettings,
  log: FastifyBaseLogger,
): Promise<EmbeddedMonitor> {
  const world = await startWorldProcess(dataDir, settings);
  log.info(`demo world at ${world.url}`);
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
  const seedDemoAfterCycle = () => {
    seedDemo().catch((error: unknown) =>
      log.warn({ err: error }, 'seeding the demo member failed'),
    );
  };
  const starting = (async () => {
    await syncCatalogue(context);
    const added = await monitorDemoAccounts(db);
    if (added > 0) log.info(`monitoring ${added} demo accounts`);
    if (added === 0) await seedDemo();
    if (!stopped)
      loop = startMonitorLoop(context, {
        pollMs: Math.min(15_000, settings.msPerDay / 4),
        onCycle: seedDemoAfterCycle,
      });
  })().catch((error: unknown) => log.error({ err: error }, 'the embedded monitor failed to start'));
  return {
    worldUrl: world.url,
    async stop() {
      stopped = true;
      await starting;
      await loop?.stop();
      await world.stop();
    },
  };
}
