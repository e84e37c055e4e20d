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

type Sql = ReturnType<typeof sql>;

const score = (column: Sql, q: string) =>
  sql`greatest(similarity(lower(${column}), ${q}), word_similarity(${q}, lower(${column})))`;

/** A word of the name is close to the query (`%>` is `<%` with its arguments swapped). */
const wordMatches = (column: Sql, q: string) => sql`lower(${column}) %> ${q}`;

function matches(column: Sql, q: string) {
  // A pattern under three letters has no trigram, so `like` would read every row.
  const contains =
    q.length >= 3 ? sql`lower(${column}) like ${`%${q.replace(/[\\%_]/g, '\\$&')}%`} or ` : sql``;
  // Written as the index conditions are (`%>`, not `<%`), so the planner sees the whole condition
  // checked by the bitmap scan and does not evaluate it (and its trigram work) a second time as a
  // filter on every candidate row.
  return sql`(${contains}lower(${column}) % ${q} or ${wordMatches(column, q)})`;
}

/**
 * The best `limit` matches of one table, found cheaply when they can be. A name whose word
 * similarity is under 0.5 scores under 0.5 (similarity never exceeds word similarity), below
 * every name with a close word; so when at least `limit` names have a close word, they are the
 * answer and the two other conditions need not be searched. That matters: the `%` (whole-name
 * similarity) index condition of a long query like 'river of the kingdom' lets through every
 * title sharing 'of the', over 100,000 rows to recheck. Only when fewer names have a close word
 * (rare names, three-letter infixes) are all three conditions searched. `rankedSelect` turns the
 * rows of a where clause into at most `limit` ranked rows (`count` of them when complete).
 */
function bestMatches(column: Sql, q: string, complete: number, rankedSelect: (where: Sql) => Sql) {
  return sql`with word as (${rankedSelect(wordMatches(column, q))}),
    best as (select * from word where (select count(*) from word) >= ${complete}
      union all
      (${rankedSelect(sql`${matches(column, q)} and (select count(*) from word) < ${complete}`)}))`;
}

const ACCOUNT_MODELS: readonly SearchModel[] = ['artist', 'label', 'creator'];

/**
 * Artists, labels and creators are all `accounts` rows: one index scan for the requested types,
 * each candidate scored once, the best `limit` of each type kept (three scans read and scored
 * every matching account three times).
 */
function accountsQuery(types: readonly SearchModel[], q: string, limit: number) {
  const typeList = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
  const ranked = (where: Sql) => sql`select model, key, name, image_url, detail, parent_key, score
    from (select s.*, row_number() over (partition by s.model order by s.score desc, s.name) as rank
      from (select a.type as model, a.id_unique as key, a.name, a.image_url,
          a.country_code as detail, null::text as parent_key, ${score(sql`a.name`, q)} as score
        from accounts a where a.type in (${typeList}) and not a.hidden and ${where}) s
    ) ranked where rank <= ${limit}`;
  return sql`(${bestMatches(sql`a.name`, q, limit * types.length, ranked)} select * from best)`;
}

function modelQuery(
  model: Exclude<SearchModel, 'artist' | 'label' | 'creator'>,
  q: string,
  limit: number,
) {
  switch (model) {
    case 'track': {
      const ranked = (where: Sql) => sql`select t.id, t.id_unique, t.title, t.image_url,
          ${score(sql`t.title`, q)} as score
        from tracks t where not t.hidden and ${where} order by score desc, t.title limit ${limit}`;
      // The performer is looked up for the best `limit` tracks only, not for every candidate.
      return sql`(${bestMatches(sql`t.title`, q, limit, ranked)}
        select 'track' as model, t.id_unique as key, t.title as name, t.image_url,
          p.name as detail, p.id_unique as parent_key, t.score
        from best t
        left join lateral (select a.name, a.id_unique from track_artists ta
          join accounts a on a.id = ta.account_id
          where ta.track_id = t.id order by (ta.role = 'primary') desc, a.id limit 1) p on true)`;
    }
    case 'city': {
      const ranked = (where: Sql) => sql`select 'city' as model, c.id::text as key, c.name,
          null::text as image_url, c.country_code as detail, null::text as parent_key,
          ${score(sql`c.name`, q)} as score
        from cities c where ${where} order by score desc, c.name limit ${limit}`;
      return sql`(${bestMatches(sql`c.name`, q, limit, ranked)} select * from best)`;
    }
    case 'playlist': {
      const ranked = (where: Sql) => sql`select 'playlist' as model, pl.external_id as key,
          pl.name, pl.image_url, pl.owner_name as detail, pl.source as parent_key,
          ${score(sql`pl.name`, q)} as score
        from playlists pl where ${where} order by score desc, pl.followers desc limit ${limit}`;
      return sql`(${bestMatches(sql`pl.name`, q, limit, ranked)} select * from best)`;
    }
    case 'radio_station': {
      const ranked = (where: Sql) => sql`select 'radio_station' as model, r.external_id as key,
          r.name, null::text as image_url, r.country_code as detail, r.kind as parent_key,
          ${score(sql`r.name`, q)} as score
        from radio_stations r where not r.hidden and ${where} order by score desc, r.name
        limit ${limit}`;
      return sql`(${bestMatches(sql`r.name`, q, limit, ranked)} select * from best)`;
    }
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
  const accountTypes = ACCOUNT_MODELS.filter((model) => input.models.includes(model));
  const parts = [
    ...(accountTypes.length > 0 ? [accountsQuery(accountTypes, q, limit)] : []),
    ...input.models
      .filter((model) => !ACCOUNT_MODELS.includes(model))
      .map((model) =>
        modelQuery(model as Exclude<SearchModel, 'artist' | 'label' | 'creator'>, q, limit),
      ),
  ];
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
