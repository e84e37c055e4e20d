import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';

export interface PlaylistRank {
  /** 1 for the most followed; playlists with the same followers share a rank. */
  rank: number;
  /** How many playlists are ranked. */
  of: number;
}

export interface PlaylistRanks {
  global: PlaylistRank;
  genres: (PlaylistRank & { genre: string })[];
}

/**
 * spec §1 "global genre ranks": the playlist's rank by followers among the playlists of its
 * platform, and among those of each of its genres (1 + the number with more followers). Each is
 * a scan of the platform's playlists: no index serves followers (migration 0017 keeps their
 * daily updates heap-only), and the page asks for one playlist at a time.
 */
export async function playlistRanks(
  db: Database,
  playlist: { source: string; followers: number; genres: readonly string[] },
): Promise<PlaylistRanks> {
  const genres = [...new Set(playlist.genres)];
  const [globalRows, genreRows] = await Promise.all([
    queryRows<{ above: number; total: number }>(
      db,
      sql`select count(*) filter (where followers > ${playlist.followers})::int as above,
            count(*)::int as total
          from playlists where source = ${playlist.source}`,
    ),
    genres.length === 0
      ? Promise.resolve([])
      : queryRows<{ genre: string; above: number; total: number }>(
          db,
          sql`select g.genre, count(*) filter (where p.followers > ${playlist.followers})::int as above,
                count(*)::int as total
              from playlists p cross join lateral unnest(p.genres) as g(genre)
              where p.source = ${playlist.source} and p.genres && ${pgArray(genres)}::text[]
                and g.genre = any(${pgArray(genres)}::text[])
              group by g.genre`,
        ),
  ]);
  const byGenre = new Map(genreRows.map((row) => [row.genre, row]));
  return {
    global: { rank: Number(globalRows[0]?.above ?? 0) + 1, of: Number(globalRows[0]?.total ?? 0) },
    genres: genres.map((genre) => ({
      genre,
      rank: Number(byGenre.get(genre)?.above ?? 0) + 1,
      of: Number(byGenre.get(genre)?.total ?? 0),
    })),
  };
}
