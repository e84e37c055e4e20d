import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Connection, queryRows, readProvenanceRecords } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext } from '../../test/monitor-fixture';
import { COUNTER_SOURCES } from './counter-sources';
import { refreshCounters } from './refresh-counters';

// Issue 28 section 4 (migration 0066): each platform's counters run records its success or its
// failure of the day, so the provenance of its figures turns stale when it failed today.
const DAY = '2026-11-26';
let connection: Connection;
let server: Server;
let url = '';
/** The platform whose stats answer 503 while it is set. */
let failing: string | null = null;

beforeAll(async () => {
  connection = await openTestDatabase();
  server = createServer((request, response) => {
    const source = /^\/stats\/([^/]+)\/tracks/.exec(request.url ?? '')?.[1];
    if (source && source === failing) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Service Unavailable');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ items: [], next: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await connection?.close();
});

const runs = () =>
  queryRows<{ source: string; ok: boolean; failed: boolean; error: string | null }>(
    connection.db,
    sql`select source, last_success_at is not null as ok, last_failure_at is not null as failed,
       last_error as error from monitor_platform_runs where day = ${DAY}::date order by source`,
  );

describe("a platform's counters run records its success or failure of the day", () => {
  it('records a success for each platform, and a failure after it for the one that failed', async () => {
    const context = monitorContext(connection.db, url);
    const trackIds = new Map([['t1', 1]]);
    const first = await refreshCounters(context, trackIds, DAY);
    expect(first.failed).toBe(0);
    const ok = await readProvenanceRecords(connection.db, [], DAY);
    expect(ok.failedToday.size).toBe(0);

    failing = 'soundcloud';
    expect(COUNTER_SOURCES).toContain('soundcloud');
    const second = await refreshCounters(context, trackIds, DAY);
    expect(second.failed).toBe(1);
    const records = await readProvenanceRecords(connection.db, [], DAY);
    expect([...records.failedToday.keys()]).toEqual(['soundcloud']);
    const [failure] = records.failedToday.get('soundcloud') ?? [];
    expect(failure?.step).toBe('counters');
    expect(failure?.error).toContain('503');
    expect(failure?.lastSuccessAt).not.toBeNull();
    expect(Date.parse(failure?.failedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(failure?.lastSuccessAt ?? ''),
    );
    // Another day's record does not count for this one.
    expect((await readProvenanceRecords(connection.db, [], '2026-11-27')).failedToday.size).toBe(0);

    // Read again successfully: no longer failed today.
    failing = null;
    await refreshCounters(context, trackIds, DAY);
    expect((await readProvenanceRecords(connection.db, [], DAY)).failedToday.size).toBe(0);
    const rows = await runs();
    expect(rows.map((row) => row.source)).toEqual([...COUNTER_SOURCES].sort());
    expect(rows.find((row) => row.source === 'soundcloud')).toMatchObject({
      ok: true,
      failed: true,
    });
  });
});
