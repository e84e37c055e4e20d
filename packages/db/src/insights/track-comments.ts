import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

export interface TrackCommentRow {
  author: string;
  text: string;
  /** When it was posted, ISO (UTC). */
  date: string;
}

/** A track's comments on a source, newest first (at most `limit`), and how many there are. */
export async function listTrackComments(
  db: Database,
  trackId: number,
  source: string,
  limit = 50,
): Promise<{ comments: TrackCommentRow[]; total: number }> {
  const [comments, counted] = await Promise.all([
    queryRows<TrackCommentRow>(
      db,
      sql`select author, text,
            to_char(posted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date
          from track_comments where track_id = ${trackId} and source = ${source}
          order by posted_at desc, id desc limit ${limit}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from track_comments
          where track_id = ${trackId} and source = ${source}`,
    ),
  ]);
  return { comments, total: Number(counted[0]?.n ?? 0) };
}
