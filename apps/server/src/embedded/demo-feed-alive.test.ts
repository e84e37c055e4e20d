import { FEED_PAGE_SIZE } from '@songstats/contract';
import { type Connection, listFeedActivities, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import {
  catchUp,
  createWorldClient,
  type HeldWorld,
  type MonitorContext,
  runCycle,
  syncCatalogue,
} from '@songstats/monitor';
import { createWorld, startWorldServer, WorldClock, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorDemoAccounts } from './embedded-monitor';
import { seedDemoMember } from './seed-demo-member';

const MINUTE = 60_000;
/** The alive test's world (apps/web/e2e/alive-demo.slow.ts): seed 1, a fiftieth of the full one. */
const SCALE = 0.02;
/** In real time (the default pace) a live cycle runs every 5 minutes (embedded-monitor.ts). */
const CYCLE_MINUTES = 5;
/** Issue 21: whoever watches the demo feed for any 10 minutes sees new activities arrive. */
const WATCHED_MINUTES = 10;
const HISTORY = 2;
// The world's first start, at midnight: its last day goes live at 00:00.
const START = Date.UTC(2026, 10, 25);
const START_DATE = new Date(START - HISTORY * 86_400_000).toISOString().slice(0, 10);

let connection: Connection;
let server: WorldServer;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

// Issue 21: whoever watches the demo feed sees new items come in. Over one whole live day of the
// alive test's world, a cycle every 5 world minutes as in real time, the demo member's two feeds
// (as the feed's first page shows them) get a new item at least once in any 10 minutes: a
// new key, or a day's item risen to the top with a new id (decision 081). The figures (largest
// gap, cycles with news) are in docs/benchmarks.md, Demo world.
describe('the demo feed through a live day (issue 21)', () => {
  it('brings the demo member new items within any 10 minutes in real time', {
    timeout: 1_200_000,
  }, async () => {
    const world = createWorld({ seed: 1, scale: SCALE, days: 0, startDate: START_DATE });
    let now = START;
    const clock = new WorldClock(world, { originMs: START, now: () => now });
    server = await startWorldServer(world, { port: 0 });
    const held: HeldWorld = {
      state: async () => clock.state(),
      advance: async () => clock.advance(),
    };
    const context: MonitorContext = {
      db: connection.db,
      world: createWorldClient(server.url, { baseDelayMs: 5 }),
      log: { info: () => {}, warn: (message) => console.info(message) },
      concurrency: 8,
      playlistBatchSize: 40,
    };
    await syncCatalogue(context);
    expect(await monitorDemoAccounts(connection.db)).toBeGreaterThan(0);
    // As embedded-monitor.ts does: the demo member is seeded after the first cycle.
    let seeding: Promise<string[]> | null = null;
    await catchUp(context, held, {
      onCycle: () => {
        seeding ??= seedDemoMember(connection.db);
      },
    });
    clock.stop();
    expect(world.dayComplete).toBe(false);
    const accounts = (await seeding) ?? [];
    expect(accounts).toHaveLength(2);
    const ids = await queryRows<{ id: number }>(
      connection.db,
      sql`select id::int as id from accounts where id_unique in (${sql.join(
        accounts.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    /** The items on the first page of each demo feed, as the app asks for them (every tier). */
    const firstPages = async () => {
      const items = new Set<number>();
      for (const { id } of ids) {
        const rows = await listFeedActivities(connection.db, {
          accountId: id,
          sources: null,
          maxTier: 4,
          limit: FEED_PAGE_SIZE,
          offset: 0,
        });
        for (const row of rows) items.add(Number(row.id));
      }
      return items;
    };
    const seen = await firstPages();
    const newsAt: number[] = [0];
    const quiet: string[] = [];
    for (let minute = CYCLE_MINUTES; minute <= 1440; minute += CYCLE_MINUTES) {
      now = START + minute * MINUTE;
      world.setTime(clock.time());
      await runCycle(context);
      let fresh = 0;
      for (const id of await firstPages()) {
        if (!seen.has(id)) fresh++;
        seen.add(id);
      }
      if (fresh > 0) newsAt.push(minute);
      else
        quiet.push(
          `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        );
    }
    newsAt.push(1440);
    const gaps = newsAt.slice(1).map((minute, k) => minute - newsAt[k]!);
    const largest = Math.max(...gaps);
    console.info(
      `demo feed over a live day: new items after ${newsAt.length - 2} of ${1440 / CYCLE_MINUTES} cycles, largest gap ${largest} world minutes; none after the cycle of ${quiet.join(', ') || '-'}`,
    );
    expect(largest).toBeLessThanOrEqual(WATCHED_MINUTES);
  });
});
