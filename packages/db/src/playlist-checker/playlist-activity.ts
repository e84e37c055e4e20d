import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

export interface PlaylistActivityItem {
  date: string;
  type: 'playlist_add' | 'playlist_remove';
  trackIdUnique: string | null;
  trackTitle: string | null;
  artistName: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The playlist's adds and removals of monitored tracks over the last `days` days, newest first.
 * Their keys begin `{source}:{type}:{playlist id}:` (monitor/src/activities/activity-row.ts);
 * the (activity_date, key) index bounds the scan to the days asked for.
 */
export async function listPlaylistActivity(
  db: Database,
  playlist: { source: string; externalId: string },
  days = 30,
  limit = 100,
): Promise<PlaylistActivityItem[]> {
  const prefix = (type: string) =>
    `${escapeLike(`${playlist.source}:${type}:${playlist.externalId}:`)}%`;
  const rows = await queryRows<{
    date: string;
    type: 'playlist_add' | 'playlist_remove';
    id_unique: string | null;
    title: string | null;
    artist_name: string | null;
  }>(
    db,
    sql`select a.activity_date::text as date, a.activity_type as type, t.id_unique, t.title,
          p.name as artist_name
        from activities a
        left join tracks t on t.id = a.track_id
        left join lateral (select ac.name from track_artists ta join accounts ac on ac.id = ta.account_id
          where ta.track_id = t.id order by (ta.role = 'primary') desc, ac.id limit 1) p on true
        where a.activity_date >= (select coalesce(max(activity_date), current_date) from activities) - ${days}::int
          and (a.key like ${prefix('playlist_add')} or a.key like ${prefix('playlist_remove')})
        order by a.activity_date desc, a.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({
    date: String(row.date),
    type: row.type,
    trackIdUnique: row.id_unique,
    trackTitle: row.title,
    artistName: row.artist_name,
  }));
}
