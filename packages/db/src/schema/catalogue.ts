import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Ids of one object on the platforms that list it: `{ spotify: '0OdUWJ0sBjDrqHygGUXeCF' }`. */
export type ExternalIds = Record<string, string>;

const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);

/** spec §3 "Account": an artist, label or creator profile the product monitors. */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idUnique: text('id_unique').notNull(),
    type: text('type', { enum: ['artist', 'label', 'creator'] }).notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    countryCode: text('country_code'),
    bio: text('bio'),
    hidden: boolean('hidden').notNull().default(false),
    isPerformer: boolean('is_performer').notNull().default(true),
    primaryRole: text('primary_role'),
    externalIds: jsonb('external_ids').$type<ExternalIds>().notNull().default({}),
    /** Set while the monitor watches this account's catalogue (a member manages it, or the demo). */
    monitoredSince: timestamp('monitored_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('accounts_id_unique_idx').on(table.idUnique),
    index('accounts_monitored_idx').on(table.monitoredSince),
    index('accounts_type_idx').on(table.type),
  ],
);

export const tracks = pgTable(
  'tracks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idUnique: text('id_unique').notNull(),
    title: text('title').notNull(),
    isrc: text('isrc'),
    releaseDate: date('release_date'),
    labelId: bigint('label_id', { mode: 'number' }).references(() => accounts.id),
    imageUrl: text('image_url'),
    hidden: boolean('hidden').notNull().default(false),
    externalIds: jsonb('external_ids').$type<ExternalIds>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tracks_id_unique_idx').on(table.idUnique),
    index('tracks_isrc_idx').on(table.isrc),
    index('tracks_label_idx').on(table.labelId),
  ],
);

/** Who a track belongs to: its performers (primary and featured). Labels are `tracks.label_id`. */
export const trackArtists = pgTable(
  'track_artists',
  {
    trackId: bigint('track_id', { mode: 'number' })
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['primary', 'featured'] }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.trackId, table.accountId] }),
    index('track_artists_account_idx').on(table.accountId),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    externalIds: jsonb('external_ids').$type<ExternalIds>().notNull().default({}),
  },
  (table) => [uniqueIndex('cities_name_country_idx').on(table.name, table.countryCode)],
);

/** spec §3 "Playlist result"; field notes: type, followers, curator name and contact, genres. */
export const playlists = pgTable(
  'playlists',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    playlistType: text('playlist_type', {
      enum: ['editorial', 'algorithmic', 'listener'],
    }).notNull(),
    followers: integer('followers').notNull().default(0),
    ownerName: text('owner_name'),
    curatorName: text('curator_name'),
    curatorEmail: text('curator_email'),
    genres: text('genres').array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url'),
    /** The platform's description, read on the monitor's first sight (migration 0046). */
    description: text('description'),
  },
  // No index on followers (no query filters by them), and pages kept 15% free (migration 0017):
  // the monitor's daily follower updates are then heap-only, with no index entries to write.
  (table) => [uniqueIndex('playlists_source_external_idx').on(table.source, table.externalId)],
);

/** `bytea`: raw bytes, read as a Buffer (node-postgres) or a Uint8Array (PGlite). */
const bytes = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The platform's version of a playlist the monitor last read, and its monitored membership: what
 * a new snapshot is diffed against. `members` holds 8 bytes per entry, the track id and the
 * added-at day (days since 1970-01-01), both 32-bit big-endian. A changed playlist rewrites this
 * narrow row, not its `playlists` row with the search indexes, and the membership is read and
 * written with no text to parse or print (docs/decisions/012). `playlist_entries` holds the
 * same membership, one row per entry, for queries by track.
 */
export const playlistSnapshots = pgTable('playlist_snapshots', {
  playlistId: bigint('playlist_id', { mode: 'number' })
    .primaryKey()
    .references(() => playlists.id, { onDelete: 'cascade' }),
  snapshotId: text('snapshot_id').notNull(),
  trackCount: integer('track_count').notNull(),
  members: bytes('members').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The monitored state of each playlist: which tracks are on it now, since when. No foreign keys:
 * a day changes hundreds of thousands of these rows (docs/decisions/009). A removal and an
 * addition on one playlist are written as one row moved to the new track, and pages keep 10% free
 * (migration 0020) so that the new row version stays on the playlist's page (docs/decisions/015).
 */
export const playlistEntries = pgTable(
  'playlist_entries',
  {
    playlistId: bigint('playlist_id', { mode: 'number' }).notNull(),
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    /** Null when the platform does not know the add date (migration 0051). */
    addedAt: date('added_at'),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.trackId] }),
    index('playlist_entries_track_idx').on(table.trackId),
  ],
);

export const radioStations = pgTable(
  'radio_stations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['radio', 'digital', 'sat_radio', 'tv'] }).notNull(),
    countryCode: text('country_code').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    hidden: boolean('hidden').notNull().default(false),
    imageUrl: text('image_url'),
    /** The station's format, its music genre (migration 0039, issue 24). */
    format: text('format'),
  },
  (table) => [uniqueIndex('radio_stations_external_idx').on(table.externalId)],
);
