import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/** spec §7 push tokens: a web-push subscription (JSON) or an app's device token. */
export const memberPushTokens = pgTable(
  'member_push_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    pushToken: text('push_token').notNull(),
    platform: text('platform', { enum: ['web', 'app'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('member_push_tokens_token_idx').on(table.pushToken),
    index('member_push_tokens_member_idx').on(table.memberId),
  ],
);

/** spec §7 app push notification settings: on or off per member (on by default). */
export const memberPushSettings = pgTable('member_push_settings', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  notificationsOn: boolean('notifications_on').notNull().default(true),
});

/** spec §7 toggle_entity_push_notifications: push for one artist, label or track, on or off. */
export const memberEntityPushSettings = pgTable(
  'member_entity_push_settings',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    isOn: boolean('is_on').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.entityType, table.entityId] })],
);

/**
 * Activity pushes (issue 22, decision 029): per member and profile, the newest activity a push
 * has covered, so a monitor cycle run again sends nothing twice.
 */
export const memberPushMarks = pgTable(
  'member_push_marks',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    throughActivityId: bigint('through_activity_id', { mode: 'number' }).notNull(),
    lastCount: integer('last_count').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.accountId] })],
);

/** The daily activity digest mailed to members without push (issue 22): one per member a day. */
export const memberDigestDays = pgTable(
  'member_digest_days',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

/** Keys the server makes on first start and shares between its processes (VAPID). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
