const DAY_MS = 86_400_000;

/** `date` moved by `days` (ISO dates, UTC). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last day the platform has published whole: its current day, or the day before while a
 * live platform is still publishing the current one. Per-day jobs (a day's radio spins, DJ sets,
 * city charts) read whole days only; a day is marked done once, so a part of it read early would
 * stay a part.
 */
export function lastWholeDay(status: { date: string; day_complete?: boolean }): string {
  return status.day_complete === false ? addDays(status.date, -1) : status.date;
}

/**
 * The days a per-day job still owes, oldest first: the days after `lastDone` up to `today`, at
 * most `maxDays` of them (the latest), or only today for a job that never ran. Looking back is
 * capped so a monitor down for weeks does not spend its next cycle on history.
 */
export function daysToRun(lastDone: string | null, today: string, maxDays: number): string[] {
  if (lastDone === null) return [today];
  const days: string[] = [];
  for (let day = today; day > lastDone && days.length < maxDays; day = addDays(day, -1)) {
    days.unshift(day);
  }
  return days;
}
