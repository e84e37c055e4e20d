import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './catalogue';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);

/** A member (user) of the product family; emails are stored lower-cased (spec §5). */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    isBetaTester: boolean('is_beta_tester').notNull().default(false),
    /** spec §2: the `ref` query parameter, kept as the member's entry coupon code. */
    entryCode: text('entry_code'),
    signupPlatform: text('signup_platform').notNull().default('web'),
    // Decision 027: how many profiles the member may add to a Professional Plan (spec §6).
    maxProManagements: integer('max_pro_managements').notNull().default(25),
    favoriteSources: text('favorite_sources').array().notNull().default(sql`'{}'::text[]`),
    /** spec §3, §9 activity settings: tier per source id (1 Top End .. 4 Bassline); decision 028. */
    activityTiers: jsonb('activity_tiers').$type<Record<string, number>>().notNull().default({}),
    /** Issue 28: leave botted playlists' activities out of the member's feed (migration 0058). */
    hideBottedPlaylists: boolean('hide_botted_playlists').notNull().default(false),
    /** spec §5: set by the payments flow once a subscription starts; deletion is then refused. */
    hasHadSubscription: boolean('has_had_subscription').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('members_email_idx').on(table.email)],
);

/** Opaque bearer sessions; only the SHA-256 of the token is stored. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    platform: text('platform').notNull().default('web'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('member_sessions_token_idx').on(table.tokenHash),
    index('member_sessions_member_idx').on(table.memberId),
  ],
);

/** Magic-link tokens: random, stored hashed, single use, expiring (15 minutes). */
export const magicTokens = pgTable(
  'magic_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    target: text('target'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('magic_tokens_token_idx').on(table.tokenHash)],
);

/**
 * Limits that hold across every server process (migration 0023, decision 020): when a limited
 * action was taken under `key` (e.g. `login-mail:<SHA-256 of the address>`), within its window.
 */
export const requestLimits = pgTable(
  'request_limits',
  {
    key: text('key').primaryKey(),
    hits: timestamp('hits', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    /** When the newest hit leaves the window: the row can be swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_limits_expires_idx').on(table.expiresAt)],
);

/** A social login connected to a member: the provider's stable subject id. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'apple', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('member_identities_provider_subject_idx').on(table.provider, table.subject),
    index('member_identities_member_idx').on(table.memberId),
  ],
);

/** spec §3, §6: a member's management of an account, primary (owner) or secondary (team). */
export const managements = pgTable(
  'managements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    // 'follower' (issue 20): follows a profile someone else owns; edits nothing, shares no access.
    managementType: text('management_type', { enum: ['primary', 'secondary', 'follower'] })
      .notNull()
      .default('primary'),
    subbedAt: timestamp('subbed_at', { withTimezone: true }),
    tier: integer('tier'),
    canExport: boolean('can_export').notNull().default(false),
    isFree: boolean('is_free').notNull().default(false),
    platform: text('platform', { enum: ['web', 'android', 'ios'] }),
    paymentId: bigint('payment_id', { mode: 'number' }),
    accessHash: jsonb('access_hash').$type<Record<string, string>>().notNull().default({}),
    usedProductType: text('used_product_type').array().notNull().default(sql`'{}'::text[]`),
    /** Added to the member's Professional Plan (spec §2 professional management, decision 027). */
    isProfessional: boolean('is_professional').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('managements_member_account_idx').on(table.memberId, table.accountId),
    index('managements_account_idx').on(table.accountId),
    index('managements_professional_idx').on(table.memberId).where(sql`${table.isProfessional}`),
  ],
);

/** A platform object (artist page, channel) linked to an account; alpha ones are not shown. */
export const accountSourceObjects = pgTable(
  'account_source_objects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    externalId: text('external_id').notNull(),
    url: text('url').notNull(),
    isAlpha: boolean('is_alpha').notNull().default(false),
    /** The provider login it was connected through (spec §7 authorize_*), if any. */
    authorizationId: bigint('authorization_id', { mode: 'number' }).references(
      (): AnyPgColumn => accountAuthorizations.id,
      { onDelete: 'set null' },
    ),
    addedByMemberId: bigint('added_by_member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_source_objects_idx').on(table.accountId, table.sourceId, table.externalId),
  ],
);

/** An account requested through create_account whose data is still being collected. */
export const accountSetups = pgTable(
  'account_setups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    /** `merged`: its profile was another's of the same artist, merged into it (decision 075). */
    status: text('status', { enum: ['in_progress', 'done', 'failed', 'merged'] })
      .notNull()
      .default('in_progress'),
    /** What the setup is doing now, for the in-progress banner (migration 0055). */
    step: text('step'),
    /** Why a setup failed, shown to the member and on the Accounts in Setup desk. */
    reason: text('reason'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('account_setups_account_idx').on(table.accountId)],
);

/**
 * A platform authorisation of an account (auth/authorize_*): the member let us read the
 * account's own data on the provider (e.g. its YouTube channel or Facebook page insights).
 */
export const accountAuthorizations = pgTable(
  'account_authorizations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'facebook', 'twitter'] }).notNull(),
    subject: text('subject').notNull(),
    /** How the provider names the login (an email, a page, a handle), shown in Integrations. */
    accountName: text('account_name'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('account_authorizations_idx').on(table.accountId, table.provider, table.subject),
  ],
);
