import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, tracks } from './catalogue';
import { members } from './members';

/** One button of a fan page: the service (a source id) and the page it opens. */
export interface SmartLinkService {
  serviceId: string;
  url: string;
}

/** Issue 23: a Songshare smart link; its fan page is /{slug} on the Songshare host (migration 0036). */
export const smartLinks = pgTable(
  'smart_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    trackId: bigint('track_id', { mode: 'number' }).references(() => tracks.id, {
      onDelete: 'set null',
    }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => members.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    artistName: text('artist_name').notNull(),
    artworkUrl: text('artwork_url'),
    state: text('state', { enum: ['draft', 'live', 'archived'] })
      .notNull()
      .default('draft'),
    /** The fan page's buttons, in their order. */
    services: jsonb('services').$type<SmartLinkService[]>().notNull().default([]),
    /** Visitors counted so far (once a day each): the milestones are read from its increments. */
    visits: bigint('visits', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('smart_links_slug_idx').on(table.slug),
    index('smart_links_account_idx').on(table.accountId),
  ],
);

/** The day's random salt of the visitor hashes; deleted the day after (no visitor is traceable). */
export const smartLinkSalts = pgTable('smart_link_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** The visitors of a link on a day, as salted hashes: a visitor counts once a day. */
export const smartLinkVisitors = pgTable(
  'smart_link_visitors',
  {
    linkId: bigint('link_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'smart_link_visitors_pk',
      columns: [table.linkId, table.day, table.visitorHash],
    }),
  ],
);

/** Visits and clicks per link and day, by service (clicks), country and referrer host. */
export const smartLinkStats = pgTable(
  'smart_link_stats',
  {
    linkId: bigint('link_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    kind: text('kind', { enum: ['visit', 'click'] }).notNull(),
    serviceId: text('service_id').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    referrerHost: text('referrer_host').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'smart_link_stats_pk',
      columns: [
        table.linkId,
        table.day,
        table.kind,
        table.serviceId,
        table.countryCode,
        table.referrerHost,
      ],
    }),
  ],
);
