import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberSessions, members } from './members';

/**
 * Issue 26: every admin action (migration 0040): who, when, what, and the target's state before
 * and after. `memberId` is the member the action concerns, for the Members desk's trail.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminMemberId: bigint('admin_member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'set null',
    }),
    /** Kept as written, so the trail still names the admin after their member row is gone. */
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('admin_audit_log_member_idx').on(table.memberId, table.createdAt),
    index('admin_audit_log_created_at_idx').on(table.createdAt),
  ],
);

/**
 * spec §3, §6 isAccessedThruAdmin (migration 0041): a member's session an admin opened. The
 * server refuses its writes; deleting the session (exit, revoke) deletes the row.
 */
export const adminAccessSessions = pgTable(
  'admin_access_sessions',
  {
    sessionId: bigint('session_id', { mode: 'number' })
      .primaryKey()
      .references(() => memberSessions.id, { onDelete: 'cascade' }),
    adminMemberId: bigint('admin_member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('admin_access_sessions_member_idx').on(table.memberId)],
);

/**
 * Issue 26 (migration 0054, decision 053): the last admin send per limit key
 * (`push.test:{member}`, `push.broadcast:{product}`); taken by one statement, so two sends at
 * once cannot both pass a limit.
 */
export const adminSendLimits = pgTable('admin_send_limits', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
