import type { DemoWorld } from '@songstats/contract';

/**
 * What the uptime check tells of the embedded demo world: its date and pace, and the monitor's
 * catch-up on its history. Made before the app, so the uptime check can read it from the start;
 * the embedded monitor writes it as it goes.
 */
export class DemoWorldStatus {
  private current: DemoWorld;

  constructor(speed: number) {
    this.current = { date: null, speed, catching_up: null };
  }

  get(): DemoWorld {
    return this.current;
  }

  /** A cycle ran on `date` (the world's current day, or a past day while catching up). */
  watched(date: string): void {
    this.current = { ...this.current, date };
  }

  catchingUp(progress: { day: number; of: number; date: string } | null): void {
    this.current = {
      ...this.current,
      ...(progress ? { date: progress.date } : {}),
      catching_up: progress,
    };
  }
}
