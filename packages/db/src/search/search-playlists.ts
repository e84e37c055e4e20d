import type { Database } from '../connect';
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
 * corrected and the last word completed; then by score and followers. Names beginning with the
 * query are looked for first, in the name btree's order (a narrower first pass: a common first
 * word would otherwise build the word index's bitmap of tens of thousands of names).
 */
export async function searchPlaylists(
  db: Database,
  q: string,
  limit = 10,
): Promise<PlaylistSearchRow[]> {
  const hits = await searchCatalogue(db, {
    q,
    models: ['playlist'],
    limitPerModel: limit,
    prefixFirst: true,
  });
  return hits.map((hit) => ({
    source: hit.parentKey ?? '',
    externalId: hit.key,
    name: hit.name,
    imageUrl: hit.imageUrl,
    ownerName: hit.detail,
    // The candidates' followers come with them (the tie-break after rank and score).
    followers: hit.popularity,
  }));
}
