import { desc, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { playlists } from '../schema';
import { SEARCH_MIN_SCORE, SEARCH_MIN_WORD_SCORE } from './search-catalogue';

/** The playlist-checking product's search: playlists by name, typo-tolerant, best first. */
export async function searchPlaylists(db: Database, q: string, limit = 10) {
  const query = q.trim().toLowerCase();
  if (!query) return [];
  const score = sql<number>`greatest(similarity(lower(${playlists.name}), ${query}), word_similarity(${query}, lower(${playlists.name})))`;
  return db
    .select()
    .from(playlists)
    .where(
      sql`similarity(lower(${playlists.name}), ${query}) >= ${SEARCH_MIN_SCORE}
        or word_similarity(${query}, lower(${playlists.name})) >= ${SEARCH_MIN_WORD_SCORE}
        or lower(${playlists.name}) like ${`%${query.replace(/[\\%_]/g, '\\$&')}%`}`,
    )
    .orderBy(desc(score), desc(playlists.followers))
    .limit(limit);
}
