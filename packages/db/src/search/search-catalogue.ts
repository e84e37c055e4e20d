import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { correctQueryWords, textArray, type WordCorrection } from './correct-query-words';
import { queryWords } from './query-words';

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
  /** A playlist's followers (0 for the other models). */
  popularity: number;
}

/**
 * The score of a hit, as before the word index (migration 0013): trigram similarity of the whole
 * name, or of its closest words when higher ('dafr' scores 0.6 against 'Daft Punk'). Other
 * searches (the playlist-checking product's) keep the thresholds as match conditions.
 */
export const SEARCH_MIN_SCORE = 0.3;
export const SEARCH_MIN_WORD_SCORE = 0.5;
/**
 * Names read per model and stage before scoring. A common query ('the', 'mo') matches tens of
 * thousands of names; scoring them all is what made search slow (issue 5), so a bounded sample
 * of them is scored. Every candidate holds the (corrected) words of the query, so the sample
 * only decides the order among names that all match.
 */
export const SEARCH_CANDIDATES = 200;
/** Query words beyond these still count in the score, not in the index conditions. */
const MAX_INDEXED_WORDS = 6;

interface Source {
  /** `row_id, model, key, name, image_url, detail, parent_key, popularity` of alias `s`. */
  columns: SQL;
  from: SQL;
  /** The searched name column of `s`. */
  name: SQL;
}

const SOURCES: Record<SearchModel, Source> = {
  artist: accountSource('artist'),
  label: accountSource('label'),
  creator: accountSource('creator'),
  track: {
    columns: sql`s.id as row_id, 'track' as model, s.id_unique as key, s.title as name,
      s.image_url, null::text as detail, null::text as parent_key, 0 as popularity`,
    from: sql`tracks s where not s.hidden`,
    name: sql`s.title`,
  },
  city: {
    columns: sql`s.id as row_id, 'city' as model, s.id::text as key, s.name,
      null::text as image_url, s.country_code as detail, null::text as parent_key, 0 as popularity`,
    from: sql`cities s where true`,
    name: sql`s.name`,
  },
  playlist: {
    columns: sql`s.id as row_id, 'playlist' as model, s.external_id as key, s.name, s.image_url,
      s.owner_name as detail, s.source as parent_key, s.followers as popularity`,
    from: sql`playlists s where true`,
    name: sql`s.name`,
  },
  radio_station: {
    columns: sql`s.id as row_id, 'radio_station' as model, s.external_id as key, s.name,
      s.image_url, s.country_code as detail, s.kind as parent_key, 0 as popularity`,
    from: sql`radio_stations s where not s.hidden`,
    name: sql`s.name`,
  },
};

function accountSource(type: 'artist' | 'label' | 'creator'): Source {
  return {
    columns: sql`s.id as row_id, s.type as model, s.id_unique as key, s.name, s.image_url,
      s.country_code as detail, null::text as parent_key, 0 as popularity`,
    // A literal, so that the planner picks the type's own index (migration 0013).
    from: sql`accounts s where s.type = ${sql.raw(`'${type}'`)} and not s.hidden`,
    name: sql`s.name`,
  };
}

/** The names holding, for every query word, one of its words: found by the GIN word indexes. */
const holdsWords = (wordSets: readonly string[][]) => (name: SQL) =>
  sql.join(
    wordSets.map((words) => sql`search_name_words(${name}) && ${textArray(words)}`),
    sql` and `,
  );

/** The names that are the query (the btree indexes on lower(name) of migration 0026). */
const isQuery = (q: string) => (name: SQL) => sql`lower(${name}) = ${q}`;

/** The names containing the query (the trigram indexes of migration 0003 find them). */
const containsQuery = (q: string) => (name: SQL) =>
  sql`lower(${name}) like ${`%${q.replace(/[\\%_]/g, '\\$&')}%`}`;

type Condition = ((name: SQL) => SQL) & {
  /**
   * Read the stage's candidates in name order from the btree on lower(name), then keep those
   * that pass this condition on the (lower-cased) name.
   */
  byName?: (lowerName: SQL) => SQL;
};

/**
 * The names beginning with the query (issue 24, the playlist search's narrower first pass): the
 * btree on lower(name) (migration 0026) read in its order from the query on, 200 entries, of
 * which those before the query's successor (its last letter's next one) begin with it; so a
 * common first word ('best', 'hot hits') costs 200 index entries, not the word index's bitmap of
 * every name holding it (50,000 of a million playlists). The upper bound is applied after the
 * limit on purpose: within it, the planner's estimate of a short prefix's range is far too low
 * ('big': 35 rows for 4,735), and it then sorts the whole range (70 to 160 ms) instead of reading
 * the index in order. Exact in code-point order (the C and C.UTF-8 collations, ours and
 * PGlite's); under another collation the range holds a few other names, ranked after these.
 */
function startsWithQuery(q: string): Condition {
  const points = Array.from(q);
  const last = points.pop()?.codePointAt(0) ?? 0;
  const upper = last < 0x10ffff ? points.join('') + String.fromCodePoint(last + 1) : null;
  return Object.assign((name: SQL) => sql`lower(${name}) >= ${q}`, {
    byName: (lowerName: SQL) => (upper === null ? sql`true` : sql`${lowerName} < ${upper}`),
  });
}

/**
 * How well a name (lower-cased) matches the query, before its score (issue 21): 0 it is the
 * query, 1 it holds the query's words, or their corrections, in the query's order (the last one
 * begun), 2 otherwise. So 'Rooms of Garden' comes before 'Garden of Rooms', which trigrams score
 * alike, also for 'rooms of gardn'.
 */
function matchRank(
  q: string,
  words: readonly string[],
  corrections: readonly WordCorrection[],
): Condition {
  // Words hold no ASCII punctuation (query-words.ts), so no regular-expression syntax either;
  // escaped all the same.
  const escapeWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const inOrder = words
    .map((word, at) => {
      const { exact = [], close = [] } = corrections[at] ?? {};
      const choices = [...new Set([word, ...exact, ...close])].map(escapeWord).join('|');
      return `\\m(${choices})${at < words.length - 1 ? '\\M' : ''}`;
    })
    .join('.*');
  return (name) => sql`case when ${name} = ${q} then 0 when ${name} ~ ${inOrder} then 1 else 2 end`;
}

/**
 * The best `limit` names of one model. Each stage reads at most SEARCH_CANDIDATES names; a stage
 * runs only when the ones before it found fewer than `limit`. Then the candidates are ranked
 * (`rank`, then score) and the best kept.
 */
function modelQuery(
  model: SearchModel,
  q: string,
  stages: readonly Condition[],
  rank: Condition,
  limit: number,
) {
  const source = SOURCES[model];
  const steps = stages.map((condition, index) => {
    const before = Array.from({ length: index }, (_, at) =>
      sql.raw(`(select count(*) from stage${at})`),
    );
    const gate = index > 0 ? sql` and ${sql.join(before, sql` + `)} < ${limit}` : sql``;
    const select = sql`select ${source.columns} from ${source.from}
      and ${condition(source.name)}${gate}`;
    const stage = condition.byName
      ? sql`select * from (${select} order by lower(${source.name}) limit ${SEARCH_CANDIDATES}) n
          where ${condition.byName(sql`lower(n.name)`)}`
      : sql`${select} limit ${SEARCH_CANDIDATES}`;
    return sql`${sql.raw(`stage${index}`)} as (${stage})`;
  });
  const found = stages.map((_, index) => sql.raw(`select * from stage${index}`));
  const best = sql`select c.*, ${rank(sql`lower(c.name)`)} as rank,
      greatest(similarity(lower(c.name), ${q}), word_similarity(${q}, lower(c.name))) as score
    from (${sql.join(found, sql` union `)}) c
    order by rank, score desc, c.popularity desc, c.name limit ${limit}`;
  if (model !== 'track') {
    return sql`(with ${sql.join(steps, sql`, `)}
      select model, key, name, image_url, detail, parent_key, rank, score, popularity
      from (${best}) best)`;
  }
  // The performer is looked up for the best tracks only.
  return sql`(with ${sql.join(steps, sql`, `)}
    select t.model, t.key, t.name, t.image_url, p.name as detail, p.id_unique as parent_key,
      t.rank, t.score, t.popularity
    from (${best}) t
    left join lateral (select a.name, a.id_unique from track_artists ta
      join accounts a on a.id = ta.account_id
      where ta.track_id = t.row_id order by (ta.role = 'primary') desc, a.id limit 1) p on true)`;
}

/**
 * The stages of a query: first the names holding the query's own words (the last one
 * completed); then, when they are fewer than the limit, also those holding corrections of its
 * typos, so 'hart' finds the Hart artists, and the 'Heart' tracks where no track says 'hart'.
 * A word the dictionary knows nothing close to is left out of the conditions (it still counts
 * in the score); a stage is skipped when it cannot differ or cannot match.
 */
function wordStages(corrections: readonly WordCorrection[]): Condition[] {
  const known = corrections.filter((word) => word.exact.length + word.close.length > 0);
  if (known.length === 0) return [];
  return [
    ...(known.every((word) => word.exact.length > 0)
      ? [holdsWords(known.map((word) => word.exact))]
      : []),
    ...(known.some((word) => word.close.length > 0)
      ? [holdsWords(known.map((word) => [...word.exact, ...word.close]))]
      : []),
  ];
}

async function search(
  db: Database,
  models: readonly SearchModel[],
  q: string,
  stages: readonly Condition[],
  rank: Condition,
  limit: number,
) {
  const parts = models.map((model) => modelQuery(model, q, stages, rank, limit));
  return queryRows<Record<string, unknown>>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) hits
      order by rank, score desc, name`,
  );
}

/**
 * spec §7 search_all: typo-tolerant matches of every requested model, hidden entities left out,
 * best first: the name itself, then names with the query's words in its order, then by score
 * (issue 21). The query's words are corrected against the dictionary of all names' words, the
 * names holding them found through the word indexes (migration 0013), and a bounded number of
 * them scored by trigram similarity.
 */
export async function searchCatalogue(
  db: Database,
  input: {
    q: string;
    models: readonly SearchModel[];
    limitPerModel?: number;
    /** Look first for names beginning with the query (`startsWithQuery`; the playlist search). */
    prefixFirst?: boolean;
  },
): Promise<CatalogueHit[]> {
  const q = input.q.trim().toLowerCase();
  const words = queryWords(q).slice(0, MAX_INDEXED_WORDS);
  if (words.length === 0 || input.models.length === 0) return [];
  const limit = input.limitPerModel ?? 8;
  const corrections = await correctQueryWords(db, words);
  const rank = matchRank(q, queryWords(q), corrections);
  const stages = wordStages(corrections);
  // The name itself first: among thousands holding a common word, the sample of candidates
  // might leave it out. A name's words are all in the dictionary, so without any known word
  // there is none to look for.
  let rows =
    stages.length > 0
      ? await search(
          db,
          input.models,
          q,
          [isQuery(q), ...(input.prefixFirst ? [startsWithQuery(q)] : []), ...stages],
          rank,
          limit,
        )
      : [];
  // A completion outside the most used ones ('ash f' for the city Ash Fordville): when the words
  // found nothing, the names containing the query. Rare, so its larger scans do not matter.
  if (rows.length === 0 && q.length >= 3) {
    rows = await search(db, input.models, q, [containsQuery(q)], rank, limit);
  }
  return rows.map((row) => ({
    model: row.model as SearchModel,
    key: String(row.key),
    name: String(row.name),
    imageUrl: (row.image_url as string | null) ?? null,
    detail: (row.detail as string | null) ?? null,
    parentKey: (row.parent_key as string | null) ?? null,
    score: Number(row.score),
    popularity: Number(row.popularity ?? 0),
  }));
}
