import type { MonitorContext } from './context';
import { type CycleResult, runCycle } from './cycle';

export interface MonitorLoop {
  stop(): Promise<void>;
}

export interface MonitorLoopOptions {
  /** How often the platform's day is checked. Default 15 s. */
  pollMs?: number;
  /**
   * While a live platform publishes its current day, a cycle runs again this long after the last
   * one started, to pick up what came out meanwhile. Default 5 minutes.
   */
  refreshMs?: number;
  onCycle?: (result: CycleResult) => void;
}

/**
 * Runs a cycle now and again whenever the platform's day moves on (polled every `pollMs`), and
 * every `refreshMs` while the platform is still publishing its day (a live world spreads a day's
 * playlist edits, radio spins and charts over the day). Stopping ends a running cycle at its
 * next step or batch. A failed cycle is logged and retried at the next poll; nothing it wrote is
 * lost, and nothing is written twice (activity keys are unique).
 */
export function startMonitorLoop(
  context: MonitorContext,
  options: MonitorLoopOptions = {},
): MonitorLoop {
  let stopped = false;
  const stopping = new AbortController();
  const cycleContext: MonitorContext = { ...context, signal: stopping.signal };
  const refreshMs = options.refreshMs ?? 300_000;
  let lastDate: string | null = null;
  let lastStart = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  async function tick() {
    try {
      const status = await context.world.status();
      const live = status.day_complete === false;
      if (status.date !== lastDate || (live && Date.now() - lastStart >= refreshMs)) {
        lastStart = Date.now();
        const result = await runCycle(cycleContext);
        lastDate = result.date;
        options.onCycle?.(result);
      }
    } catch (error) {
      if (!stopping.signal.aborted)
        context.log.warn(`monitor cycle failed: ${(error as Error).message}`);
    }
    if (!stopped)
      timer = setTimeout(() => {
        running = tick();
      }, options.pollMs ?? 15_000);
  }

  running = tick();
  return {
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
