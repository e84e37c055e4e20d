import type { Connection } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, type WorldServer } from '@songstats/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedActivities } from '../test/expected-activities';
import {
  monitorContext,
  monitoredWorldTrackIds,
  monitorSomeAccounts,
  recordedActivities,
  WATCHED_CHARTS,
} from '../test/monitor-fixture';
import { runCycle } from './cycle';

const DAYS = 30;
let connection: Connection;
let server: WorldServer;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

describe('fidelity: the monitor records exactly what happened in the world', () => {
  it(`over ${DAYS} days, nothing missed, nothing invented, nothing twice`, async () => {
    const world = createWorld({ seed: 11, scale: 0.02, days: 5 });
    server = await startWorldServer(world, { port: 0 });
    const context = monitorContext(connection.db, server.url);
    expect(await monitorSomeAccounts(context)).toBeGreaterThan(5);
    const start = await runCycle(context);
    for (let day = 0; day < DAYS; day++) {
      world.advanceDay();
      await runCycle(context);
    }
    const expected = expectedActivities(
      world.truth.events({ from: world.day - DAYS + 1 }),
      await monitoredWorldTrackIds(connection.db),
      WATCHED_CHARTS,
    );
    const recorded = await recordedActivities(connection.db, start.date);
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.some((tuple) => tuple.startsWith('playlist_remove'))).toBe(true);
    expect(expected.some((tuple) => tuple.startsWith('chart_exit'))).toBe(true);
    expect(recorded).toEqual(expected);
  }, 240_000);
});
