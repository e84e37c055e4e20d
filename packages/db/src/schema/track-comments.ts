import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tracks } from './catalogue';

/** Issue 21: comments on a track's posts (YouTube videos, SoundCloud tracks), migration 0035. */
export const trackComments = pgTable(
  'track_comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('track_comments_source_external_idx').on(table.source, table.externalId),
    index('track_comments_track_idx').on(table.trackId, table.source, table.postedAt),
  ],
);
