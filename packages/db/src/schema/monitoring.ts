import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, cities, tracks } from './catalogue';

/** A chart per source and market (or city): `spotify:DE`, `shazam:city:123`. */
export const charts = pgTable(
  'charts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    source: text('source').notNull(),
    countryCode: text('country_code'),
    cityId: integer('city_id').references(() => cities.id),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('charts_key_idx').on(table.key)],
);

/** The monitored state of a track on a chart; kept after it exits, so a return is a re-entry. */
export const chartEntries = pgTable(
  'chart_entries',
  {
    chartId: bigint('chart_id', { mode: 'number' })
      .notNull()
      .references(() => charts.id, { onDelete: 'cascade' }),
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    /** Null while off the chart. */
    position: smallint('position'),
    peakPosition: smallint('peak_position').notNull(),
    firstSeen: date('first_seen').notNull(),
    lastSeen: date('last_seen').notNull(),
    daysOnChart: integer('days_on_chart').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.chartId, table.trackId] }),
    index('chart_entries_track_idx').on(table.trackId),
  ],
);

// The event tables below (activities, account_activities) carry no foreign keys: they take
// hundreds of thousands of rows a day, a key check per reference per row cost 40% of the
// monitor's write time, and only the monitor writes them, with ids it has just read. See
// docs/decisions/009-event-tables-without-foreign-keys.md.

/**
 * spec §3 "Activity feed item", field notes "Activities". `key` is deterministic (source, kind,
 * object, date) and unique, so a job that runs twice writes each activity once.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    source: text('source').notNull(),
    activityType: text('activity_type').notNull(),
    activityDate: date('activity_date').notNull(),
    trackId: bigint('track_id', { mode: 'number' }),
    accountId: bigint('account_id', { mode: 'number' }),
    labelId: bigint('label_id', { mode: 'number' }),
    /** spec §9: 4 (Bassline) to 1 (Top End); null when below every tier. */
    tier: smallint('tier'),
    isHighlight: boolean('is_highlight').notNull().default(false),
    isMilestone: boolean('is_milestone').notNull().default(false),
    activityText: text('activity_text').notNull(),
    activityUrl: text('activity_url'),
    /** The number the activity is about: followers, position, milestone reached, spins. */
    value: bigint('value', { mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    /**
     * The id an activity that sums up a day so far was first written with, once it has risen to
     * a new id (its news grew: migration 0071, decision 081); null while it never rose.
     */
    firstId: bigint('first_id', { mode: 'number' }),
    // What the feed shows of the track, performer and label, written by triggers (migration 0070,
    // decision 079): looked up when the activity is written, updated when one is renamed.
    trackIdUnique: text('track_id_unique'),
    trackName: text('track_name'),
    trackImageUrl: text('track_image_url'),
    artistName: text('artist_name'),
    artistImageUrl: text('artist_image_url'),
    labelName: text('label_name'),
  },
  // The key names its date and its track (or, with no track, its account), so it is unique exactly
  // when (date, key) is. Led by the date, that index takes a day's hundreds of thousands of new
  // keys at its right edge, in pages that stay cached, however long the history grows. The track
  // page looks activities up by track and date; that index holds about 16 activities of a track a
  // day in one deduplicated entry, so it stays small (docs/decisions/015).
  (table) => [
    unique('activities_date_key').on(table.activityDate, table.key),
    index('activities_track_date_idx').on(table.trackId, table.activityDate),
  ],
);

/**
 * Every account a tiered activity appears for (performers and label), ordered for feed paging.
 * Activities below every tier are not filed: no feed shows them (docs/decisions/012).
 */
export const accountActivities = pgTable(
  'account_activities',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    activityDate: date('activity_date').notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    tier: smallint('tier'),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.activityDate, table.activityId] }),
    // The feed's walks, index-only (migration 0059, issue 29): every source in the primary
    // key's order with source and tier carried (INCLUDE, written by hand in the migration), and
    // one source with its tier carried.
    index('account_activities_feed_idx')
      .on(table.accountId, table.activityDate, table.activityId)
      .where(sql`${table.tier} is not null`),
    index('account_activities_source_idx').on(
      table.accountId,
      table.source,
      table.activityDate,
      table.activityId,
    ),
  ],
);

/** One value per (object, source, metric, day): streams, followers, playlist reach ... */
export const series = pgTable(
  'series',
  {
    objectType: text('object_type', { enum: ['track', 'account', 'playlist'] }).notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    metric: text('metric').notNull(),
    day: date('day').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.objectType, table.objectId, table.source, table.metric, table.day],
    }),
  ],
);

/** Audience geography per (account, source, city or country, metric, day). */
export const audience = pgTable(
  'audience',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    // Issue 25: a creator's followers also by 'age' range and 'gender' (a text column: no migration).
    scope: text('scope', { enum: ['city', 'country', 'age', 'gender'] }).notNull(),
    /** A city id or a country code. */
    place: text('place').notNull(),
    metric: text('metric').notNull(),
    day: date('day').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.accountId, table.source, table.scope, table.place, table.metric, table.day],
    }),
  ],
);
