import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { pitchOptOuts, playlistPitches } from '../schema/pitching';

export type PitchRow = typeof playlistPitches.$inferSelect;

/** Pitches the member sent since `since`: what the per-member limit counts. */
export async function countPitchesSince(
  db: Database,
  memberId: number,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${playlistPitches.sentAt})`,
    })
    .from(playlistPitches)
    .where(and(eq(playlistPitches.memberId, memberId), gte(playlistPitches.sentAt, since)));
  return {
    count: Number(row?.count ?? 0),
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

/** The earlier pitch of this track to this playlist, if any. */
export async function findPitch(
  db: Database,
  trackId: number,
  playlistId: number,
): Promise<PitchRow | null> {
  const [row] = await db
    .select()
    .from(playlistPitches)
    .where(and(eq(playlistPitches.trackId, trackId), eq(playlistPitches.playlistId, playlistId)));
  return row ?? null;
}

/** Records a pitch; null when this track was pitched to this playlist already (a race). */
export async function recordPitch(
  db: Database,
  values: Omit<typeof playlistPitches.$inferInsert, 'id' | 'sentAt' | 'type'>,
): Promise<PitchRow | null> {
  const [row] = await db
    .insert(playlistPitches)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: [playlistPitches.trackId, playlistPitches.playlistId] })
    .returning();
  return row ?? null;
}

/** Takes back a pitch whose e-mail could not be sent: it was not sent, so it is not history. */
export async function deletePitch(db: Database, id: number): Promise<void> {
  await db.delete(playlistPitches).where(eq(playlistPitches.id, id));
}

/** When the address opted out of pitches, or null. */
export async function findPitchOptOut(db: Database, email: string): Promise<Date | null> {
  const [row] = await db
    .select()
    .from(pitchOptOuts)
    .where(eq(pitchOptOuts.email, email.toLowerCase()));
  return row ? new Date(row.optedOutAt) : null;
}

/**
 * The opt-out of a pitch's unsubscribe link: the address gets no more pitches from anyone on
 * this installation. Answers the address, or null for an unknown token. Twice is once.
 */
export async function optOutOfPitches(db: Database, token: string): Promise<string | null> {
  const [pitch] = await db
    .select({ email: playlistPitches.email })
    .from(playlistPitches)
    .where(eq(playlistPitches.unsubscribeToken, token));
  if (!pitch) return null;
  await db.insert(pitchOptOuts).values({ email: pitch.email }).onConflictDoNothing();
  return pitch.email;
}

export interface ContactHistoryRow {
  id: number;
  sentAt: string;
  email: string;
  type: 'playlist_pitch';
  /** The address is a member's login on this installation. */
  isMember: boolean;
  /** The address opted out since. */
  optedOut: boolean;
  trackTitle: string;
  playlistName: string;
  accountName: string;
}

/**
 * spec §2 Contact history of the profiles `accountIds` (every profile's with null), newest first;
 * with `pitchId`, that one pitch's row.
 */
export async function listContactHistory(
  db: Database,
  accountIds: number[] | null,
  limit: number,
  pitchId?: number,
): Promise<ContactHistoryRow[]> {
  if (accountIds !== null && accountIds.length === 0) return [];
  const accounts =
    accountIds === null
      ? sql`true`
      : sql`pp.account_id in (${sql.join(
          accountIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const scope = pitchId === undefined ? accounts : sql`${accounts} and pp.id = ${pitchId}`;
  const rows = await queryRows<ContactHistoryRow & { sentAt: string | Date }>(
    db,
    sql`select pp.id::int as id, pp.sent_at as "sentAt", pp.email, pp.type,
          exists (select 1 from members m where m.email = pp.email) as "isMember",
          exists (select 1 from pitch_opt_outs o where o.email = pp.email) as "optedOut",
          t.title as "trackTitle", p.name as "playlistName", a.name as "accountName"
        from playlist_pitches pp
        join tracks t on t.id = pp.track_id
        join playlists p on p.id = pp.playlist_id
        join accounts a on a.id = pp.account_id
        where ${scope}
        order by pp.sent_at desc, pp.id desc
        limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, sentAt: new Date(row.sentAt).toISOString() }));
}
