import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { members, playlistChecks } from '../schema';

/** The first day of the month of `now`, UTC ('2026-11-01'): the calendar month of spec §9. */
export function checkMonth(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

export interface PlaylistCheckOutcome {
  /** The member may see the playlist's checked data: checked before this month, or just now. */
  allowed: boolean;
  /** This month's distinct checked playlists, after this one. */
  used: number;
  /** The playlist was already checked this month (free). */
  alreadyChecked: boolean;
}

/**
 * spec §9 "{product} monthly quotas": counts the opening of a playlist against the member's
 * month. Re-opening one already checked this month is free; a new one is counted only while
 * fewer than `limit` were checked (`limit` null: no limit). The member's row is locked for the
 * count, so two openings at the same moment cannot both take the last check.
 */
export async function recordPlaylistCheck(
  db: Database,
  input: { memberId: number; playlistId: number; limit: number | null; now?: Date },
): Promise<PlaylistCheckOutcome> {
  const month = checkMonth(input.now);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, input.memberId))
      .for('update');
    const mine = and(eq(playlistChecks.memberId, input.memberId), eq(playlistChecks.month, month));
    const [existing] = await tx
      .select({ playlistId: playlistChecks.playlistId })
      .from(playlistChecks)
      .where(and(mine, eq(playlistChecks.playlistId, input.playlistId)))
      .limit(1);
    const [{ used = 0 } = {}] = await tx.select({ used: count() }).from(playlistChecks).where(mine);
    if (existing) return { allowed: true, used: Number(used), alreadyChecked: true };
    if (input.limit !== null && Number(used) >= input.limit) {
      return { allowed: false, used: Number(used), alreadyChecked: false };
    }
    await tx
      .insert(playlistChecks)
      .values({ memberId: input.memberId, month, playlistId: input.playlistId })
      .onConflictDoNothing();
    return { allowed: true, used: Number(used) + 1, alreadyChecked: false };
  });
}

/** This month's distinct checked playlists of the member, and whether `playlistId` is one. */
export async function playlistCheckUsage(
  db: Database,
  memberId: number,
  playlistId: number | null = null,
  now?: Date,
): Promise<{ used: number; checked: boolean }> {
  const month = checkMonth(now);
  const [row] = await db
    .select({
      used: count(),
      checked:
        playlistId === null
          ? sql<boolean>`false`
          : sql<boolean>`bool_or(${playlistChecks.playlistId} = ${playlistId})`,
    })
    .from(playlistChecks)
    .where(and(eq(playlistChecks.memberId, memberId), eq(playlistChecks.month, month)));
  return { used: Number(row?.used ?? 0), checked: row?.checked === true };
}
