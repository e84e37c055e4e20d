import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@songstats/db/testing';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 20 (item 18): SIGTERM or SIGINT on the embedded database exited with code 1 ("PGlite
// is closed": the database was closed before the app's own hooks had used it for the last
// time). The real server, as `npm start` runs it, on ports of its own (H5's 9540 to 9569).

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STARTED_WITHIN_MS = 90_000;

interface RunningServer {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(basePort: number, env: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'songstats-shutdown-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : null;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    BASE_PORT: String(basePort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...env,
  };
  if (scratch) childEnv.DATABASE_URL = scratch.url;
  else delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + STARTED_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${basePort}/api/v1/support/uptime_check`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${STARTED_WITHIN_MS} ms:\n${output}`);
}

async function expectCleanStop(server: RunningServer, signal: NodeJS.Signals) {
  server.child.kill(signal);
  const code = await server.exited;
  expect(server.output()).not.toContain('PGlite is closed');
  expect({ code, output: server.output() }).toMatchObject({ code: 0 });
  expect(server.output()).toContain(`${signal}: closing`);
}

describe('stopping the server (issue 20)', () => {
  it.each([
    ['SIGTERM', 9540],
    ['SIGINT', 9550],
  ] as const)(
    'exits 0 on %s, closing the database last',
    async (signal, basePort) => {
      const server = await startServer(basePort, { MONITOR: 'off' });
      await expectCleanStop(server, signal);
    },
    120_000,
  );

  it('exits 0 on SIGTERM while the embedded monitor imports the demo world, and stops the world', async () => {
    const server = await startServer(9560, {
      MONITOR: 'embedded',
      WORLD_SCALE: '0.05',
      WORLD_MS_PER_DAY: '600000',
    });
    await expect
      .poll(() => /demo world at (http:\/\/\S+?),?\s/.exec(server.output()), {
        timeout: STARTED_WITHIN_MS,
        interval: 200,
      })
      .toBeTruthy();
    const worldUrl = /demo world at (http:\/\/\S+?),?\s/.exec(server.output())![1]!;
    await expectCleanStop(server, 'SIGTERM');
    // The world's process is gone with it.
    await expect(fetch(`${worldUrl}/world/status`)).rejects.toThrow();
  }, 150_000);
});
