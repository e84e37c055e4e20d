// npm run bench:catch-up: the demo world's history caught up as `npm start` does it (issue 21),
// without the HTTP server: a fresh embedded database (PGlite in a temporary folder, or
// PostgreSQL with DATABASE_URL), the demo world in its child process held BENCH_DAYS (90) days
// back, the embedded monitor (`startEmbeddedMonitor`: catalogue import, the demo accounts, then
// a full cycle on each past day). Prints each day's cycle (its steps' times), then the first
// day, a later day's min / median / p90 / max, each step's median, the total and the load
// average. BENCH_CPU_PROF=<dir> writes a CPU profile of this process when it ends. BENCH_SCALE
// sets the world's size (1 by default).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@songstats/db';
import type { FastifyBaseLogger } from 'fastify';
import { startEmbeddedMonitor } from '../../../apps/server/src/embedded/embedded-monitor';

const DAYS = Number(process.env.BENCH_DAYS ?? 90);
/** BENCH_SCALE: the world's size (WORLD_SCALE of `npm start`; the browser test runs 0.05). */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const load = () => loadavg()[0]?.toFixed(1) ?? '?';

const dataDir = mkdtempSync(path.join(tmpdir(), 'songstats-catch-up-bench-'));
const startedAt = performance.now();
const connection = await connect({ dataDir });

/**
 * BENCH_QUERIES=1 (PGlite): the time each statement spends in the database, by its first words.
 * Every PGlite query passes its protocol messages to `execProtocolRawSync` (the wasm run, which
 * holds the thread); a Parse message names the statement whose messages follow.
 */
const queryTimes = new Map<string, { ms: number; calls: number }>();
if (process.env.BENCH_QUERIES === '1' && connection.kind === 'pglite') {
  const client = (connection.db as unknown as { $client: Record<string, unknown> }).$client;
  const run = (client.execProtocolRawSync as (message: Uint8Array) => Uint8Array).bind(client);
  let current = '(other)';
  client.execProtocolRawSync = (message: Uint8Array) => {
    if (message[0] === 0x50) {
      // 'P', length, statement name (a C string), then the query's text.
      const nameEnd = message.indexOf(0, 5);
      const text = Buffer.from(message.subarray(nameEnd + 1, message.indexOf(0, nameEnd + 1)));
      current = text.toString('utf8').replace(/\s+/g, ' ').trim().slice(0, 110);
    } else if (message[0] === 0x51) {
      current = Buffer.from(message.subarray(5, message.length - 1))
        .toString('utf8')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 110);
    }
    const started = performance.now();
    try {
      return run(message);
    } finally {
      const entry = queryTimes.get(current) ?? { ms: 0, calls: 0 };
      entry.ms += performance.now() - started;
      entry.calls++;
      queryTimes.set(current, entry);
    }
  };
}

/** Prints the costliest statements since the last print, and starts counting again. */
function printQueryTimes(what: string, top: number): void {
  const spent = [...queryTimes].sort((a, b) => b[1].ms - a[1].ms);
  const all = spent.reduce((sum, [, entry]) => sum + entry.ms, 0);
  console.info(`  time in the database, ${what}: ${seconds(all)} s; the costliest statements:`);
  for (const [text, entry] of spent.slice(0, top)) {
    console.info(
      `  ${seconds(entry.ms).padStart(7)} s ${String(entry.calls).padStart(6)}x  ${text}`,
    );
  }
  queryTimes.clear();
}

console.info(
  `database: ${connection.kind} (${connection.location}), ${cpus().length} cores, load ${load()}`,
);

/**
 * CPU seconds used so far by this process (monitor, database, API) and by its child processes
 * (the world), from /proc on Linux: on a shared machine the time a day takes depends on the
 * load, the CPU it uses much less.
 */
const TICKS = 100;
function cpuSeconds(): { monitor: number; world: number } {
  const usage = process.cpuUsage();
  let world = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[1]) !== process.pid) continue;
        world += (Number(fields[11]) + Number(fields[12])) / TICKS;
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    // no /proc: only this process's time
  }
  return { monitor: (usage.user + usage.system) / 1e6, world };
}

/** One past day's cycle as its log line tells it: total and each step's milliseconds. */
interface DayCycle {
  date: string;
  ms: number;
  steps: Map<string, number>;
  /** CPU seconds of the monitor's process and of the world's during the cycle. */
  cpu?: { monitor: number; world: number };
}
const cycles: DayCycle[] = [];
let cpuBefore = cpuSeconds();
const loads: number[] = [];
let caughtUp: (message: string) => void = () => {};
const done = new Promise<string>((resolve) => {
  caughtUp = resolve;
});

const parseCycle = (message: string): DayCycle | null => {
  const head = /^cycle (\S+): .* in (\d+) ms \((.*)\)$/.exec(message);
  if (!head) return null;
  const steps = new Map<string, number>();
  // `catalogue 30, playlists 3500 [fetch 2700, write 800], ..., daily 2800 [radio 900, ...]`
  for (const [, name, ms] of (head[3] ?? '').matchAll(/([A-Za-z]+) (\d+)/g)) {
    steps.set(name ?? '', Number(ms));
  }
  return { date: head[1] ?? '', ms: Number(head[2]), steps };
};

const log = {
  info: (message: unknown) => {
    if (typeof message !== 'string') return;
    const cycle = parseCycle(message);
    if (cycle) {
      const cpu = cpuSeconds();
      cycle.cpu = { monitor: cpu.monitor - cpuBefore.monitor, world: cpu.world - cpuBefore.world };
      cpuBefore = cpu;
      cycles.push(cycle);
      loads.push(loadavg()[0] ?? 0);
      console.info(
        `${cycles.length}. ${message.replace(/^cycle /, '')} (load ${load()}; CPU: monitor ${cycle.cpu.monitor.toFixed(1)} s, world ${cycle.cpu.world.toFixed(1)} s)`,
      );
      if (queryTimes.size > 0) printQueryTimes(`day ${cycles.length}`, 12);
    } else if (message.startsWith('caught up on')) {
      caughtUp(message);
    } else if (!message.startsWith('Catching up')) {
      console.info(message);
    }
  },
  warn: (message: unknown, text?: string) => console.warn(text ?? message),
  error: (message: unknown, text?: string) => console.error(text ?? message),
} as unknown as FastifyBaseLogger;

const monitor = await startEmbeddedMonitor(
  connection.db,
  dataDir,
  { seed: 1, scale: SCALE, msPerDay: 86_400_000, historyDays: DAYS },
  log,
);
try {
  const message = await done;
  const totalMs = performance.now() - startedAt;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  };
  const [first, ...later] = cycles;
  const laterMs = later.map((cycle) => cycle.ms);
  console.info(`\n${message}; ${seconds(totalMs)} s from opening the database`);
  if (first) console.info(`first day: ${seconds(first.ms)} s`);
  // The catch-up's time outside the cycles: moving the world on a day (it simulates the next
  // day in its process while the monitor waits) and each cycle's status question.
  const caughtUpMs = Number(/in (\d+) s/.exec(message)?.[1] ?? 0) * 1000;
  const inCycles = cycles.reduce((sum, cycle) => sum + cycle.ms, 0);
  console.info(
    `in the cycles: ${seconds(inCycles)} s; between them (the world moved on a day): about ${seconds(Math.max(0, caughtUpMs - inCycles))} s`,
  );
  if (later.length > 0) {
    console.info(
      `later days (${later.length}): min ${seconds(Math.min(...laterMs))} / median ${seconds(median(laterMs))} / p90 ${seconds(quantile(laterMs, 0.9))} / max ${seconds(Math.max(...laterMs))} s, mean ${seconds(laterMs.reduce((a, b) => a + b, 0) / later.length)} s`,
    );
    const cpu = (of: 'monitor' | 'world') => later.map((cycle) => cycle.cpu?.[of] ?? 0);
    console.info(
      `later days' CPU (median): monitor ${median(cpu('monitor')).toFixed(1)} s, world ${median(cpu('world')).toFixed(1)} s`,
    );
    const names = [...new Set(later.flatMap((cycle) => [...cycle.steps.keys()]))];
    console.info(
      `later days, each step's median (ms): ${names.map((name) => `${name} ${median(later.map((cycle) => cycle.steps.get(name) ?? 0))}`).join(', ')}`,
    );
  }
  console.info(
    `load average (1 min) over the days: min ${Math.min(...loads).toFixed(1)}, median ${median(loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}`,
  );
} finally {
  await monitor.stop();
  await connection.close();
  rmSync(dataDir, { recursive: true, force: true });
}
