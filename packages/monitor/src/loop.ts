import type { MonitorContext } from './context';
import { type CycleResult, runCycle } from './cycle';

export interface MonitorLoop {
  stop(): Promise<void>;
}

/**
 * Runs a cycle now and again whenever the platform's day moves on (polled every `pollMs`).
 * Stopping ends a running cycle at its next step or batch.
 * A failed cycle is logged and retried at the next poll; nothing it wrote is lost, and nothing
 * is written twice (activity keys are unique).
 */
export function startMonitorLoop(
  context: MonitorContext,
  options: { pollMs?: number; onCycle?: (result: CycleResult) => void } = {},
): MonitorLoop {
  let stopped = false;
  const stopping = new AbortController();
  const cycleContext: MonitorContext = { ...context, signal: stopping.signal };
  let lastDate: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  async function tick() {
    try {
      const { date } = await context.world.status();
      if (date !== lastDate) {
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
