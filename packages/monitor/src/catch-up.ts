import type { MonitorContext } from './context';
import { type CycleResult, runCycle } from './cycle';

/** Where a world held for catch-up is: its day, the day its time has reached, and if live. */
export interface HeldWorldState {
  day: number;
  date: string;
  target: number;
  live: boolean;
}

/**
 * The one control a catch-up needs over a world it runs (the embedded demo world, a child
 * process): move it on a whole day. The monitor still reads the world over HTTP only.
 */
export interface HeldWorld {
  state(): Promise<HeldWorldState>;
  /** The next whole day, or the world goes live once the next day is its current one. */
  advance(): Promise<HeldWorldState>;
}

export interface CatchUpProgress {
  /** The day being watched, 1-based, of `of` days to catch up. */
  day: number;
  of: number;
  /** Its date. */
  date: string;
}

export interface CatchUpOptions {
  /** Called before each day's cycle. */
  onDay?: (progress: CatchUpProgress) => void;
  onCycle?: (result: CycleResult) => void;
  /** Pause before a failed day's cycle runs again. Default 5 s. */
  retryMs?: number;
}

/**
 * Catches up on a world's past: a cycle on each of its days, oldest first, exactly the cycle of
 * a live day (what the monitor writes it observed, day by day, over HTTP), then the world is
 * moved a whole day on, until its day reaches its time and it goes live (then `startMonitorLoop`
 * takes over). A failed cycle runs again (keys keep it exactly once); stopping (`signal`) ends it
 * at the next step. Returns the number of days caught up.
 */
export async function catchUp(
  context: MonitorContext,
  world: HeldWorld,
  options: CatchUpOptions = {},
): Promise<number> {
  let state = await world.state();
  const first = state.day;
  let days = 0;
  while (!state.live) {
    context.signal?.throwIfAborted();
    options.onDay?.({ day: state.day - first + 1, of: state.target - first, date: state.date });
    try {
      options.onCycle?.(await runCycle(context));
    } catch (error) {
      if (context.signal?.aborted) throw error;
      context.log.warn(`catch-up cycle of ${state.date} failed: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 5_000));
      continue;
    }
    days++;
    state = await world.advance();
  }
  return days;
}
