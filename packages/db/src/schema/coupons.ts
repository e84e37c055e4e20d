import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/** spec §3 payment-state coupon: code, dates, visibility and apply type (spec §5 rules). */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    applyType: text('apply_type', {
      enum: ['all', 'entity', 'artist', 'label', 'creator', 'pro'],
    })
      .notNull()
      .default('all'),
    startDate: timestamp('start_date', { withTimezone: true }),
    expireDate: timestamp('expire_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex('coupons_code_idx').on(table.code)],
);

/** Coupon codes a member added (add_member_promo_code); applied when they subscribe. */
export const memberPromoCodes = pgTable(
  'member_promo_codes',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.couponId] })],
);
