import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Connection, queryRows, readProvenanceRecords, runKey } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext } from '../../test/monitor-fixture';
import type { ChartDefinition } from '../charts/chart-list';
import { refreshCharts } from '../charts/refresh-charts';
import { FetchFailedError } from '../http/fetch-json';
import { runDailyJob } from '../job-days/run-daily-job';
import { refreshAllPlaylists } from './refresh-all-playlists';

// Issue 28 section 4 (migration 0069): the playlists step, the charts step and a per-day job of
// one platform record each platform's run of the day, by step, so a playlist or chart figure
// turns stale when its platform's playlists or charts failed today, and fresh again after a later
// success; the counters' records stay apart.
const DAY = '2026-11-26';
let connection: Connection;
let server: Server;
let url = '';
/** What answers 503 while set: `playlists` (Spotify's listing) or a chart platform. */
const failing = new Set<string>();

beforeAll(async () => {
  connection = await openTestDatabase();
  server = createServer((request, response) => {
    const path = request.url ?? '';
    const chart = /^\/charts\/([^/]+)\/([^/]+)\//.exec(path);
    const fail =
      (path.startsWith('/catalog/playlists') && failing.has('playlists')) ||
      (chart && failing.has(chart[1]!));
    if (fail) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Service Unavailable');
      return;
    }
    if (chart && chart[2] === 'US') {
      // Not published yet: not a failure.
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not Found');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        chart
          ? { source: chart[1], country: chart[2], date: DAY, entries: [] }
          : { items: [], next: null },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await connection?.close();
});

const failedSteps = async (day = DAY) =>
  [...(await readProvenanceRecords(connection.db, [], day)).failedToday.values()]
    .flat()
    .map((failure) => `${failure.source} ${failure.step}`);

const chart = (source: string, countryCode: string | null): ChartDefinition => ({
  key: `${source}:${countryCode ?? 'global'}`,
  source,
  countryCode,
  name: `${source} ${countryCode ?? 'Global'}`,
});

describe("a platform's playlists and charts runs record their success or failure of the day", () => {
  it('a failed playlist listing is recorded for its platform and step, then a later success clears it', async () => {
    const context = monitorContext(connection.db, url);
    await refreshAllPlaylists(context, new Map(), DAY);
    expect(await failedSteps()).toEqual([]);
    const records = await readProvenanceRecords(connection.db, [], DAY);
    expect(records.lastRuns.get(runKey('playlists', 'spotify'))?.day).toBe(DAY);

    failing.add('playlists');
    await expect(refreshAllPlaylists(context, new Map(), DAY)).rejects.toThrow(/503/);
    // A shard records its own step: its platform's playlists count as failed too.
    await expect(
      refreshAllPlaylists(context, new Map(), DAY, undefined, { index: 1, count: 4 }),
    ).rejects.toThrow(/503/);
    expect(await failedSteps()).toEqual(['spotify playlists', 'spotify playlists:1/4']);
    const failure = (await readProvenanceRecords(connection.db, [], DAY)).failedToday
      .get('spotify')
      ?.find((entry) => entry.step === 'playlists');
    expect(failure?.error).toContain('503');
    expect(Date.parse(failure?.failedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(failure?.lastSuccessAt ?? ''),
    );
    // Another day's records do not count for this one.
    expect(await failedSteps('2026-11-27')).toEqual([]);

    failing.delete('playlists');
    await refreshAllPlaylists(context, new Map(), DAY);
    await refreshAllPlaylists(context, new Map(), DAY, undefined, { index: 1, count: 4 });
    expect(await failedSteps()).toEqual([]);
  });

  it("a chart platform's failure is recorded for it alone (not an unpublished chart), then cleared", async () => {
    const context = monitorContext(connection.db, url);
    const charts = [
      chart('deezer', null),
      chart('deezer', 'FR'),
      chart('tidal', null),
      chart('tidal', 'US'),
      chart('amazon', 'US'),
    ];
    failing.add('deezer');
    const result = await refreshCharts(context, charts, new Map(), DAY);
    expect(result).toMatchObject({ failed: 2, unpublished: 2 });
    expect(await failedSteps()).toEqual(['deezer charts']);
    const records = await readProvenanceRecords(connection.db, [], DAY);
    expect(records.failedToday.get('deezer')?.[0]?.error).toContain('503');
    expect(records.lastRuns.get(runKey('charts', 'tidal'))?.day).toBe(DAY);
    // Amazon's only chart is not out yet: nothing recorded either way.
    expect(records.lastRuns.has(runKey('charts', 'amazon'))).toBe(false);

    failing.delete('deezer');
    await refreshCharts(context, charts, new Map(), DAY);
    expect(await failedSteps()).toEqual([]);
    const rows = await queryRows<{ source: string; step: string }>(
      connection.db,
      sql`select source, step from monitor_platform_runs where step = 'charts' order by source`,
    );
    expect(rows.map((row) => row.source)).toEqual(['deezer', 'tidal']);
  });

  it("a per-day job of one platform records its run under the job's name", async () => {
    const context = monitorContext(connection.db, url);
    const job = await runDailyJob(
      context,
      'radio',
      DAY,
      async () => {
        throw new FetchFailedError('503 Service Unavailable', '/radio', 503, 1);
      },
      'radio',
    );
    expect(job.failed).toBe(1);
    expect(await failedSteps()).toEqual(['radio radio']);
    await runDailyJob(context, 'radio', DAY, async () => 0, 'radio');
    expect(await failedSteps()).toEqual([]);
  });
});
