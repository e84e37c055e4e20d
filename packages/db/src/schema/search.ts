import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * spec §7 search_all: the distinct words of all searchable names (accounts, tracks, cities,
 * playlists, radio stations), where a query's typos are corrected and its last word completed.
 * Kept by triggers on those tables (migration 0013), which also index each name by its words.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** How many names (hidden ones included) hold the word; completions go most used first. */
    uses: integer('uses').notNull(),
  },
  (table) => [
    // Completions read word and uses from the index alone.
    index('search_words_prefix_idx').on(table.word.op('text_pattern_ops'), table.uses),
    index('search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
  ],
);
