import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';

export interface TrackPlaylistCountRow {
  trackId: number;
  source: string;
  playlistType: string;
  /** The playlists of this source and type the track is on now. */
  playlists: number;
  /** The sum of their followers. */
  reach: number;
}

/**
 * How many playlists each track is on now and their reach, per source and playlist type, from
 * every entry: the figure a card shows and the count of the playlists table, which lists only the
 * biggest 500 (issue 21: a card showed the table's cut, 500, for a track on 603).
 */
export async function countTrackPlaylists(
  db: Database,
  trackIds: readonly number[],
  source: string | null,
): Promise<TrackPlaylistCountRow[]> {
  if (trackIds.length === 0) return [];
  const sourceFilter = source ? sql`and p.source = ${source}` : sql``;
  // An entry is one (playlist, track): per track, counting entries counts playlists.
  return queryRows<TrackPlaylistCountRow>(
    db,
    sql`select pe.track_id::int as "trackId", p.source, p.playlist_type as "playlistType",
          count(*)::int as "playlists", coalesce(sum(p.followers), 0)::float8 as "reach"
        from playlist_entries pe join playlists p on p.id = pe.playlist_id
        where pe.track_id = any(${pgArray(trackIds)}::bigint[]) ${sourceFilter}
        group by pe.track_id, p.source, p.playlist_type`,
  );
}

/** The playlists and reach of one track (or each track) summed over the rows' sources and types. */
export function playlistTotals(rows: readonly TrackPlaylistCountRow[], trackId?: number) {
  let playlists = 0;
  let reach = 0;
  for (const row of rows) {
    if (trackId !== undefined && row.trackId !== trackId) continue;
    playlists += row.playlists;
    reach += row.reach;
  }
  return { playlists, reach };
}
