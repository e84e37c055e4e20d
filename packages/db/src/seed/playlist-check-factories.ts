import { randomBytes } from 'node:crypto';
import type { Database } from '../connect';
import { recordPlaylistCheck } from '../playlist-checker/playlist-checks';
import { playlists } from '../schema';

// Issue 24: a member's month of playlist checks (spec §9 quotas), for the tests that start at
// the edge of a plan's limit. Each check goes through `recordPlaylistCheck`, the call the
// playlist page makes, so a prefilled month is one the app could have made.

/**
 * Counts the member's checks of the given playlists this month, one after another as openings
 * of the page would, under the plan's `limit` (null: none). Returns how many were counted.
 */
export async function checkPlaylists(
  db: Database,
  memberId: number,
  playlistIds: readonly number[],
  limit: number | null,
): Promise<number> {
  let used = 0;
  for (const playlistId of playlistIds) {
    const outcome = await recordPlaylistCheck(db, { memberId, playlistId, limit });
    if (!outcome.allowed) throw new Error(`check ${outcome.used + 1} is past the limit ${limit}`);
    used = outcome.used;
  }
  return used;
}

/**
 * Inserts `count` Spotify playlists ("Checked 1", "Checked 2", ...) and counts the member's
 * checks of them this month (`checkPlaylists`): the member has `limit - count` checks left.
 */
export async function insertCheckedPlaylists(
  db: Database,
  input: { memberId: number; count: number; limit: number | null },
) {
  const prefix = randomBytes(4).toString('hex');
  const rows = await db
    .insert(playlists)
    .values(
      Array.from({ length: input.count }, (_, index) => ({
        source: 'spotify',
        externalId: `checked-${prefix}-${index + 1}`,
        name: `Checked ${index + 1}`,
        playlistType: 'listener' as const,
        followers: 10,
      })),
    )
    .returning();
  await checkPlaylists(
    db,
    input.memberId,
    rows.map((row) => row.id),
    input.limit,
  );
  return rows;
}
