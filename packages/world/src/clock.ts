import type { World } from './world';

export type Clock = { stop(): void };

/** Advances the world one day every `msPerDay` real milliseconds (default: 10 minutes). */
export function startClock(world: World, options: { msPerDay?: number } = {}): Clock {
  const msPerDay = options.msPerDay ?? 600_000;
  if (!(msPerDay > 0)) throw new RangeError('msPerDay must be positive');
  const timer = setInterval(() => world.advanceDay(), msPerDay);
  // The clock alone should not keep a process (or a test run) alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
