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
import { accounts } from './catalogue';
import { members } from './members';

/**
 * Issue 20: a member's claim to own a profile that exists (create_account {link, claim: true}).
 * An admin approves it (the claimant's management becomes primary) or rejects it; the row keeps
 * who decided and when, the audit of that admin action. One pending claim per member and profile.
 */
export const accountClaims = pgTable(
  'account_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByMemberId: bigint('reviewed_by_member_id', { mode: 'number' }).references(
      () => members.id,
      { onDelete: 'set null' },
    ),
  },
  (table) => [
    uniqueIndex('account_claims_pending_idx')
      .on(table.accountId, table.memberId)
      .where(sql`${table.status} = 'pending'`),
    index('account_claims_status_idx').on(table.status, table.createdAt),
    index('account_claims_member_idx').on(table.memberId),
  ],
);
