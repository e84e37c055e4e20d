const DAY_MS = 86_400_000;

/** Day 0 of a world built without `startDate`: tests and the benchmarks keep this fixed date. */
export const DEFAULT_START_DATE = '2026-01-01';

// Hours, minutes and seconds as two digits, looked up rather than formatted each time.
const TWO_DIGITS = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));

/** The UTC midnight of an ISO date, or undefined when the text is not a valid YYYY-MM-DD date. */
export function midnightOf(date: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return undefined;
  return ms;
}

/**
 * A world's calendar: day indexes to ISO dates and back, through the date of day 0. The demo
 * world's day 0 is 90 days before its first start, so that its "today" is the real date;
 * everything else about a day (its randomness) depends on the index alone.
 */
export class Calendar {
  readonly epochMs: number;
  // A page of playlist items or plays prints thousands of timestamps over a few hundred days:
  // the date part of each is formatted once.
  private readonly datesOfDays = new Map<number, string>();

  constructor(readonly startDate: string = DEFAULT_START_DATE) {
    const epochMs = midnightOf(startDate);
    if (epochMs === undefined) throw new RangeError(`startDate must be YYYY-MM-DD: ${startDate}`);
    this.epochMs = epochMs;
  }

  dateOf(day: number): string {
    let date = this.datesOfDays.get(day);
    if (date === undefined) {
      date = new Date(this.epochMs + day * DAY_MS).toISOString().slice(0, 10);
      if (this.datesOfDays.size > 10_000) this.datesOfDays.clear();
      this.datesOfDays.set(day, date);
    }
    return date;
  }

  /** The day index of an ISO date, or undefined when the text is not a valid YYYY-MM-DD date. */
  dayOf(date: string): number | undefined {
    const ms = midnightOf(date);
    return ms === undefined ? undefined : Math.round((ms - this.epochMs) / DAY_MS);
  }

  /** The day index and second of the day at a UTC instant (ms). */
  at(ms: number): { day: number; second: number } {
    const day = Math.floor((ms - this.epochMs) / DAY_MS);
    return { day, second: Math.floor((ms - this.epochMs - day * DAY_MS) / 1000) };
  }

  /** The UTC instant (ms) of a second of a day. */
  msOf(day: number, second = 0): number {
    return this.epochMs + day * DAY_MS + second * 1000;
  }

  /** An ISO timestamp for a second of a day, as platforms report added_at / played_at. */
  timestamp(day: number, secondOfDay: number): string {
    const extraDays = Math.floor(secondOfDay / 86_400);
    const second = secondOfDay - extraDays * 86_400;
    const date = this.dateOf(day + extraDays);
    const hours = Math.floor(second / 3600);
    const minutes = Math.floor((second % 3600) / 60);
    return `${date}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[second % 60]}Z`;
  }
}

const DEFAULT_CALENDAR = new Calendar();
/** The midnight of day 0 of the default calendar. */
export const EPOCH_MS = DEFAULT_CALENDAR.epochMs;

/** `dateOf` of the default calendar (day 0 = 2026-01-01). */
export function dateOfDay(day: number): string {
  return DEFAULT_CALENDAR.dateOf(day);
}

/** `dayOf` of the default calendar (day 0 = 2026-01-01). */
export function dayOfDate(date: string): number | undefined {
  return DEFAULT_CALENDAR.dayOf(date);
}

/** `timestamp` of the default calendar (day 0 = 2026-01-01). */
export function timestampOf(day: number, secondOfDay: number): string {
  return DEFAULT_CALENDAR.timestamp(day, secondOfDay);
}
