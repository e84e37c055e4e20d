import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HeldWorld, HeldWorldState } from '@songstats/monitor';

const WORLD_CLI = fileURLToPath(new URL('../../../../packages/world/src/cli.ts', import.meta.url));
const DAY_MS = 86_400_000;

export interface WorldSettings {
  seed: number;
  scale: number;
  /** Real milliseconds per world day: 86,400,000 is real time (the default). */
  msPerDay: number;
  /** Days of history the world starts with on the very first start. */
  historyDays: number;
}

export interface WorldProcess extends HeldWorld {
  url: string;
  stop(): Promise<void>;
}

/** What the data folder keeps of the world between starts (`world.json`). */
interface SavedWorld {
  seed: number;
  scale: number;
  msPerDay: number;
  /** The real instant of the first start: the world's time runs from it. */
  firstStart: number;
  /** The date of day 0: `historyDays` before the first start's date. */
  startDate: string;
  /** The last day the monitor watched (a cycle ended on it), if any. */
  watched?: string;
}

export interface WorldPlan {
  startDate: string;
  originMs: number;
  /** The day the world is built at (the monitor catches up from there). */
  days: number;
}

function savedWorld(dataDir: string): SavedWorld | null {
  const file = path.join(dataDir, 'world.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SavedWorld;
  } catch {
    return null;
  }
}

function saveWorld(dataDir: string, saved: SavedWorld): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, 'world.json'), JSON.stringify(saved));
}

/**
 * Where the world starts. On the first start (or with another seed, scale or pace), day 0 is
 * `historyDays` before today and the world starts there: the monitor catches up on every day of
 * that history. The calendar and the first start are kept in the data folder, so a restart
 * rebuilds the same world (it is deterministic) from the day after the last one the monitor
 * watched, and the monitor catches up on the days it was down for.
 */
export function planWorld(dataDir: string, settings: WorldSettings, now = Date.now()): WorldPlan {
  let saved = savedWorld(dataDir);
  if (
    !saved?.startDate ||
    saved.seed !== settings.seed ||
    saved.scale !== settings.scale ||
    saved.msPerDay !== settings.msPerDay
  ) {
    saved = {
      seed: settings.seed,
      scale: settings.scale,
      msPerDay: settings.msPerDay,
      firstStart: now,
      startDate: new Date(now - settings.historyDays * DAY_MS).toISOString().slice(0, 10),
    };
    saveWorld(dataDir, saved);
  }
  const days = saved.watched
    ? Math.round((Date.parse(saved.watched) - Date.parse(saved.startDate)) / DAY_MS) + 1
    : 0;
  return { startDate: saved.startDate, originMs: saved.firstStart, days };
}

/** Notes the last day the monitor watched, where a restart picks up. */
export function recordWatchedDay(dataDir: string, date: string): void {
  const saved = savedWorld(dataDir);
  if (saved && (!saved.watched || saved.watched < date))
    saveWorld(dataDir, { ...saved, watched: date });
}

/**
 * Runs the demo world (`npm run world`) as a child process on a loopback port: the outside
 * world the monitor watches over HTTP, with its own event loop so building and advancing it
 * never stalls the API. It starts held at the plan's day; `advance()` (over the IPC channel)
 * moves it a whole day on, until it reaches its time and goes live.
 */
export function startWorldProcess(dataDir: string, settings: WorldSettings): Promise<WorldProcess> {
  const plan = planWorld(dataDir, settings);
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
      String(plan.days),
      '--start-date',
      plan.startDate,
      '--origin-ms',
      String(plan.originMs),
      '--hold',
      '--port',
      '0',
    ],
    {
      env: { ...process.env, WORLD_MS_PER_DAY: String(settings.msPerDay) },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  // One IPC request at a time: each answer is the clock's state.
  let queue: Promise<unknown> = Promise.resolve();
  const ask = (type: 'state' | 'advance') => {
    const answer = queue.then(
      () =>
        new Promise<HeldWorldState>((resolve, reject) => {
          const onMessage = (message: { type?: string } & HeldWorldState) => {
            if (message?.type !== 'clock') return;
            child.off('message', onMessage);
            child.off('exit', onExit);
            resolve({
              day: message.day,
              date: message.date,
              target: message.target,
              live: message.live,
            });
          };
          const onExit = () => {
            child.off('message', onMessage);
            reject(new Error('the world exited'));
          };
          child.on('message', onMessage);
          child.once('exit', onExit);
          child.send({ type });
        }),
    );
    queue = answer.catch(() => undefined);
    return answer;
  };
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
        state: () => ask('state'),
        advance: () => ask('advance'),
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
