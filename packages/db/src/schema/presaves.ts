import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

// Issue 23: pre-save campaigns, their fans and one delivery per fan and release
// (migrations 0037 and 0052, decisions 035 and 051).

export const PRESAVE_SERVICES = ['spotify', 'deezer'] as const;
export type PresaveService = (typeof PRESAVE_SERVICES)[number];
export const PRESAVE_DELIVERY_STATES = ['queued', 'delivered', 'failed'] as const;
export type PresaveDeliveryState = (typeof PRESAVE_DELIVERY_STATES)[number];

/** A member's campaign for an upcoming release; its fan page is /{slug} on the presave host. */
export const presaveCampaigns = pgTable(
  'presave_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerMemberId: bigint('owner_member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    artistName: text('artist_name').notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    artworkUrl: text('artwork_url'),
    services: text('services').array().notNull().$type<PresaveService[]>(),
    /** spotify:album:… (or track), saved with PUT /me/library on release day. */
    spotifyUri: text('spotify_uri'),
    /** spotify:artist:…, followed (through the same call) when the fan agreed. */
    spotifyArtistUri: text('spotify_artist_uri'),
    deezerAlbumId: text('deezer_album_id'),
    deezerArtistId: text('deezer_artist_id'),
    /** The consent the fan page shows, kept with each fan as they saw it. */
    consentText: text('consent_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('presave_campaigns_slug_idx').on(table.slug),
    index('presave_campaigns_owner_idx').on(table.ownerMemberId),
  ],
);

/** The fan's choices between our fan page and the service's authorize page (10 minutes). */
export const presaveConnectStates = pgTable('presave_connect_states', {
  state: text('state').primaryKey(),
  campaignId: bigint('campaign_id', { mode: 'number' })
    .notNull()
    .references(() => presaveCampaigns.id, { onDelete: 'cascade' }),
  service: text('service').notNull().$type<PresaveService>(),
  email: text('email'),
  followArtist: boolean('follow_artist').notNull(),
  consentText: text('consent_text').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A fan's connected service account on a campaign, with the consent they gave and when. */
export const presaveFans = pgTable(
  'presave_fans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => presaveCampaigns.id, { onDelete: 'cascade' }),
    service: text('service').notNull().$type<PresaveService>(),
    serviceUserId: text('service_user_id').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    /** When the access token expires (null: it does not, as Deezer's offline_access tokens). */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    email: text('email'),
    country: text('country'),
    followArtist: boolean('follow_artist').notNull(),
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('presave_fans_account_idx').on(
      table.campaignId,
      table.service,
      table.serviceUserId,
    ),
    uniqueIndex('presave_fans_unsubscribe_idx').on(table.unsubscribeToken),
  ],
);

/** One delivery per fan and release: queued, delivered or failed (with the reason). */
export const presaveDeliveries = pgTable(
  'presave_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => presaveCampaigns.id, { onDelete: 'cascade' }),
    fanId: bigint('fan_id', { mode: 'number' })
      .notNull()
      .references(() => presaveFans.id, { onDelete: 'cascade' }),
    service: text('service').notNull().$type<PresaveService>(),
    state: text('state').notNull().default('queued').$type<PresaveDeliveryState>(),
    attempts: integer('attempts').notNull().default(0),
    reason: text('reason'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The job holding the lease (migration 0052): its retry takes the row again at once. */
    claimedBy: text('claimed_by'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('presave_deliveries_fan_idx').on(table.fanId, table.campaignId),
    index('presave_deliveries_due_idx').on(table.state, table.nextAttemptAt),
  ],
);
