import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { playlists } from './catalogue';
import { members } from './members';

// Issue 24, the playlist-checking product (migration 0038, docs/decisions/036).

/**
 * spec §9 "{product} monthly quotas": one row per member, playlist and calendar month the member
 * opened it in. Re-opening it in the same month finds the row and costs nothing.
 */
export const playlistChecks = pgTable(
  'playlist_checks',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The first day of the calendar month (UTC). */
    month: date('month').notNull(),
    playlistId: bigint('playlist_id', { mode: 'number' })
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.month, table.playlistId] })],
);

/**
 * A playlist's followers on each day the monitor read them: written by statement triggers on
 * `playlists` (migration 0038), read by the playlist page's growth chart.
 */
export const playlistFollowerDays = pgTable(
  'playlist_follower_days',
  {
    playlistId: bigint('playlist_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    followers: integer('followers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playlistId, table.day] })],
);

/**
 * Issue 28 "Playlist health" (migration 0058, docs/decisions/057): a playlist's verdict with its
 * score and signals, computed by the monitor once a day (domain `playlistHealth`).
 */
export const playlistHealth = pgTable('playlist_health', {
  playlistId: bigint('playlist_id', { mode: 'number' })
    .primaryKey()
    .references(() => playlists.id, { onDelete: 'cascade' }),
  verdict: text('verdict', { enum: ['clean', 'suspicious', 'botted'] }).notNull(),
  score: real('score').notNull(),
  signals: jsonb('signals')
    .$type<{ key: string; value: number | null; points: number }[]>()
    .notNull(),
  day: date('day').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().default(sql`now()`),
});
