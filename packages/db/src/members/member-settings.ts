import { eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { members } from '../schema';

/**
 * spec §3, §9 activity settings: stores the member's tier of one source. Only that key changes,
 * so two tabs saving different sources keep both.
 */
export async function setMemberActivityTier(
  db: Database,
  memberId: number,
  sourceId: string,
  tier: number,
): Promise<Record<string, number>> {
  const [row] = await db
    .update(members)
    .set({
      activityTiers: sql`${members.activityTiers} || jsonb_build_object(${sourceId}::text, ${tier}::int)`,
    })
    .where(eq(members.id, memberId))
    .returning({ activityTiers: members.activityTiers });
  return row?.activityTiers ?? {};
}

/** spec §3 favoriteSources: the member's chosen sources, in their order. */
export async function setMemberFavoriteSources(
  db: Database,
  memberId: number,
  sourceIds: readonly string[],
): Promise<string[]> {
  const [row] = await db
    .update(members)
    .set({ favoriteSources: [...sourceIds] })
    .where(eq(members.id, memberId))
    .returning({ favoriteSources: members.favoriteSources });
  return row?.favoriteSources ?? [];
}

/** Issue 28: whether the member's feed leaves out botted playlists' activities (decision 057). */
export async function setMemberHideBottedPlaylists(
  db: Database,
  memberId: number,
  hide: boolean,
): Promise<boolean> {
  const [row] = await db
    .update(members)
    .set({ hideBottedPlaylists: hide })
    .where(eq(members.id, memberId))
    .returning({ hide: members.hideBottedPlaylists });
  return row?.hide ?? false;
}
