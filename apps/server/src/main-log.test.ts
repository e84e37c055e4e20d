import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 20: `npm start` printed pino's raw JSON lines on the terminal. The server runs here as
// `npm start` runs it, on a terminal: `script` gives it a pseudo-terminal.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'songstats-main-log-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function portFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A first port of six free ones in a row. */
async function freeBasePort() {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const free = await Promise.all([0, 1, 2, 3, 4, 5].map((offset) => portFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
}

describe('the log of `npm start` on a terminal', () => {
  it('is readable lines, not JSON', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      BASE_PORT: String(await freeBasePort()),
      DATA_DIR: dataDir,
      MONITOR: 'off',
      LOG_LEVEL: 'info',
    };
    // The embedded database is enough here.
    delete env.DATABASE_URL;
    const command = `'${process.execPath}' --import tsx apps/server/src/main.ts`;
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: ROOT, env });
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('ready in')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await ready;
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes
    const text = output.replace(/\u001b\[[0-9;]*m/g, '');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Songstats {8}http:\/\/localhost:\d+\r?$/m);
    expect(text).not.toContain('{"level"');
  }, 120_000);
});
