import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '@songstats/db';
import { createScratchDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, type WorldServer } from '@songstats/world';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedActivities } from '../test/expected-activities';
import {
  monitorContext,
  monitoredScope,
  monitorSomeAccounts,
  recordedActivities,
} from '../test/monitor-fixture';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DAYS = 30;
const KILL_DAYS = new Set([2, 5, 9, 13, 17, 21, 25, 28]);

let server: WorldServer | undefined;
let child: ChildProcess | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  child?.kill('SIGKILL');
  await server?.close();
  for (const cleanup of cleanups) await cleanup();
});

/** The monitor as its own process (`npm run monitor`), reporting each finished cycle. */
function startMonitor(env: NodeJS.ProcessEnv, worldUrl: string) {
  // One process (node with tsx's loader), not the tsx launcher, which would run the monitor in a
  // child process of its own that a SIGKILL of the launcher leaves running.
  const process = spawn(
    globalThis.process.execPath,
    ['--import', 'tsx', 'packages/monitor/src/cli.ts', '--world', worldUrl, '--poll-ms', '50'],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const finished = new Set<string>();
  const waiters: { date: string; resolve: () => void }[] = [];
  let output = '';
  process.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
    for (const match of String(chunk).matchAll(/cycle (\d{4}-\d{2}-\d{2}):/g)) {
      finished.add(match[1]!);
      for (const waiter of waiters.filter((w) => w.date === match[1])) waiter.resolve();
    }
  });
  process.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const cycleDone = (date: string) =>
    new Promise<void>((resolve, reject) => {
      if (finished.has(date)) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`no cycle for ${date}:\n${output.slice(-3000)}`)),
        60_000,
      );
      waiters.push({
        date,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  return { process, cycleDone, hasFinished: (date: string) => finished.has(date) };
}

describe('crash safety: a monitor killed at random points still records each change once', () => {
  it(`over ${DAYS} days with SIGKILL mid-cycle at least 5 times`, async () => {
    const world = createWorld({ seed: 23, scale: 0.02, days: 5 });
    server = await startWorldServer(world, { port: 0 });
    // On PostgreSQL the monitor is a queue worker: a step left active by a killed worker is
    // expired and retried after 10 s (15 min by default), checked every second.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      MONITOR_JOB_EXPIRE_SECONDS: '10',
      MONITOR_QUEUE_MAINTENANCE_SECONDS: '1',
    };
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL);
      cleanups.push(() => scratch.drop());
      env.DATABASE_URL = scratch.url;
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'songstats-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
    }
    const open = () => connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });

    const setup = await open();
    await monitorSomeAccounts(monitorContext(setup.db, server.url));
    await setup.close();

    const startDate = world.date;
    let monitor = startMonitor(env, server.url);
    child = monitor.process;
    await monitor.cycleDone(startDate);
    let midCycleKills = 0;
    let random = 23;
    for (let day = 1; day <= DAYS; day++) {
      world.advanceDay();
      if (KILL_DAYS.has(day)) {
        random = (random * 1103515245 + 12345) % 2 ** 31;
        await new Promise((resolve) => setTimeout(resolve, 100 + (random % 900)));
        if (!monitor.hasFinished(world.date)) midCycleKills++;
        monitor.process.kill('SIGKILL');
        await new Promise((resolve) => monitor.process.once('exit', resolve));
        monitor = startMonitor(env, server.url);
        child = monitor.process;
      }
      await monitor.cycleDone(world.date);
    }
    monitor.process.kill('SIGTERM');
    await new Promise((resolve) => monitor.process.once('exit', resolve));

    const after = await open();
    cleanups.unshift(() => after.close());
    const expected = expectedActivities(
      world.truth.events({ from: world.day - DAYS + 1 }),
      await monitoredScope(after.db, world),
    );
    expect(midCycleKills).toBeGreaterThanOrEqual(5);
    expect(expected.length).toBeGreaterThan(100);
    expect(await recordedActivities(after.db, startDate)).toEqual(expected);
  }, 600_000);
});
