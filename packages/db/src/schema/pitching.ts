import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, playlists, tracks } from './catalogue';
import { members } from './members';

/**
 * Issue 23: a pitch e-mail a member sent to a playlist's curator for a track of a profile they
 * manage (migration 0047, docs/decisions/046). One pitch per track and playlist; the e-mail's
 * unsubscribe link carries `unsubscribeToken`.
 */
export const playlistPitches = pgTable(
  'playlist_pitches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    playlistId: bigint('playlist_id', { mode: 'number' })
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    /** The curator's address, lower-cased. */
    email: text('email').notNull(),
    /** spec §2 Contact history "type". */
    type: text('type', { enum: ['playlist_pitch'] })
      .notNull()
      .default('playlist_pitch'),
    message: text('message').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('playlist_pitches_unsubscribe_idx').on(table.unsubscribeToken),
    uniqueIndex('playlist_pitches_track_playlist_idx').on(table.trackId, table.playlistId),
    index('playlist_pitches_member_sent_idx').on(table.memberId, table.sentAt),
    index('playlist_pitches_account_sent_idx').on(table.accountId, table.sentAt),
  ],
);

/** Curator addresses that opted out of pitches through a pitch's unsubscribe link (lower-cased). */
export const pitchOptOuts = pgTable('pitch_opt_outs', {
  email: text('email').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().default(sql`now()`),
});
