import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';
import { oneEditAway } from './query-words';

/** The dictionary words that stand for one query word. */
export interface WordCorrection {
  /** The word itself, and for the last word the words it begins (most used first). */
  exact: string[];
  /** Words one typing mistake away, or else trigram neighbours of a long word. */
  close: string[];
}

/** Completions of the last word: 'mo' -> morning, mountain, moon, ... */
export const COMPLETIONS_PER_WORD = 12;
export const CORRECTIONS_PER_WORD = 8;
/** One mistake away from a word of one or two letters is any short word: no correction. */
export const CORRECTION_MIN_LENGTH = 3;
/** Trigram neighbours are looked for only when nothing is one mistake away, and only for long
 * words: a short word's trigrams are shared by thousands of words, so its scan is slow and its
 * neighbours poor. */
export const TRIGRAM_MIN_LENGTH = 6;
export const TRIGRAM_NEIGHBOURS = 3;

/** A text[] parameter: one parameter however many words (drizzle would spread a JS array). */
export const textArray = (words: readonly string[]): SQL => sql`${pgArray(words)}::text[]`;

interface Row {
  position: number;
  word: string;
  exact?: boolean;
}

const likePrefix = (word: string) => `${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Looks the query's words up in the dictionary (`search_words`): each word exactly, the last
 * also as a prefix, and the words one mistake away. Every lookup is a bounded btree probe; the
 * trigram index is used only for long words nothing else matched.
 */
export async function correctQueryWords(
  db: Database,
  words: readonly string[],
): Promise<WordCorrection[]> {
  const lookups = words.map((word, position) => {
    const completions =
      position === words.length - 1
        ? sql` union all (select ${position}::int, word, true from search_words
            where word like ${likePrefix(word)} and word <> ${word}
            order by uses desc, word limit ${COMPLETIONS_PER_WORD})`
        : sql``;
    const edits =
      word.length >= CORRECTION_MIN_LENGTH
        ? sql` union all (select ${position}::int, word, false from search_words
            where word = any(${textArray(oneEditAway(word))})
            order by uses desc, word limit ${CORRECTIONS_PER_WORD})`
        : sql``;
    return sql`(select ${position}::int as position, word, true as exact from search_words
        where word = ${word})${completions}${edits}`;
  });
  const rows = await queryRows<Row>(db, sql.join(lookups, sql` union all `));
  const corrections = words.map((): WordCorrection => ({ exact: [], close: [] }));
  for (const row of rows) {
    const correction = corrections[Number(row.position)]!;
    (row.exact ? correction.exact : correction.close).push(String(row.word));
  }
  const unmatched = words
    .map((word, position) => ({ word, position }))
    .filter(
      ({ word, position }) =>
        word.length >= TRIGRAM_MIN_LENGTH &&
        corrections[position]!.exact.length === 0 &&
        corrections[position]!.close.length === 0,
    );
  if (unmatched.length > 0) {
    // pg_trgm's default similarity threshold (0.3) bounds the `%` operator.
    const neighbours = await queryRows<Row>(
      db,
      sql.join(
        unmatched.map(
          ({ word, position }) => sql`(select ${position}::int as position, word from search_words
            where word % ${word} order by similarity(word, ${word}) desc, uses desc
            limit ${TRIGRAM_NEIGHBOURS})`,
        ),
        sql` union all `,
      ),
    );
    for (const row of neighbours) corrections[Number(row.position)]!.close.push(String(row.word));
  }
  return corrections;
}
