import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './catalogue';

/**
 * Issue 25: a monitored creator's post on TikTok, Instagram, YouTube, Twitch (a VOD), X or
 * Facebook, migration 0045; 0063 added Twitch, whose VODs tell views only (likes and comments
 * null); 0064 added X and Facebook (Facebook tells no saves).
 */
export const creatorPosts = pgTable(
  'creator_posts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    source: text('source', {
      enum: ['tiktok', 'instagram', 'youtube', 'twitch', 'twitter', 'facebook'],
    }).notNull(),
    externalId: text('external_id').notNull(),
    kind: text('kind').notNull(),
    caption: text('caption').notNull(),
    url: text('url'),
    thumbnailUrl: text('thumbnail_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds'),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    /** Null where the platform does not tell (Twitch). */
    likes: bigint('likes', { mode: 'number' }).default(0),
    comments: bigint('comments', { mode: 'number' }).default(0),
    /** Null where the platform does not tell (YouTube; saves: Facebook). */
    shares: bigint('shares', { mode: 'number' }),
    saves: bigint('saves', { mode: 'number' }),
    /** The platform's day the counters are of. */
    countedOn: date('counted_on').notNull(),
  },
  (table) => [
    uniqueIndex('creator_posts_source_external_idx').on(table.source, table.externalId),
    index('creator_posts_account_idx').on(table.accountId, table.publishedAt),
  ],
);

/** A post's counters at the end of a day (its growth). */
export const creatorPostDays = pgTable(
  'creator_post_days',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => creatorPosts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
    likes: bigint('likes', { mode: 'number' }),
    comments: bigint('comments', { mode: 'number' }),
    shares: bigint('shares', { mode: 'number' }),
    saves: bigint('saves', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.postId, table.day] })],
);
