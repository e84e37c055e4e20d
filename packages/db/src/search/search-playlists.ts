import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';
import { searchCatalogue } from './search-catalogue';

export interface PlaylistSearchRow {
  source: string;
  externalId: string;
  name: string;
  imageUrl: string | null;
  ownerName: string | null;
  followers: number;
}

/**
 * The playlist-checking product's search (issue 24): the main search's word dictionary over the
 * playlists' names, so the name itself and its words in the query's order come first, typos are
 * corrected and the last word completed; then by score and followers. Followers are read for the
 * hits only, by their (source, platform id) key.
 */
export async function searchPlaylists(
  db: Database,
  q: string,
  limit = 10,
): Promise<PlaylistSearchRow[]> {
  const hits = await searchCatalogue(db, { q, models: ['playlist'], limitPerModel: limit });
  if (hits.length === 0) return [];
  const rows = await queryRows<{ source: string; external_id: string; followers: number }>(
    db,
    sql`select p.source, p.external_id, p.followers from playlists p
        join unnest(${pgArray(hits.map((hit) => hit.parentKey ?? ''))}::text[],
          ${pgArray(hits.map((hit) => hit.key))}::text[]) as x(source, external_id)
          on p.source = x.source and p.external_id = x.external_id`,
  );
  const followers = new Map(
    rows.map((row) => [`${row.source}:${row.external_id}`, Number(row.followers)]),
  );
  return hits.map((hit) => ({
    source: hit.parentKey ?? '',
    externalId: hit.key,
    name: hit.name,
    imageUrl: hit.imageUrl,
    ownerName: hit.detail,
    followers: followers.get(`${hit.parentKey}:${hit.key}`) ?? 0,
  }));
}
