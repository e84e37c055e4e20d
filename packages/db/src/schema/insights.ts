import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, tracks } from './catalogue';
import { members } from './members';

/**
 * spec §7 media_links calls: a member asks us to add or remove a track's link, or to take a
 * track out of an account's catalogue. Stored for an admin, who approves or rejects it.
 */
export const mediaLinkRequests = pgTable(
  'media_link_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['add_link', 'remove_link', 'remove_track'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    trackId: bigint('track_id', { mode: 'number' }).references(() => tracks.id, {
      onDelete: 'cascade',
    }),
    linkUrl: text('link_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByMemberId: bigint('resolved_by_member_id', { mode: 'number' }).references(
      () => members.id,
      { onDelete: 'set null' },
    ),
  },
  (table) => [
    index('media_link_requests_status_idx').on(table.status, table.createdAt),
    index('media_link_requests_account_idx').on(table.accountId),
  ],
);
