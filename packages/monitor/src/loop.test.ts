import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext, monitorSomeAccounts } from '../test/monitor-fixture';
import { runCycle } from './cycle';
import { startMonitorLoop } from './loop';

let connection: Connection;
let server: WorldServer;
beforeAll(async () => {
  connection = await openTestDatabase();
  server = await startWorldServer(createWorld({ seed: 5, scale: 0.01, days: 3 }), { port: 0 });
});
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

const activities = async () =>
  Number(
    (
      await queryRows<{ n: number }>(connection.db, sql`select count(*)::int as n from activities`)
    )[0]?.n,
  );

describe('stopping the monitor (the server closing)', () => {
  it('ends a cycle at its next step, writes nothing after, and the next cycle does the rest', async () => {
    const context = monitorContext(connection.db, server.url);
    expect(await monitorSomeAccounts(context)).toBeGreaterThan(0);
    const stopped = new AbortController();
    stopped.abort();
    await expect(runCycle({ ...context, signal: stopped.signal })).rejects.toThrow(/abort/i);
    expect(await activities()).toBe(0);

    const result = await runCycle(context);
    expect(result.playlists.playlists).toBeGreaterThan(0);
    expect(await activities()).toBeGreaterThan(0);
    // A whole first cycle: 30 s was too short on the shared 2-core machine (load 28).
  }, 180_000);

  it('stop() resolves with the loop idle, and logs no failure for the cycle it ended', async () => {
    const warnings: string[] = [];
    const context = {
      ...monitorContext(connection.db, server.url),
      log: { info: () => {}, warn: (message: string) => warnings.push(message) },
    };
    const loop = startMonitorLoop(context, { pollMs: 10 });
    await loop.stop();
    expect(warnings).toEqual([]);
  });
});
