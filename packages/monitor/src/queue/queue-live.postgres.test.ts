import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, WorldClock, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedDjSupportItems } from '../../test/expected-dj-support-items';
import { type ExpectedRadioItem, expectedRadioItems } from '../../test/expected-radio-items';
import { monitorContext, monitoredScope, monitorSomeAccounts } from '../../test/monitor-fixture';
import type { MonitorLoop } from '../loop';
import { LIVE_QUEUE, startQueueWorker } from './queue-worker';

// Issue 21, on PostgreSQL only (vitest.config.ts runs *.postgres.test.ts when DATABASE_URL is
// set): the queue workers read a live day's radio and DJ sets so far, as the in-process cycle does.

const START_DATE = '2026-11-13';
/** Days 0..12 are whole; day 13 (2026-11-26) is the live one. */
const LIVE_DAY = 13;
const world = createWorld({
  seed: 31,
  scale: 0.02,
  days: LIVE_DAY - 1,
  startDate: START_DATE,
  tracklistsPerDay: 200,
});
const calendar = world.state.calendar;
const TODAY = calendar.dateOf(LIVE_DAY);
let now = calendar.msOf(LIVE_DAY, 10 * 3600);
const clock = new WorldClock(world, { originMs: now, now: () => now });

/** Moves the world's time on to `hour`:00 of the live day (one tick of its clock). */
function liveAt(hour: number) {
  now = calendar.msOf(LIVE_DAY, hour * 3600);
  clock.start();
  clock.stop();
  expect(world.dayComplete).toBe(false);
}

let connection: Connection & { url?: string };
let server: WorldServer;
const workers: MonitorLoop[] = [];
beforeAll(async () => {
  connection = await openTestDatabase();
  server = await startWorldServer(world, { port: 0 });
}, 180_000);
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await server?.close();
  await connection?.close();
});

/** Today's items of a type, `track|date` -> value, tier and text; each key once. */
async function recordedToday(type: 'radio_spins' | 'dj_support') {
  const rows = await queryRows<{ track: string; key: string } & ExpectedRadioItem>(
    connection.db,
    sql`select t.external_ids->>'spotify' as track, a.key, a.value::int as value,
          a.activity_text as text, a.tier::int as tier
        from activities a join tracks t on t.id = a.track_id
        where a.activity_type = ${type} and a.activity_date = ${TODAY}::date`,
  );
  expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  return new Map(
    rows.map((row) => [
      `${row.track}|${TODAY}`,
      { value: row.value, tier: row.tier, text: row.text },
    ]),
  );
}

/** Today's DJ support items from the world's own tracklists published before its time `now`. */
async function expectedDjNow() {
  const lists = world.state.history[LIVE_DAY]!.tracklists;
  const published = new Set(
    lists.ids.filter(
      (_, k) => world.dayComplete || calendar.msOf(LIVE_DAY, lists.seconds[k]!) < now,
    ),
  );
  const truth = world.truth
    .list({ from: LIVE_DAY, to: LIVE_DAY, kinds: ['dj_support'] })
    .filter((event) => published.has(event.tracklist_id));
  return expectedDjSupportItems(truth, (await monitoredScope(connection.db, world)).tracks);
}

async function waitFor(what: string, done: () => Promise<boolean>, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${ms / 1000} s: ${what}`);
}

const sets = (items: Map<string, ExpectedRadioItem>) =>
  [...items.values()].reduce((sum, item) => sum + item.value, 0);

describe('the queue workers on a live day (issue 21)', () => {
  it("read today's radio and DJ sets so far, one read at a time, then the whole day", {
    timeout: 600_000,
  }, async () => {
    liveAt(10);
    const warnings: string[] = [];
    const context = {
      ...monitorContext(connection.db, server.url),
      log: { info: () => {}, warn: (message: string) => warnings.push(message) },
    };
    expect(await monitorSomeAccounts(context)).toBeGreaterThan(0);
    // Two worker processes, as production runs them.
    for (let i = 0; i < 2; i++) {
      workers.push(
        await startQueueWorker(context, {
          connectionString: connection.url!,
          pollMs: 50,
          workers: 2,
          playlistShards: 2,
          expireSeconds: 120,
          maintenanceSeconds: 5,
        }),
      );
    }
    const equalsExpected = async () => {
      const recorded = await recordedToday('dj_support');
      const expected = await expectedDjNow();
      return (
        expected.size > 0 &&
        JSON.stringify([...recorded].sort()) === JSON.stringify([...expected].sort())
      );
    };
    await waitFor("10:00's DJ supports", equalsExpected);
    await waitFor(
      "today's radio so far",
      async () => (await recordedToday('radio_spins')).size > 0,
    );
    const at10 = {
      dj: await recordedToday('dj_support'),
      radio: await recordedToday('radio_spins'),
    };

    liveAt(20);
    await waitFor("20:00's DJ supports", equalsExpected);
    await waitFor(
      'more radio spins',
      async () => sets(await recordedToday('radio_spins')) > sets(at10.radio),
    );
    const at20 = await recordedToday('dj_support');
    expect(sets(at20)).toBeGreaterThan(sets(at10.dj));
    for (const item of at10.dj.keys()) expect(at20.has(item)).toBe(true);

    // The day whole: the day's own steps read it in full, and no live read writes after them.
    world.completeDay();
    await waitFor("the whole day's steps", async () => {
      const [row] = await queryRows<{ steps: number; pending: number }>(
        connection.db,
        sql`select count(*)::int as steps,
              (count(*) filter (where finished_at is null))::int as pending
            from monitor_cycle_steps where day = ${TODAY}`,
      );
      return Boolean(row && row.steps > 0 && row.pending === 0);
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const scope = await monitoredScope(connection.db, world);
    const truth = world.truth.list({ from: LIVE_DAY, to: LIVE_DAY });
    expect(await recordedToday('dj_support')).toEqual(expectedDjSupportItems(truth, scope.tracks));
    expect(await recordedToday('radio_spins')).toEqual(
      expectedRadioItems(truth, scope.tracks, scope.stations),
    );

    // The live reads: several, every one finished, never two at once.
    const jobs = await queryRows<{ state: string; started: number; ended: number }>(
      connection.db,
      sql`select state, extract(epoch from started_on)::float8 as started,
            extract(epoch from completed_on)::float8 as ended
          from pgboss.job where name = ${LIVE_QUEUE} and data->>'date' = ${TODAY}
          order by started_on`,
    );
    expect(jobs.length).toBeGreaterThan(2);
    expect(jobs.every((job) => job.state === 'completed')).toBe(true);
    // pg-boss stamps both times with now(), the start of the stamping transaction: a job fetched
    // by a statement that waited for the previous job's completion to commit can be stamped a
    // moment (1 ms in one run) before that completion was. Two reads at once would overlap by a
    // read's length (0.7 to 1.7 s here; 23 ms for one that finds the day moved on), far above it.
    const STAMP_TOLERANCE_S = 0.01;
    for (let i = 1; i < jobs.length; i++) {
      expect(jobs[i]!.started).toBeGreaterThanOrEqual(jobs[i - 1]!.ended - STAMP_TOLERANCE_S);
    }
    expect(warnings.filter((warning) => warning.includes('live'))).toEqual([]);
  });
});
