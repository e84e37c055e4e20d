import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

/**
 * The real platforms a member may link a profile to by id (issue 27): the ids the setup and the
 * daily runs read (decision 054). Spotify's is the artist's real id; YouTube's is the artist's
 * channel (decision 065), which the setup finds and a member may correct.
 */
export const REAL_PLATFORM_ID_SOURCES = ['deezer', 'spotify', 'musicbrainz', 'youtube'] as const;
export type RealPlatformIdSource = (typeof REAL_PLATFORM_ID_SOURCES)[number];
/** The platforms a profile's catalogue is set up from; a YouTube channel is linked only. */
export type SetupPlatformIdSource = Exclude<RealPlatformIdSource, 'youtube'>;

/** The artist page a platform id stands for: the link a new setup starts from. */
export function realPlatformLink(source: SetupPlatformIdSource, id: string): string {
  if (source === 'deezer') return `https://www.deezer.com/artist/${id}`;
  if (source === 'spotify') return `https://open.spotify.com/artist/${id}`;
  return `https://musicbrainz.org/artist/${id}`;
}

/** A profile's ids on the real platforms. */
export async function readRealPlatformIds(
  db: Database,
  accountId: number,
): Promise<Partial<Record<RealPlatformIdSource, string>>> {
  const [row] = await queryRows<{ external_ids: Record<string, string> }>(
    db,
    sql`select external_ids from accounts where id = ${accountId}`,
  );
  const ids: Partial<Record<RealPlatformIdSource, string>> = {};
  for (const source of REAL_PLATFORM_ID_SOURCES) {
    const id = row?.external_ids[source];
    if (id) ids[source] = id;
  }
  return ids;
}

/**
 * Links the profile to `id` on `source` (a member correcting a wrong match) and, but for a
 * YouTube channel, sets it up again from that id: the next round reads the catalogue anew, and tracks the old match brought that
 * the new one does not have leave the profile. Any setup in progress is replaced.
 */
export async function linkRealPlatformId(
  db: Database,
  input: { accountId: number; memberId: number; source: RealPlatformIdSource; id: string },
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update accounts set external_ids = external_ids || jsonb_build_object(${input.source}::text, ${input.id}::text)
      where id = ${input.accountId}`);
    // A channel brings no catalogue: linking it sets nothing up again.
    if (input.source === 'youtube') return;
    await tx.execute(sql`
      update account_setups set status = 'failed', reason = 'Replaced by a new setup from a linked id.',
        step = null, finished_at = now()
      where account_id = ${input.accountId} and status = 'in_progress'`);
    await tx.execute(sql`
      insert into account_setups (account_id, member_id, link)
      values (${input.accountId}, ${input.memberId}, ${realPlatformLink(input.source, input.id)})`);
  });
  return readRealPlatformIds(db, input.accountId);
}

/** Unlinks the profile from `source`: the platform's id is no longer read for it. */
export async function unlinkRealPlatformId(
  db: Database,
  accountId: number,
  source: RealPlatformIdSource,
) {
  await db.execute(
    sql`update accounts set external_ids = external_ids - ${source}::text where id = ${accountId}`,
  );
  return readRealPlatformIds(db, accountId);
}

/**
 * A failed setup tried again by its profile's owner: in progress from now, its reason cleared.
 * False when the profile has no failed setup (the latest one is not failed).
 */
export async function retryAccountSetup(db: Database, accountId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update account_setups set status = 'in_progress', reason = null, step = null,
          finished_at = null, created_at = now()
        where id = (select id from account_setups where account_id = ${accountId}
                    order by id desc limit 1)
          and status = 'failed'
        returning id`,
  );
  return rows.length > 0;
}
