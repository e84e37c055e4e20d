import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Issue 21 (migration 0061, docs/decisions/062): a track's playlists and their reach per source
// over time, as the monitor read them. No foreign keys, as `playlist_entries`.

/**
 * A track's count of a source's playlists and their followers' sum, on each day the count changed
 * or the reach moved by 1% or more since the track's previous row; the days between carry it.
 */
export const trackPlaylistDays = pgTable(
  'track_playlist_days',
  {
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    day: date('day').notNull(),
    playlists: integer('playlists').notNull(),
    reach: bigint('reach', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.trackId, table.source, table.day] })],
);

/** Each track's last row of `track_playlist_days` per source: what a new reading is compared to. */
export const trackPlaylistLatest = pgTable(
  'track_playlist_latest',
  {
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    day: date('day').notNull(),
    playlists: integer('playlists').notNull(),
    reach: bigint('reach', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.trackId] })],
);
