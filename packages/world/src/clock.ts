import type { World } from './world';

const DAY_MS = 86_400_000;

export type ClockOptions = {
  /** Real milliseconds per world day. Default 86,400,000: real time. */
  msPerDay?: number;
  /**
   * The real instant at which the world's time was the real time (its first start); from then
   * on it runs `86,400,000 / msPerDay` times as fast. Default: now.
   */
  originMs?: number;
  /** The real clock (tests pass their own). */
  now?: () => number;
};

export type ClockState = {
  /** The world's current day index and date. */
  day: number;
  date: string;
  /** The day the world's time has reached (the world is behind it while catching up). */
  target: number;
  /** Whether the world follows its time (else it is held, catching up a whole day at a time). */
  live: boolean;
};

/** The world's instant (ms since 1970, UTC) at the real instant `now`. */
export function worldTimeAt(now: number, originMs: number, msPerDay: number): number {
  return originMs + (now - originMs) * (DAY_MS / msPerDay);
}

/**
 * The world's time. Live, it publishes the world up to its current instant, a tick at a time
 * (at most a second apart, about a world minute in a faster world): the day's playlist edits,
 * radio spins and charts appear as their times pass, and a new day starts at midnight. Held, the
 * world stays on a past day until `advance()` moves it a whole day on: a monitor catching up on
 * history watches each past day as it would a live one; the day that reaches the world's time
 * goes live.
 */
export class WorldClock {
  readonly msPerDay: number;
  readonly originMs: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly world: World,
    options: ClockOptions = {},
  ) {
    this.msPerDay = options.msPerDay ?? DAY_MS;
    if (!(this.msPerDay > 0)) throw new RangeError('msPerDay must be positive');
    this.now = options.now ?? Date.now;
    this.originMs = options.originMs ?? this.now();
  }

  /** How many times faster than real time the world runs (1: real time). */
  get speed(): number {
    return DAY_MS / this.msPerDay;
  }

  /** The world's instant now. */
  time(): number {
    return worldTimeAt(this.now(), this.originMs, this.msPerDay);
  }

  /** The day index the world's time has reached. */
  targetDay(): number {
    return this.world.state.calendar.at(this.time()).day;
  }

  get live(): boolean {
    return this.timer !== null;
  }

  state(): ClockState {
    const { world } = this;
    return { day: world.day, date: world.date, target: this.targetDay(), live: this.live };
  }

  /** Follows the world's time from now on. */
  start(): ClockState {
    if (!this.timer) {
      this.tick();
      const tickMs = Math.max(50, Math.min(1000, this.msPerDay / 1440));
      this.timer = setInterval(() => this.tick(), tickMs);
      // The clock alone should not keep a process (or a test run) alive.
      this.timer.unref();
    }
    return this.state();
  }

  /**
   * Held: the next whole day, or live once the next day is the world's current one. Live: no-op.
   */
  advance(): ClockState {
    if (this.live) return this.state();
    if (this.world.day + 1 < this.targetDay()) {
      this.world.advanceDay();
      return this.state();
    }
    return this.start();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    this.world.setTime(this.time());
  }
}

/** Runs the world live at `msPerDay` (default real time) from now: see WorldClock. */
export function startClock(world: World, options: ClockOptions = {}): WorldClock {
  const clock = new WorldClock(world, options);
  clock.start();
  return clock;
}
