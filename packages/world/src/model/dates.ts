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

// A page of playlist items or plays prints thousands of timestamps over a few hundred days: the
// date part of each is formatted once.
const datesOfDays = new Map<number, string>();
// Hours, minutes and seconds as two digits, looked up rather than formatted each time.
const TWO_DIGITS = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));

/** An ISO timestamp for a second of a day, as platforms report added_at / played_at. */
export function timestampOf(day: number, secondOfDay: number): string {
  const extraDays = Math.floor(secondOfDay / 86_400);
  const second = secondOfDay - extraDays * 86_400;
  let date = datesOfDays.get(day + extraDays);
  if (date === undefined) {
    date = dateOfDay(day + extraDays);
    datesOfDays.set(day + extraDays, date);
  }
  const hours = Math.floor(second / 3600);
  const minutes = Math.floor((second % 3600) / 60);
  return `${date}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[second % 60]}Z`;
}
