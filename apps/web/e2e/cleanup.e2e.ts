import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 20: a browser that could not start left the end-to-end servers running for hours. Each
// case runs one real e2e file in a nested run whose TMPDIR is a fresh folder: every process of
// that run (vitest, its workers, the servers, the world, Chromium) inherits it, so afterwards
// none may be left whose environment names it.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');
const RUN_E2E = path.join(ROOT, 'scripts/run-e2e.mjs');
// variants.e2e.ts starts one server on 8100 to 8105 and one browser.
const FILE = 'apps/web/e2e/variants.e2e.ts';
const UPTIME = 'http://127.0.0.1:8100/api/v1/support/uptime_check';

let marker = '';
afterEach(() => {
  rmSync(marker, { recursive: true, force: true });
});

/** Live processes (not zombies) whose environment has TMPDIR=marker. */
function processesOfRun(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const state = /\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
      if (state === 'Z') continue;
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (environ.includes(`TMPDIR=${marker}`))
        found.push(`${pid}: ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

async function serverAnswers() {
  try {
    return (await fetch(UPTIME)).ok;
  } catch {
    return false;
  }
}

/** Runs `args` with node in a nested run marked by its TMPDIR; resolves with its exit and output. */
function nestedRun(
  args: string[],
  env: Record<string, string>,
  /** Called with the run's pid; returns what to do when it ends. */
  whileRunning?: (pid: number) => () => void,
) {
  marker = mkdtempSync(path.join(tmpdir(), 'songstats-cleanup-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, TMPDIR: marker };
  // The nested vitest must not take itself for a worker of this run.
  for (const key of Object.keys(childEnv)) if (key.startsWith('VITEST')) delete childEnv[key];
  const child = spawn(process.execPath, args, { cwd: ROOT, env: childEnv, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const ended = whileRunning?.(child.pid!);
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('exit', (code) => {
      ended?.();
      resolve({ code, output });
    });
  });
}

/** Waits up to 5 s for the run's processes to go (a SIGKILLed group takes a moment). */
async function leftOver() {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = processesOfRun();
    if (found.length === 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the e2e servers are stopped on every outcome', () => {
  it('stops the server when the browser cannot start (vitest run directly)', async () => {
    expect(await serverAnswers()).toBe(false);
    // An executable that exits at once: the server is up by the time the launch fails.
    const run = await nestedRun([VITEST, 'run', '--config', 'vitest.e2e.config.ts', FILE], {
      CHROMIUM_PATH: '/bin/false',
    });
    expect(run.code, run.output).not.toBe(0);
    expect(await leftOver()).toEqual([]);
    expect(await serverAnswers()).toBe(false);
    expect(run.output).toContain('Chromium at /bin/false (CHROMIUM_PATH) did not start');
  }, 120_000);

  it('stops everything when the run is interrupted (SIGINT) while the server is up', async () => {
    expect(await serverAnswers()).toBe(false);
    let interrupted = false;
    const run = await nestedRun([RUN_E2E, FILE], {}, (pid) => {
      const poll = setInterval(async () => {
        if (!(await serverAnswers())) return;
        clearInterval(poll);
        interrupted = true;
        process.kill(pid, 'SIGINT');
      }, 100);
      return () => clearInterval(poll);
    });
    expect(interrupted, run.output).toBe(true);
    expect(run.code).not.toBe(0);
    expect(await leftOver()).toEqual([]);
    expect(await serverAnswers()).toBe(false);
  }, 120_000);

  it('names what to do in one line, and starts no server, when CHROMIUM_PATH is wrong', async () => {
    const run = await nestedRun([RUN_E2E, FILE], { CHROMIUM_PATH: '/nonexistent' });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('CHROMIUM_PATH=/nonexistent is not an executable file');
    expect(await leftOver()).toEqual([]);
  }, 120_000);
});
