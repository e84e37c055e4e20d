// Day 0 of every world is this date; day indexes and ISO dates convert through it.
export const EPOCH_MS = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

export function dateOfDay(day: number): string {
  return new Date(EPOCH_MS + day * DAY_MS).toISOString().slice(0, 10);
}

/** The day index of an ISO date, or undefined when the text is not a valid YYYY-MM-DD date. */
export function dayOfDate(date: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return undefined;
  return Math.round((ms - EPOCH_MS) / DAY_MS);
}

/** An ISO timestamp for a second of a day, as platforms report added_at / played_at. */
export function timestampOf(day: number, secondOfDay: number): string {
  return `${new Date(EPOCH_MS + day * DAY_MS + secondOfDay * 1000).toISOString().slice(0, 19)}Z`;
}
