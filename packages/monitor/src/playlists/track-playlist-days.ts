import { type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';

/**
 * The platforms whose playlist counts per track are kept over time (issue 21, decision 062):
 * their track tabs show the playlists and their reach by day, as the monitor read them. Spotify's
 * are counted once all its playlists are read (`recordSpotifyPlaylistDays`), the others' after
 * each platform's (`refreshPlatformPlaylists`).
 */
export const PLAYLIST_HISTORY_SOURCES: readonly string[] = [
  'spotify',
  'apple_music',
  'deezer',
  'amazon',
  'tidal',
];

/** A reach this much larger or smaller than the track's last row is written as a new row. */
export const REACH_STEP = 0.01;

/**
 * Records, for the day `today`, each monitored track's playlists on `source` and their reach
 * (the sum of their followers), from the entries and follower counts the monitor stored: a row of
 * `track_playlist_days` where the count changed or the reach moved by `REACH_STEP` or more since
 * the track's last row (a track that left its last playlist gets a row of 0). Run again on the
 * same day, it replaces that day's row. Returns the rows written.
 */
export async function recordTrackPlaylistDays(
  db: Database,
  source: string,
  today: string,
): Promise<number> {
  const [row] = await queryRows<{ written: number }>(
    db,
    sql`with readings as (
          select pe.track_id, count(*)::int as playlists,
                 coalesce(sum(p.followers), 0)::bigint as reach
            from playlist_entries pe join playlists p on p.id = pe.playlist_id
           where p.source = ${source}
           group by pe.track_id
        ), latest as (
          select track_id, playlists, reach from track_playlist_latest where source = ${source}
        ), changed as (
          select coalesce(r.track_id, l.track_id) as track_id,
                 coalesce(r.playlists, 0) as playlists, coalesce(r.reach, 0)::bigint as reach
            from readings r full join latest l on l.track_id = r.track_id
           where l.track_id is null
              or coalesce(r.playlists, 0) <> l.playlists
              or abs(coalesce(r.reach, 0) - l.reach) >= greatest(1, l.reach * ${REACH_STEP}::float8)
        ), days as (
          insert into track_playlist_days (track_id, source, day, playlists, reach)
          select track_id, ${source}, ${today}::date, playlists, reach from changed
          on conflict (track_id, source, day)
            do update set playlists = excluded.playlists, reach = excluded.reach
          returning 1
        ), gone as (
          delete from track_playlist_latest t using changed c
           where t.source = ${source} and t.track_id = c.track_id and c.playlists = 0
          returning 1
        ), kept as (
          insert into track_playlist_latest (track_id, source, day, playlists, reach)
          select track_id, ${source}, ${today}::date, playlists, reach from changed
           where playlists > 0
          on conflict (source, track_id)
            do update set day = excluded.day, playlists = excluded.playlists,
                          reach = excluded.reach
          returning 1
        )
        select (select count(*) from days)::int as written,
               (select count(*) from gone)::int + (select count(*) from kept)::int as latest`,
  );
  return row?.written ?? 0;
}

/**
 * Spotify's step after all its playlists of the day `today` are read (decision 062, 2026-11-26
 * section): its playlists per track and their reach (`recordTrackPlaylistDays`), and the day
 * marked read (`monitor_job_days`, `playlists:spotify`), which a shard, seeing only its part,
 * does not mark. In one cycle it follows the playlists' refresh; on the queue the last of the
 * day's shards to finish runs it (`startQueueWorker`). Returns the rows written.
 */
export async function recordSpotifyPlaylistDays(db: Database, today: string): Promise<number> {
  const written = await recordTrackPlaylistDays(db, 'spotify', today);
  await db.execute(sql`insert into monitor_job_days (job, day)
    values ('playlists:spotify', ${today}) on conflict do nothing`);
  return written;
}
