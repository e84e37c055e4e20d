import { type Database, queryRows, type SeriesPointRow } from '@songstats/db';
import { sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * Issue 21 (decision 062): a track's playlists on a platform and their reach by day, the series
 * `playlists_current` and `playlist_reach_current` of its platform tab, from the monitor's rows
 * (`track_playlist_days`, written when the count changed or the reach moved 1%). Each day from the
 * first row to the last day the monitor read the platform's playlists carries the last row before
 * it; that last day holds `current` (the playlists table's count and reach: what the monitor read
 * then), so the chart ends where the cards stand. Empty where the monitor keeps no such history
 * (sources without playlists, SoundCloud) or the track was never on the platform's playlists.
 */
export async function loadPlaylistHistory(
  db: Database,
  trackId: number,
  source: string,
  current: { playlists: number; reach: number },
): Promise<SeriesPointRow[]> {
  const [rows, read] = await Promise.all([
    queryRows<{ day: string; playlists: number; reach: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, playlists, reach::float8 as reach
          from track_playlist_days where track_id = ${trackId} and source = ${source}
          order by day`,
    ),
    queryRows<{ day: string | null }>(
      db,
      sql`select to_char(max(day), 'YYYY-MM-DD') as day from monitor_job_days
          where job = ${`playlists:${source}`}`,
    ),
  ]);
  const first = rows[0];
  if (!first) return [];
  const lastRow = rows.at(-1)!;
  const lastRead = read[0]?.day ?? null;
  const end = lastRead && lastRead > lastRow.day ? lastRead : lastRow.day;
  const points: SeriesPointRow[] = [];
  let index = 0;
  for (let day = first.day; day <= end; day = nextDay(day)) {
    while (index + 1 < rows.length && rows[index + 1]!.day <= day) index++;
    const row = day === end ? current : rows[index]!;
    points.push(
      { metric: 'playlists_current', day, value: row.playlists },
      { metric: 'playlist_reach_current', day, value: Number(row.reach) },
    );
  }
  return points;
}
