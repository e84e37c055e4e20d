import { sql } from 'drizzle-orm';
import { iso } from '../admin/desk-page';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

export interface FollowerDay {
  day: string;
  followers: number;
}

/**
 * The playlist's followers per day as the monitor read them (migration 0038 records each change),
 * over the last `days` days up to the last day the monitor observed it, one point per day: a day
 * with no change carries the day before's value, so the chart is daily and ends on the last day
 * observed, not on the last change.
 *
 * The monitor reads every listed playlist's followers in each cycle and writes a row only when
 * they changed; a whole refresh of a platform's playlists records its day as the job
 * `playlists:{source}` in `monitor_job_days` (the platform's calendar), a day each of them was
 * observed, unchanged since its last row. A playlist excluded from monitoring
 * (`monitor_exclusions`) ends on its last reading: it is no longer observed. Before such a
 * record, the chart ends on the last reading.
 */
export async function playlistFollowerGrowth(
  db: Database,
  playlistId: number,
  days = 90,
): Promise<FollowerDay[]> {
  const [rows, observed] = await Promise.all([
    queryRows<{ day: string; followers: number }>(
      db,
      sql`select day::text as day, followers from playlist_follower_days
          where playlist_id = ${playlistId} order by day`,
    ),
    lastObservedDay(db, playlistId),
  ]);
  if (rows.length === 0) return [];
  const readings = rows.map((row) => ({ day: String(row.day), followers: Number(row.followers) }));
  const lastReading = readings[readings.length - 1]!.day;
  const last = observed && observed > lastReading ? observed : lastReading;
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

/** The newest day the monitor read the playlist's platform, unless the playlist is excluded. */
async function lastObservedDay(db: Database, playlistId: number): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(d.day)::text as day
        from playlists p join monitor_job_days d on d.job = 'playlists:' || p.source
        where p.id = ${playlistId}
          and not exists (select 1 from monitor_exclusions
                          where kind = 'playlist' and object_id = ${playlistId})`,
  );
  return row?.day ?? null;
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

/**
 * Issue 28 (decision 063): the reading a playlist page's figures are of: the newest day its
 * platform's playlists were read whole and when that finished (unless the playlist is excluded),
 * else the day of its last follower reading (no time recorded); null before any reading.
 */
export async function lastPlaylistReading(
  db: Database,
  playlistId: number,
): Promise<{ day: string; finishedAt: string | null } | null> {
  const [observed] = await queryRows<{ day: string; finished_at: unknown }>(
    db,
    sql`select d.day::text as day, d.finished_at
        from playlists p join monitor_job_days d on d.job = 'playlists:' || p.source
        where p.id = ${playlistId}
          and not exists (select 1 from monitor_exclusions
                          where kind = 'playlist' and object_id = ${playlistId})
        order by d.day desc limit 1`,
  );
  if (observed) return { day: observed.day, finishedAt: iso(observed.finished_at) };
  const [last] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from playlist_follower_days where playlist_id = ${playlistId}`,
  );
  return last?.day ? { day: last.day, finishedAt: null } : null;
}
