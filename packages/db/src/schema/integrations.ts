import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Twitter's browser login (migration 0032): a request token's secret between request_token and
 * access_token, bound to the member who asked and the profile they connect. Taken once.
 */
export const twitterRequestTokens = pgTable(
  'twitter_request_tokens',
  {
    oauthToken: text('oauth_token').primaryKey(),
    oauthTokenSecret: text('oauth_token_secret').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('twitter_request_tokens_expires_idx').on(table.expiresAt)],
);
