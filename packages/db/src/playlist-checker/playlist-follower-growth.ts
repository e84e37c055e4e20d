import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

export interface FollowerDay {
  day: string;
  followers: number;
}

/**
 * The playlist's followers per day as the monitor read them (migration 0038 records each change),
 * over the last `days` days before its latest reading, one point per day: a day with no change
 * carries the day before's value, so the chart is daily.
 */
export async function playlistFollowerGrowth(
  db: Database,
  playlistId: number,
  days = 90,
): Promise<FollowerDay[]> {
  const rows = await queryRows<{ day: string; followers: number }>(
    db,
    sql`select day::text as day, followers from playlist_follower_days
        where playlist_id = ${playlistId} order by day`,
  );
  if (rows.length === 0) return [];
  const readings = rows.map((row) => ({ day: String(row.day), followers: Number(row.followers) }));
  const last = readings[readings.length - 1]!.day;
  const from = addDays(last, -(days - 1));
  const filled: FollowerDay[] = [];
  let at = 0;
  let current: number | null = null;
  // Readings before the window only give its first day's value.
  while (at < readings.length && readings[at]!.day < from) current = readings[at++]!.followers;
  const first = current !== null ? from : readings[at]!.day;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (at < readings.length && readings[at]!.day === day) current = readings[at++]!.followers;
    if (current !== null) filled.push({ day, followers: current });
  }
  return filled;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * States the day the playlists' followers written next in this transaction were read on: the
 * follower-days triggers date their rows with it (migration 0046). Transaction-local, so it must
 * run inside the transaction that writes the followers; outside one it states nothing.
 */
export async function stateFollowerDay(tx: Database, day: string): Promise<void> {
  await tx.execute(sql`select set_config('songstats.follower_day', ${day}, true)`);
}
