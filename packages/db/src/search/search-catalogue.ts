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
 * similarity of at least 0.5: 'dafr' matches 'Daft Punk' at 0.6).
 */
export const SEARCH_MIN_SCORE = 0.3;
export const SEARCH_MIN_WORD_SCORE = 0.5;

const score = (column: ReturnType<typeof sql>, q: string) =>
  sql`greatest(similarity(lower(${column}), ${q}), word_similarity(${q}, lower(${column})))`;

function matches(column: ReturnType<typeof sql>, q: string) {
  return sql`(lower(${column}) like ${`%${q.replace(/[\\%_]/g, '\\$&')}%`}
    or similarity(lower(${column}), ${q}) >= ${SEARCH_MIN_SCORE}
    or word_similarity(${q}, lower(${column})) >= ${SEARCH_MIN_WORD_SCORE})`;
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
  // PGlite and node-postgres both answer `{ rows }`; the shared handle types it as unknown.
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
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
