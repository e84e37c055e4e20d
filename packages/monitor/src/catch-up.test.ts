import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, WorldClock, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext, monitorSomeAccounts } from '../test/monitor-fixture';
import { type CatchUpProgress, catchUp, type HeldWorld } from './catch-up';
import { runCycle } from './cycle';

const HISTORY = 12;
// The world's first start; day 0 is HISTORY days before, so the world's today is this date.
const NOW = Date.UTC(2026, 10, 25, 15, 0);
const TODAY = '2026-11-25';
const START_DATE = '2026-11-13';

let connection: Connection;
let server: WorldServer;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

describe('catching up on a world held on its past (issue 21)', () => {
  it('watches each past day with a cycle, reports its progress, then the world is live', {
    timeout: 600_000,
  }, async () => {
    const world = createWorld({ seed: 5, scale: 0.01, days: 0, startDate: START_DATE });
    const clock = new WorldClock(world, { originMs: NOW, now: () => NOW });
    server = await startWorldServer(world, { port: 0 });
    const held: HeldWorld = {
      state: async () => clock.state(),
      advance: async () => clock.advance(),
    };
    const context = monitorContext(connection.db, server.url);
    expect(await monitorSomeAccounts(context)).toBeGreaterThan(0);
    const progress: CatchUpProgress[] = [];
    const cycles: string[] = [];
    const days = await catchUp(context, held, {
      onDay: (step) => progress.push(step),
      onCycle: (result) => cycles.push(result.date),
    });

    expect(days).toBe(HISTORY);
    expect(progress.map((step) => `${step.day} of ${step.of}: ${step.date}`)).toEqual(
      Array.from(
        { length: HISTORY },
        (_, day) => `${day + 1} of ${HISTORY}: ${world.state.calendar.dateOf(day)}`,
      ),
    );
    expect(cycles).toEqual(progress.map((step) => step.date));
    expect(clock.live).toBe(true);
    clock.stop();
    expect(world.date).toBe(TODAY);
    expect(world.dayComplete).toBe(false);

    // The live day's cycle: per-day jobs stop at yesterday, the series reach today.
    const live = await runCycle(context);
    expect(live.date).toBe(TODAY);
    const [series] = await queryRows<{ points: number; first: string; last: string }>(
      connection.db,
      sql`select count(*)::int as points, min(day)::text as first, max(day)::text as last
          from series where object_type = 'track' and source = 'spotify'
            and metric = 'streams_total'
          group by object_id order by count(*) desc, object_id limit 1`,
    );
    expect(series).toEqual({ points: HISTORY + 1, first: START_DATE, last: TODAY });
    const [radio] = await queryRows<{ last: string }>(
      connection.db,
      sql`select max(day)::text as last from monitor_job_days where job = 'radio'`,
    );
    expect(radio?.last).toBe('2026-11-24');
  });
});
