import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '@songstats/db/testing';
import { VARIANT_IDS, type VariantId, variantPorts } from '@songstats/domain';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { type Chromium, findChromium } from './find-chromium';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface TestServer {
  ports: Record<VariantId, number>;
  url(variant: VariantId, pathname?: string): string;
  /** Stops the process (SIGTERM) and waits for it. */
  stop(): Promise<void>;
  /** Starts it again on the same ports and data. */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  dispose(): Promise<void>;
}

/**
 * Every server started and not yet disposed. A test file's servers are disposed after it on
 * every outcome (stopAllServers in scripts/e2e-setup.ts), and killed if the process exits first;
 * `npm run test:e2e` also kills the run's whole process group at its end (scripts/run-e2e.mjs).
 */
const running = new Set<TestServer>();
/** Servers still being started (a scratch database first): stopped once they are up. */
const starting = new Set<Promise<unknown>>();
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Stops and removes every server still running, whatever happened to the tests. */
export async function stopAllServers() {
  do {
    // Stopping one that is starting makes its start fail at once.
    await Promise.allSettled([...running].map((server) => server.dispose()));
    await Promise.allSettled([...starting]);
  } while (running.size > 0);
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}:\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url} within 60 s:\n${output()}`);
}

/**
 * The real server, as `npm start` runs it, on six ports from `basePort`, with its own data: a
 * fresh PGlite folder, or a scratch database on the PostgreSQL of DATABASE_URL.
 */
export function startServer(
  options: { basePort: number; webDist?: string; env?: Record<string, string> } = {
    basePort: 8100,
  },
): Promise<TestServer> {
  const started = launchServer(options);
  starting.add(started);
  const settled = () => starting.delete(started);
  started.then(settled, settled);
  return started;
}

async function launchServer(options: {
  basePort: number;
  webDist?: string;
  env?: Record<string, string>;
}): Promise<TestServer> {
  const ports = variantPorts(options.basePort);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'songstats-e2e-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BASE_PORT: String(options.basePort),
    DATA_DIR: dataDir,
    // E2E_LOG_LEVEL and E2E_SERVER_LOG (a file the server's output is appended to) are for
    // looking into a run, e.g. the live cycles of `npm run test:alive`.
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // The demo world and monitor are left out unless a test needs them: they cost seconds.
    MONITOR: 'off',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
    ...options.env,
  };
  let child: ChildProcess | null = null;

  async function start() {
    let output = '';
    // node with tsx's loader: one process, so stopping it stops the server itself.
    const process = spawn(
      globalThis.process.execPath,
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      {
        cwd: ROOT,
        env,
        stdio: 'pipe',
      },
    );
    const logFile = globalThis.process.env.E2E_SERVER_LOG;
    const keep = (chunk: Buffer) => {
      output += chunk;
      if (logFile) appendFileSync(logFile, chunk);
    };
    process.stdout?.on('data', keep);
    process.stderr?.on('data', keep);
    child = process;
    children.add(process);
    process.once('exit', (code, signal) => {
      children.delete(process);
      // A server that ends on its own (stop() forgets it first) says why: its last output.
      if (child === process) {
        globalThis.process.stderr.write(
          `The server on :${ports.main} ended (${signal ?? `exit ${code}`}); its last output:\n${output.slice(-4000)}\n`,
        );
      }
    });
    await waitUntilUp(
      `http://127.0.0.1:${ports.main}/api/v1/support/uptime_check`,
      process,
      () => output,
    );
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      // A server that does not close within 10 s is killed.
      const kill = setTimeout(() => running.kill('SIGKILL'), 10_000);
      running.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      running.kill('SIGTERM');
    });
  }

  let disposed: Promise<void> | null = null;
  const server: TestServer = {
    ports,
    url: (variant, pathname = '/') => `http://localhost:${ports[variant]}${pathname}`,
    stop,
    restart: start,
    dispose() {
      disposed ??= (async () => {
        running.delete(server);
        await stop();
        await scratch?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      })();
      return disposed;
    },
  };
  // Registered before it starts: a test that fails while it starts (or while a browser is
  // launched beside it) never gets hold of it to dispose of it.
  running.add(server);
  try {
    await start();
  } catch (error) {
    await server.dispose();
    throw error;
  }
  return server;
}

export interface TestBrowser {
  context: BrowserContext;
  /** A new page that records uncaught page errors and console errors. */
  newPage(): Promise<Page & { problems: string[] }>;
  close(): Promise<void>;
}

/**
 * Chromium headless, with a fresh user-data dir: CHROMIUM_PATH, else the machine's, else the one
 * of @sparticuz/chromium (find-chromium.ts).
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await findChromium();
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'songstats-chromium-'));
  const context = await launch(browser, userDataDir).catch((error: unknown) => {
    rmSync(userDataDir, { recursive: true, force: true });
    throw new Error(
      `Chromium at ${browser.executablePath} (${browser.source}) did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  return {
    context,
    async newPage() {
      const page = (await context.newPage()) as Page & { problems: string[] };
      page.problems = [];
      page.on('pageerror', (error) => page.problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // A failed request names no URL in its text; its location does.
        const where = message.location().url;
        if (message.type() === 'error')
          page.problems.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      return page;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

function launch(browser: Chromium, userDataDir: string) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: browser.executablePath,
    ...(Object.keys(browser.env).length > 0 ? { env: { ...process.env, ...browser.env } } : {}),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
    viewport: { width: 1440, height: 900 },
  });
}

export { VARIANT_IDS };
