import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

export interface PlaylistTrack {
  /** 1-based, in the order the tracks were added (the oldest first). */
  position: number;
  idUnique: string;
  title: string;
  artistName: string | null;
  imageUrl: string | null;
  /** Null when the platform does not know the add date (shown as unknown). */
  addedAt: string | null;
  /** A track of an account the member manages or follows (highlighted on the page). */
  isMine: boolean;
}

/**
 * The tracks on the playlist now (the monitor's `playlist_entries`), in the order they were
 * added (those of an unknown add date first: platforms lost the dates of their oldest), with their main performer, and which of them belong to the member's accounts.
 */
export async function listPlaylistTracks(
  db: Database,
  playlistId: number,
  memberId: number | null,
): Promise<PlaylistTrack[]> {
  const rows = await queryRows<{
    id_unique: string;
    title: string;
    artist_name: string | null;
    image_url: string | null;
    added_at: string | null;
    is_mine: boolean;
  }>(
    db,
    sql`select t.id_unique, t.title, p.name as artist_name, t.image_url,
          pe.added_at::text as added_at,
          (${memberId}::bigint is not null and exists (
            select 1 from managements m
            where m.member_id = ${memberId}::bigint
              and (m.account_id = t.label_id or m.account_id in (
                select ta.account_id from track_artists ta where ta.track_id = t.id)))) as is_mine
        from playlist_entries pe
        join tracks t on t.id = pe.track_id
        left join lateral (select a.name from track_artists ta join accounts a on a.id = ta.account_id
          where ta.track_id = t.id order by (ta.role = 'primary') desc, a.id limit 1) p on true
        where pe.playlist_id = ${playlistId} and not t.hidden
        order by pe.added_at nulls first, t.id`,
  );
  return rows.map((row, index) => ({
    position: index + 1,
    idUnique: row.id_unique,
    title: row.title,
    artistName: row.artist_name,
    imageUrl: row.image_url,
    addedAt: row.added_at === null ? null : String(row.added_at),
    isMine: row.is_mine === true,
  }));
}
