import type { DemoWorld } from '@songstats/contract';

/**
 * The day a visit or click is dated by: ours, or the embedded demo world's current day when the
 * world runs at another pace than real time (its dates run ahead of ours, and the rest of its
 * data, streams, charts, pre-save release days, is dated by its calendar). While the monitor
 * catches up on the world's past, its date is a past day: ours meanwhile.
 */
export function countingDay(world: DemoWorld | null | undefined, now = new Date()): string {
  const today = now.toISOString().slice(0, 10);
  if (!world?.date || world.speed === 1 || world.catching_up) return today;
  return world.date;
}
