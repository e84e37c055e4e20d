import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WORLD_CLI = fileURLToPath(new URL('../../../../packages/world/src/cli.ts', import.meta.url));

export interface WorldSettings {
  seed: number;
  scale: number;
  msPerDay: number;
  /** Days of history the world starts with on the very first start. */
  historyDays: number;
}

export interface WorldProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * The world's clock survives restarts: its first start is kept in the data folder, and a restart
 * rebuilds the world (it is deterministic) at the day it would have reached meanwhile.
 */
export function worldDaysNow(dataDir: string, settings: WorldSettings, now = Date.now()): number {
  const file = path.join(dataDir, 'world.json');
  let firstStart = now;
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      seed: number;
      scale: number;
      firstStart: number;
    };
    if (saved.seed === settings.seed && saved.scale === settings.scale)
      firstStart = saved.firstStart;
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ seed: settings.seed, scale: settings.scale, firstStart }));
  return settings.historyDays + Math.floor((now - firstStart) / settings.msPerDay);
}

/**
 * Runs the demo world (`npm run world`) as a child process on a loopback port: the outside
 * world the monitor watches over HTTP, with its own event loop so building and advancing it
 * never stalls the API.
 */
export function startWorldProcess(dataDir: string, settings: WorldSettings): Promise<WorldProcess> {
  const days = worldDaysNow(dataDir, settings);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      WORLD_CLI,
      '--seed',
      String(settings.seed),
      '--scale',
      String(settings.scale),
      '--days',
      String(days),
      '--port',
      '0',
    ],
    {
      env: { ...process.env, WORLD_MS_PER_DAY: String(settings.msPerDay) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the world exited with ${code}: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      child.removeAllListeners('exit');
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      resolve({
        url,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
