import {
  carryForward,
  type DayValue,
  HEALTH_RULE,
  type PlaylistHealth,
  playlistHealth,
} from '@songstats/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

/** Follower days read before the window: the jump rule's trailing days (decision 057). */
const HISTORY_DAYS = HEALTH_RULE.window + 30;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function points(dates: string[] | null, values: (number | string)[] | null): DayValue[] {
  return (dates ?? []).map((date, i) => ({ date, value: Number(values?.[i] ?? 0) }));
}

/**
 * Issue 28: every monitored playlist's health on `today` (domain `playlistHealth`), from the
 * monitor's own readings: its followers day by day, the labels of the tracks added in the window,
 * its track count and, for a playlist with a follower jump, the summed daily streams of its
 * tracks the monitor counts on the playlist's platform (a jump they match is not a bought one).
 * Written to `playlist_health`, one row per playlist; returns the verdicts by playlist id.
 */
export async function refreshPlaylistHealth(
  db: Database,
  today: string,
): Promise<Map<number, PlaylistHealth>> {
  const from = addDays(today, -HISTORY_DAYS);
  const windowFrom = addDays(today, -HEALTH_RULE.window);
  const rows = await queryRows<{
    id: number;
    track_count: number;
    dates: string[] | null;
    followers: number[] | null;
    labels: (number | null)[] | null;
  }>(
    db,
    sql`select p.id::int as id,
          (select count(*)::int from playlist_entries e where e.playlist_id = p.id) as track_count,
          f.dates, f.followers, a.labels
        from playlists p
        left join lateral (
          select array_agg(d.day::text order by d.day) as dates,
                 array_agg(d.followers order by d.day) as followers
          from playlist_follower_days d
          where d.playlist_id = p.id and d.day > ${from}::date and d.day <= ${today}::date) f on true
        left join lateral (
          select array_agg(t.label_id::int) as labels
          from playlist_entries e join tracks t on t.id = e.track_id
          where e.playlist_id = p.id and e.added_at > ${windowFrom}::date
            and e.added_at <= ${today}::date) a on true
        where not exists (select 1 from monitor_exclusions x
                          where x.kind = 'playlist' and x.object_id = p.id)`,
  );
  const verdicts = new Map<number, PlaylistHealth>();
  const jumped: number[] = [];
  for (const row of rows) {
    const input = {
      followers: carryForward(points(row.dates, row.followers), today),
      streams: [],
      addedLabels: row.labels ?? [],
      trackCount: Number(row.track_count),
      listeners: null,
      today,
    };
    const health = playlistHealth(input);
    verdicts.set(Number(row.id), health);
    if (health.jumpDates.length > 0) jumped.push(Number(row.id));
  }
  // Only a playlist with an unmatched follower jump needs its tracks' streams to check it.
  if (jumped.length > 0) {
    const streams = await queryRows<{ id: number; dates: string[]; values: string[] }>(
      db,
      sql`select s.playlist_id::int as id, array_agg(s.day::text order by s.day) as dates,
            array_agg(s.total::text order by s.day) as values
          from (select e.playlist_id, v.day, sum(v.value) as total
                from playlist_entries e
                join playlists p on p.id = e.playlist_id
                join series v on v.object_type = 'track' and v.object_id = e.track_id
                  and v.source = p.source and v.metric = 'streams'
                  and v.day > ${from}::date and v.day <= ${today}::date
                where e.playlist_id in (select unnest(${`{${jumped.join(',')}}`}::bigint[]))
                group by e.playlist_id, v.day) s
          group by s.playlist_id`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    for (const row of streams) {
      const playlist = byId.get(Number(row.id))!;
      verdicts.set(
        Number(row.id),
        playlistHealth({
          followers: carryForward(points(playlist.dates, playlist.followers), today),
          streams: points(row.dates, row.values),
          addedLabels: playlist.labels ?? [],
          trackCount: Number(playlist.track_count),
          listeners: null,
          today,
        }),
      );
    }
  }
  const records = [...verdicts].map(([id, health]) => ({
    playlist_id: id,
    verdict: health.verdict,
    score: health.score,
    signals: health.signals,
  }));
  await db.execute(
    sql`insert into playlist_health (playlist_id, verdict, score, signals, day)
        select r.playlist_id, r.verdict, r.score, r.signals, ${today}::date
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
          as r(playlist_id bigint, verdict text, score real, signals jsonb)
        on conflict (playlist_id) do update set verdict = excluded.verdict,
          score = excluded.score, signals = excluded.signals, day = excluded.day,
          computed_at = now()`,
  );
  return verdicts;
}

/** Issue 28: a playlist's stored health (null before the monitor rated it). */
export async function readPlaylistHealth(db: Database, playlistId: number) {
  const [row] = await queryRows<{
    verdict: 'clean' | 'suspicious' | 'botted';
    signals: { key: string; value: number | null; points: number }[];
    day: string;
  }>(
    db,
    sql`select verdict, signals, to_char(day, 'YYYY-MM-DD') as day from playlist_health
        where playlist_id = ${playlistId}`,
  );
  return row ?? null;
}
