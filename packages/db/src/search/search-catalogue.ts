import { sql } from 'drizzle-orm';
import type { Database } from '../connect';

/** spec §7 search_all models (excludedModels names them too). */
export const SEARCH_MODELS = [
  'artist',
  'label',
  'creator',
  'track',
  'city',
  'playlist',
  'radio_station',
] as const;
export type SearchModel = (typeof SEARCH_MODELS)[number];

export interface CatalogueHit {
  model: SearchModel;
  /** idUnique for accounts and tracks, the platform id for playlists and stations, the city id. */
  key: string;
  name: string;
  imageUrl: string | null;
  /** The performer of a track, the country of a city or station, the owner of a playlist. */
  detail: string | null;
  /** The performer's idUnique for tracks; the source for playlists. */
  parentKey: string | null;
  score: number;
}

/**
 * A name matches when it contains the query, when it is similar as a whole (trigram similarity
 * of at least 0.3, pg_trgm's default), or when one of its words is close to the query (word
 * similarity of at least 0.5: 'dafr' matches 'Daft Punk' at 0.6). All three are pg_trgm
 * operators (`like`, `%`, `<%`), so the trigram GIN indexes of migration 0003 find them.
 */
export const SEARCH_MIN_SCORE = 0.3;
export const SEARCH_MIN_WORD_SCORE = 0.5;
/**
 * GIN scans of very common trigrams ('lo', 'the') are cut at about this many rows (PostgreSQL's
 * gin_fuzzy_search_limit), so a one-letter query over a million names stays fast; rarer queries,
 * typos included, see every match.
 */
export const SEARCH_GIN_LIMIT = 2000;

const score = (column: ReturnType<typeof sql>, q: string) =>
  sql`greatest(similarity(lower(${column}), ${q}), word_similarity(${q}, lower(${column})))`;

function matches(column: ReturnType<typeof sql>, q: string) {
  // A pattern under three letters has no trigram, so `like` would read every row.
  const contains =
    q.length >= 3 ? sql`lower(${column}) like ${`%${q.replace(/[\\%_]/g, '\\$&')}%`} or ` : sql``;
  return sql`(${contains}lower(${column}) % ${q} or ${q} <% lower(${column}))`;
}

function modelQuery(model: SearchModel, q: string, limit: number) {
  switch (model) {
    case 'artist':
    case 'label':
    case 'creator':
      return sql`(select ${model}::text as model, a.id_unique as key, a.name, a.image_url,
          a.country_code as detail, null::text as parent_key, ${score(sql`a.name`, q)} as score
        from accounts a where a.type = ${model} and not a.hidden and ${matches(sql`a.name`, q)}
        order by score desc, a.name limit ${limit})`;
    case 'track':
      return sql`(select 'track' as model, t.id_unique as key, t.title as name, t.image_url,
          p.name as detail, p.id_unique as parent_key, ${score(sql`t.title`, q)} as score
        from tracks t
        left join lateral (select a.name, a.id_unique from track_artists ta
          join accounts a on a.id = ta.account_id
          where ta.track_id = t.id order by (ta.role = 'primary') desc, a.id limit 1) p on true
        where not t.hidden and ${matches(sql`t.title`, q)}
        order by score desc, t.title limit ${limit})`;
    case 'city':
      return sql`(select 'city' as model, c.id::text as key, c.name, null::text as image_url,
          c.country_code as detail, null::text as parent_key, ${score(sql`c.name`, q)} as score
        from cities c where ${matches(sql`c.name`, q)} order by score desc, c.name limit ${limit})`;
    case 'playlist':
      return sql`(select 'playlist' as model, pl.external_id as key, pl.name, pl.image_url,
          pl.owner_name as detail, pl.source as parent_key, ${score(sql`pl.name`, q)} as score
        from playlists pl where ${matches(sql`pl.name`, q)}
        order by score desc, pl.followers desc limit ${limit})`;
    case 'radio_station':
      return sql`(select 'radio_station' as model, r.external_id as key, r.name,
          null::text as image_url, r.country_code as detail, r.kind as parent_key,
          ${score(sql`r.name`, q)} as score
        from radio_stations r where not r.hidden and ${matches(sql`r.name`, q)}
        order by score desc, r.name limit ${limit})`;
  }
}

/**
 * spec §7 search_all: trigram-ranked (typo-tolerant) matches of every requested model, hidden
 * entities left out, best first.
 */
export async function searchCatalogue(
  db: Database,
  input: { q: string; models: readonly SearchModel[]; limitPerModel?: number },
): Promise<CatalogueHit[]> {
  const q = input.q.trim().toLowerCase();
  if (!q || input.models.length === 0) return [];
  const limit = input.limitPerModel ?? 8;
  const parts = input.models.map((model) => modelQuery(model, q, limit));
  const query = sql`select * from (${sql.join(parts, sql` union all `)}) hits order by score desc, name`;
  // The thresholds of the `%` and `<%` operators are settings, local to this transaction.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(SEARCH_MIN_SCORE)}, true),
      set_config('pg_trgm.word_similarity_threshold', ${String(SEARCH_MIN_WORD_SCORE)}, true),
      set_config('gin_fuzzy_search_limit', ${String(SEARCH_GIN_LIMIT)}, true)`);
    // PGlite and node-postgres both answer `{ rows }`; the shared handle types it as unknown.
    return (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  });
  return result.rows.map((row) => ({
    model: row.model as SearchModel,
    key: String(row.key),
    name: String(row.name),
    imageUrl: (row.image_url as string | null) ?? null,
    detail: (row.detail as string | null) ?? null,
    parentKey: (row.parent_key as string | null) ?? null,
    score: Number(row.score),
  }));
}
