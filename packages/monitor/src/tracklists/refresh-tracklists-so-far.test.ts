import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, WorldClock, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedDjSupportItems } from '../../test/expected-dj-support-items';
import type { ExpectedRadioItem } from '../../test/expected-radio-items';
import {
  monitorContext,
  monitoredScope,
  monitorSomeAccounts,
  quietLog,
} from '../../test/monitor-fixture';
import { loadTrackIds } from '../catalogue/sync-catalogue';
import { runCycle } from '../cycle';
import { createWorldClient } from '../world/world-client';
import {
  refreshTracklists,
  refreshTracklistsDay,
  refreshTracklistsSoFar,
} from './refresh-tracklists';

const START_DATE = '2026-11-13';
/** Days 0..12 are whole; day 13 (2026-11-26) is the live one. */
const LIVE_DAY = 13;
const world = createWorld({
  seed: 23,
  scale: 0.02,
  days: LIVE_DAY - 1,
  startDate: START_DATE,
  tracklistsPerDay: 200,
});
const calendar = world.state.calendar;
const TODAY = calendar.dateOf(LIVE_DAY);
// The real clock the world follows (real time from the world's own instant): set by each test.
let now = calendar.msOf(LIVE_DAY, 10 * 3600);
const clock = new WorldClock(world, { originMs: now, now: () => now });

/** Moves the world's time on to `hour`:00 of the live day (one tick of its clock). */
function liveAt(hour: number) {
  now = calendar.msOf(LIVE_DAY, hour * 3600);
  clock.start();
  clock.stop();
  expect(world.date).toBe(TODAY);
  expect(world.dayComplete).toBe(false);
}

let connection: Connection;
let server: WorldServer;
beforeAll(async () => {
  connection = await openTestDatabase();
  server = await startWorldServer(world, { port: 0 });
}, 180_000);
afterAll(async () => {
  clock.stop();
  await server?.close();
  await connection?.close();
});

interface RecordedItem extends ExpectedRadioItem {
  key: string;
}

/** Today's DJ support items, `track|date` -> item; each key once. */
async function recordedToday(): Promise<Map<string, RecordedItem>> {
  const rows = await queryRows<{
    track: string;
    key: string;
    value: number;
    text: string;
    tiers: number[];
  }>(
    connection.db,
    sql`select t.external_ids->>'spotify' as track, a.key,
          a.value::int as value, a.activity_text as text,
          array(select distinct aa.tier::int from account_activities aa
                where aa.activity_id = a.id and aa.activity_date = a.activity_date) as tiers
        from activities a join tracks t on t.id = a.track_id
        where a.activity_type = 'dj_support' and a.activity_date = ${TODAY}::date`,
  );
  const items = new Map<string, RecordedItem>();
  const keys = new Set<string>();
  for (const row of rows) {
    expect(keys.has(row.key), `key ${row.key} once`).toBe(false);
    keys.add(row.key);
    const item = `${row.track}|${TODAY}`;
    expect(items.has(item), `one item for ${item}`).toBe(false);
    expect(row.tiers, `${item} filed with one tier`).toHaveLength(1);
    items.set(item, {
      key: row.key,
      value: row.value,
      tier: row.tiers[0]!,
      text: row.text,
    });
  }
  return items;
}

/**
 * What the feed should show of today's DJ sets at the world's time `now`, from the world's own
 * tracklists of the day (those published before `now`) and its ground truth, no monitor code.
 */
async function expectedNow(): Promise<Map<string, ExpectedRadioItem>> {
  const lists = world.state.history[LIVE_DAY]!.tracklists;
  const published = new Set(
    lists.ids.filter(
      (_, k) => world.dayComplete || calendar.msOf(LIVE_DAY, lists.seconds[k]!) < now,
    ),
  );
  const truth = world.truth
    .list({ from: LIVE_DAY, to: LIVE_DAY, kinds: ['dj_support'] })
    .filter((event) => published.has(event.tracklist_id));
  const scope = await monitoredScope(connection.db, world);
  return expectedDjSupportItems(truth, scope.tracks);
}

/** The sets of monitored tracks the items sum up. */
const sets = (items: Map<string, ExpectedRadioItem>) =>
  [...items.values()].reduce((sum, item) => sum + item.value, 0);

const withoutIds = (items: Map<string, RecordedItem>) =>
  new Map([...items].map(([key, { value, tier, text }]) => [key, { value, tier, text }]));

describe("today's DJ supports so far on a live day (issue 21)", () => {
  it('the cycle of a live day writes the sets of today published so far', {
    timeout: 300_000,
  }, async () => {
    liveAt(10);
    const context = monitorContext(connection.db, server.url);
    expect(await monitorSomeAccounts(context)).toBeGreaterThan(0);
    const result = await runCycle(context);
    expect(result.date).toBe(TODAY);
    expect(result.daily.tracklistsToday).toMatchObject({ days: 0, failed: 0 });
    const expected = await expectedNow();
    expect(expected.size).toBeGreaterThan(0);
    expect(result.daily.tracklistsToday!.activities).toBe(expected.size);
    expect(withoutIds(await recordedToday())).toEqual(expected);
    // The day is not marked done: the whole-day job reads it again once it is whole.
    const [done] = await queryRows<{ n: number }>(
      connection.db,
      sql`select count(*)::int as n from monitor_job_days where job = 'tracklists' and day = ${TODAY}`,
    );
    expect(done?.n).toBe(0);
  });

  it('reads at 14:00, at 20:00 and once whole: the supports so far, growing in place, then the whole day', {
    timeout: 300_000,
  }, async () => {
    const context = monitorContext(connection.db, server.url);
    const trackIds = await loadTrackIds(connection.db);
    let before = await recordedToday();
    for (const hour of [14, 20]) {
      liveAt(hour);
      const result = await refreshTracklistsSoFar(context, trackIds, TODAY);
      expect(result).toMatchObject({ days: 0, failed: 0 });
      const after = await recordedToday();
      expect(withoutIds(after)).toEqual(await expectedNow());
      // Counts only grow; an item keeps its key (its id may change as it rises, decision 081).
      expect(after.size).toBeGreaterThanOrEqual(before.size);
      expect(sets(after)).toBeGreaterThan(sets(before));
      for (const [item, earlier] of before) {
        const later = after.get(item);
        expect(later, `${item} still there at ${hour}:00`).toBeDefined();
        expect(later!.key).toBe(earlier.key);
        expect(later!.value).toBeGreaterThanOrEqual(earlier.value);
      }
      before = after;
    }

    // Whole: the daily job reads the day in full and marks it done.
    world.completeDay();
    expect(await refreshTracklists(context, trackIds, TODAY)).toMatchObject({
      days: 1,
      failed: 0,
    });
    const whole = await recordedToday();
    const expectedWhole = await expectedNow();
    expect(sets(whole)).toBeGreaterThan(sets(before));
    expect(withoutIds(whole)).toEqual(expectedWhole);
    for (const [item, earlier] of before) expect(whole.get(item)!.key).toBe(earlier.key);
    // The day as the whole-day read leaves it: reading it again changes nothing.
    expect(await refreshTracklistsDay(context, trackIds, TODAY)).toBe(0);
    expect(await refreshTracklistsSoFar(context, trackIds, TODAY)).toEqual({
      days: 0,
      failed: 0,
      activities: 0,
    });
  });

  it('a platform that does not answer is one failed read, warned, not thrown', async () => {
    const warnings: string[] = [];
    const context = {
      db: connection.db,
      world: createWorldClient('http://127.0.0.1:9', { baseDelayMs: 1 }),
      log: { ...quietLog, warn: (message: string) => warnings.push(message) },
      concurrency: 2,
    };
    const trackIds = await loadTrackIds(connection.db);
    expect(await refreshTracklistsSoFar(context, trackIds, TODAY)).toEqual({
      days: 0,
      failed: 1,
      activities: 0,
    });
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^tracklists ${TODAY} so far: `))]);
  });
});
