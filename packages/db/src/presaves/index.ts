import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import {
  type PresaveDeliveryState,
  type PresaveService,
  presaveCampaigns,
  presaveConnectStates,
  presaveDeliveries,
  presaveFans,
} from '../schema/presaves';

// Issue 23: pre-save campaigns, fans and their deliveries (docs/decisions/035-presave-delivery.md).

export type PresaveCampaignRow = typeof presaveCampaigns.$inferSelect;
export type NewPresaveCampaign = typeof presaveCampaigns.$inferInsert;
export type PresaveFanRow = typeof presaveFans.$inferSelect;

/** Inserts a campaign; null when its slug is taken. */
export async function createPresaveCampaign(
  db: Database,
  campaign: NewPresaveCampaign,
): Promise<PresaveCampaignRow | null> {
  const [row] = await db
    .insert(presaveCampaigns)
    .values(campaign)
    .onConflictDoNothing({ target: presaveCampaigns.slug })
    .returning();
  return row ?? null;
}

/** The campaigns of these owners, newest first. */
export async function listPresaveCampaigns(
  db: Database,
  ownerMemberIds: readonly number[],
): Promise<PresaveCampaignRow[]> {
  if (ownerMemberIds.length === 0) return [];
  return db
    .select()
    .from(presaveCampaigns)
    .where(inArray(presaveCampaigns.ownerMemberId, [...ownerMemberIds]))
    .orderBy(desc(presaveCampaigns.id));
}

export async function findPresaveCampaign(db: Database, id: number) {
  const [row] = await db.select().from(presaveCampaigns).where(eq(presaveCampaigns.id, id));
  return row ?? null;
}

export async function findPresaveCampaignBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(presaveCampaigns).where(eq(presaveCampaigns.slug, slug));
  return row ?? null;
}

export async function deletePresaveCampaign(db: Database, id: number): Promise<void> {
  await db.delete(presaveCampaigns).where(eq(presaveCampaigns.id, id));
}

/** Keeps a fan's choices (email, follow, consent) while they are at the service's authorize page. */
export async function savePresaveConnectState(
  db: Database,
  input: Omit<typeof presaveConnectStates.$inferInsert, 'state'>,
): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await db.insert(presaveConnectStates).values({ ...input, state });
  return state;
}

/** Takes a connect state once (it is deleted); null when unknown or expired. */
export async function takePresaveConnectState(db: Database, state: string, now = new Date()) {
  const [row] = await db
    .delete(presaveConnectStates)
    .where(eq(presaveConnectStates.state, state))
    .returning();
  if (!row || row.expiresAt.getTime() < now.getTime()) return null;
  return row;
}

export interface NewPresaveFan {
  campaignId: number;
  service: PresaveService;
  serviceUserId: string;
  accessToken: string;
  refreshToken: string | null;
  /** When the access token expires (null: never, or not said). */
  tokenExpiresAt?: Date | null;
  email: string | null;
  country: string | null;
  followArtist: boolean;
  consentText: string;
  consentedAt: Date;
}

/**
 * Records a fan's connection and queues their delivery. The same account connecting again keeps
 * one fan row (new token and consent) and one delivery: the delivery's key is fan and release.
 */
export async function addPresaveFan(db: Database, fan: NewPresaveFan): Promise<PresaveFanRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(presaveFans)
      .values({ ...fan, unsubscribeToken: randomBytes(24).toString('base64url') })
      .onConflictDoUpdate({
        target: [presaveFans.campaignId, presaveFans.service, presaveFans.serviceUserId],
        set: {
          accessToken: fan.accessToken,
          refreshToken: fan.refreshToken,
          tokenExpiresAt: fan.tokenExpiresAt ?? null,
          email: fan.email,
          country: fan.country,
          followArtist: fan.followArtist,
          consentText: fan.consentText,
          consentedAt: fan.consentedAt,
          unsubscribedAt: null,
        },
      })
      .returning();
    if (!row) throw new Error('the fan was not stored');
    await tx
      .insert(presaveDeliveries)
      .values({ campaignId: fan.campaignId, fanId: row.id, service: fan.service })
      .onConflictDoNothing({ target: [presaveDeliveries.fanId, presaveDeliveries.campaignId] });
    // A fan who connects again after a failure (revoked access) is queued again.
    await tx
      .update(presaveDeliveries)
      .set({
        state: 'queued',
        reason: null,
        attempts: 0,
        nextAttemptAt: sql`now()`,
        leaseUntil: null,
        claimedBy: null,
      })
      .where(and(eq(presaveDeliveries.fanId, row.id), eq(presaveDeliveries.state, 'failed')));
    return row;
  });
}

/** Stops the mail to a fan (their unsubscribe link); false for an unknown link. */
export async function unsubscribePresaveFan(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .update(presaveFans)
    .set({ unsubscribedAt: sql`coalesce(${presaveFans.unsubscribedAt}, now())` })
    .where(eq(presaveFans.unsubscribeToken, token))
    .returning({ id: presaveFans.id });
  return Boolean(row);
}

export interface PresaveFanListing {
  fanId: number;
  service: PresaveService;
  email: string | null;
  country: string | null;
  followArtist: boolean;
  consentText: string;
  consentedAt: Date;
  unsubscribedAt: Date | null;
  state: PresaveDeliveryState;
  attempts: number;
  reason: string | null;
  deliveredAt: Date | null;
}

/** A campaign's fans with their delivery, in the order they connected. */
export async function listPresaveFans(
  db: Database,
  campaignId: number,
): Promise<PresaveFanListing[]> {
  return db
    .select({
      fanId: presaveFans.id,
      service: presaveFans.service,
      email: presaveFans.email,
      country: presaveFans.country,
      followArtist: presaveFans.followArtist,
      consentText: presaveFans.consentText,
      consentedAt: presaveFans.consentedAt,
      unsubscribedAt: presaveFans.unsubscribedAt,
      state: presaveDeliveries.state,
      attempts: presaveDeliveries.attempts,
      reason: presaveDeliveries.reason,
      deliveredAt: presaveDeliveries.deliveredAt,
    })
    .from(presaveFans)
    .innerJoin(presaveDeliveries, eq(presaveDeliveries.fanId, presaveFans.id))
    .where(eq(presaveFans.campaignId, campaignId))
    .orderBy(presaveFans.id);
}

/** A delivery claimed by one worker until `leaseUntil`, with what it needs to call the service. */
export interface ClaimedPresaveDelivery {
  id: number;
  campaignId: number;
  fanId: number;
  service: PresaveService;
  attempts: number;
  accessToken: string;
  refreshToken: string | null;
  tokenExpiresAt: Date | null;
  followArtist: boolean;
  spotifyUri: string | null;
  spotifyArtistUri: string | null;
  deezerAlbumId: string | null;
  deezerArtistId: string | null;
}

export interface ClaimOptions {
  today: string;
  now: Date;
  leaseMs: number;
  limit: number;
  campaignId?: number;
  /**
   * The job claiming (a pg-boss batch job's id, or an in-process pass's key; decision 051). A row
   * leased to this same job is taken again at once: the job is being retried because the worker
   * that ran it died, and pg-boss runs one attempt of a job at a time.
   */
  jobKey?: string;
  /** Only these deliveries (a batch job's own rows). */
  ids?: readonly number[];
}

/**
 * Claims up to `limit` queued deliveries whose release day has come (`today`, YYYY-MM-DD) and
 * whose next attempt is due, for `leaseMs`: FOR UPDATE SKIP LOCKED, so concurrent workers take
 * different rows; a worker that dies leaves its lease to expire and the row is claimed again
 * (by its own job's retry at once, by anyone else once the lease is over).
 */
export async function claimPresaveDeliveries(
  db: Database,
  options: ClaimOptions,
): Promise<ClaimedPresaveDelivery[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const jobKey = options.jobKey ?? `pass-${randomBytes(9).toString('base64url')}`;
  const campaign = options.campaignId === undefined ? sql`true` : sql`c.id = ${options.campaignId}`;
  const only =
    options.ids === undefined
      ? sql`true`
      : sql`d.id = any(${`{${options.ids.map(Number).join(',')}}`}::bigint[])`;
  return queryRows<ClaimedPresaveDelivery>(
    db,
    sql`
      with due as (
        select d.id from presave_deliveries d
        join presave_campaigns c on c.id = d.campaign_id
        where d.state = 'queued' and c.release_date <= ${options.today}::date and ${campaign}
          and ${only}
          and d.next_attempt_at <= ${now}::timestamptz
          and (d.lease_until is null or d.lease_until < ${now}::timestamptz
            or d.claimed_by = ${jobKey})
        order by d.id
        limit ${options.limit}
        for update of d skip locked
      )
      update presave_deliveries d
      set lease_until = ${leaseUntil}::timestamptz, attempts = d.attempts + 1,
        claimed_by = ${jobKey}
      from due, presave_fans f, presave_campaigns c
      where d.id = due.id and f.id = d.fan_id and c.id = d.campaign_id
      returning d.id::int as "id", d.campaign_id::int as "campaignId", d.fan_id::int as "fanId",
        d.service, d.attempts, f.access_token as "accessToken",
        f.refresh_token as "refreshToken", f.token_expires_at as "tokenExpiresAt",
        f.follow_artist as "followArtist",
        c.spotify_uri as "spotifyUri", c.spotify_artist_uri as "spotifyArtistUri",
        c.deezer_album_id as "deezerAlbumId", c.deezer_artist_id as "deezerArtistId"`,
  ).then((rows) =>
    rows.map((row) => ({
      ...row,
      tokenExpiresAt: row.tokenExpiresAt === null ? null : new Date(row.tokenExpiresAt),
    })),
  );
}

/** A due delivery (not claimed by anyone): a batch job's key is its rows' ids and attempts. */
export interface DuePresaveDelivery {
  id: number;
  attempts: number;
}

/** The deliveries a delivery pass would claim now, oldest first, without claiming them. */
export async function listDuePresaveDeliveries(
  db: Database,
  options: { today: string; now: Date; limit: number; campaignId?: number },
): Promise<DuePresaveDelivery[]> {
  const now = options.now.toISOString();
  const campaign = options.campaignId === undefined ? sql`true` : sql`c.id = ${options.campaignId}`;
  return queryRows<DuePresaveDelivery>(
    db,
    sql`
      select d.id::int as "id", d.attempts from presave_deliveries d
      join presave_campaigns c on c.id = d.campaign_id
      where d.state = 'queued' and c.release_date <= ${options.today}::date and ${campaign}
        and d.next_attempt_at <= ${now}::timestamptz
        and (d.lease_until is null or d.lease_until < ${now}::timestamptz)
      order by d.id
      limit ${options.limit}`,
  );
}

/** Keeps a fan's refreshed token (the service may hand out a new refresh token too). */
export async function savePresaveFanToken(
  db: Database,
  fanId: number,
  token: { accessToken: string; refreshToken: string | null; expiresAt: Date | null },
): Promise<void> {
  await db
    .update(presaveFans)
    .set({
      accessToken: token.accessToken,
      tokenExpiresAt: token.expiresAt,
      ...(token.refreshToken ? { refreshToken: token.refreshToken } : {}),
    })
    .where(eq(presaveFans.id, fanId));
}

export type PresaveDeliveryOutcome =
  | { kind: 'delivered'; at: Date }
  | { kind: 'retry'; reason: string; nextAttemptAt: Date }
  | { kind: 'failed'; reason: string };

/**
 * Records a claimed delivery's outcome. Only a queued row changes, so a delivery is marked
 * delivered once even when two workers finished it (the second finds it delivered). Returns
 * whether this call changed the row.
 */
export async function finishPresaveDelivery(
  db: Database,
  id: number,
  outcome: PresaveDeliveryOutcome,
): Promise<boolean> {
  const set =
    outcome.kind === 'delivered'
      ? { state: 'delivered' as const, deliveredAt: outcome.at, reason: null, leaseUntil: null }
      : outcome.kind === 'retry'
        ? { reason: outcome.reason, nextAttemptAt: outcome.nextAttemptAt, leaseUntil: null }
        : { state: 'failed' as const, reason: outcome.reason, leaseUntil: null };
  const rows = await db
    .update(presaveDeliveries)
    // The lease's holder is forgotten with it: the row is free for the next claim.
    .set({ ...set, claimedBy: null })
    .where(and(eq(presaveDeliveries.id, id), eq(presaveDeliveries.state, 'queued')))
    .returning({ id: presaveDeliveries.id });
  return rows.length > 0;
}
