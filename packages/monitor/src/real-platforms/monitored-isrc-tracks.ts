import { type Database, type ExternalIds, pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';

export interface IsrcTrack {
  id: number;
  isrc: string;
  externalIds: ExternalIds;
}

/**
 * Monitored tracks (of a monitored performer or label, as in `loadTrackIds`) that carry an ISRC,
 * the key real platforms are matched on. Unlike `loadTrackIds` a demo-world Spotify id is not
 * required: a real catalogue's tracks may arrive without one.
 */
export async function loadMonitoredIsrcTracks(db: Database): Promise<IsrcTrack[]> {
  const rows = await queryRows<{ id: number; isrc: string; external_ids: ExternalIds }>(
    db,
    sql`select t.id, upper(replace(t.isrc, '-', '')) as isrc, t.external_ids from tracks t
        where t.isrc is not null and t.isrc <> '' and (
          exists (select 1 from track_artists ta join accounts a on a.id = ta.account_id
                  where ta.track_id = t.id and a.monitored_since is not null)
          or exists (select 1 from accounts l where l.id = t.label_id and l.monitored_since is not null))
        order by t.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), isrc: row.isrc, externalIds: row.external_ids }));
}

/**
 * Which of `trackIds` already have a `source`/`metric` value for `date` (a rerun skips their
 * fetch). Filtering by track keeps the series primary key (object_type, object_id, ...) usable.
 */
export async function trackIdsWithValue(
  db: Database,
  trackIds: readonly number[],
  source: string,
  metric: string,
  date: string,
): Promise<Set<number>> {
  if (trackIds.length === 0) return new Set();
  const rows = await queryRows<{ object_id: number }>(
    db,
    sql`select object_id from series where object_type = 'track'
        and object_id = any(${pgArray(trackIds)}::bigint[])
        and source = ${source} and metric = ${metric} and day = ${date}::date`,
  );
  return new Set(rows.map((row) => Number(row.object_id)));
}

/** Where a look-up that found nothing is remembered: `external_ids["<key>_not_found_on"]`. */
export const notFoundKey = (key: string) => `${key}_not_found_on`;

/**
 * Tracks to look up on a platform: no id under `key` yet, and no miss in the last `retryDays`
 * (a release reaches MusicBrainz or Deezer later; asking daily would spend the rate limit on
 * the same misses). At most `limit`, so a first sync of a large catalogue spreads over cycles.
 */
export function lookUpCandidates(
  tracks: readonly IsrcTrack[],
  key: string,
  date: string,
  options: { retryDays: number; limit: number },
): IsrcTrack[] {
  const retryFrom = new Date(Date.parse(`${date}T00:00:00Z`) - options.retryDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return tracks
    .filter((track) => {
      if (track.externalIds[key]) return false;
      const missedOn = track.externalIds[notFoundKey(key)];
      return !missedOn || missedOn <= retryFrom;
    })
    .slice(0, options.limit);
}

/**
 * Sets `external_ids[key]` on tracks that have none yet: an id found once is kept, never
 * overwritten by a later look-up (a member may have corrected it by hand). A miss is recorded
 * as the day it happened under `notFoundKey(key)`, and dropped once the id is found.
 */
export async function storeLookUps(
  db: Database,
  key: string,
  found: readonly { trackId: number; value: string }[],
  missed: readonly number[],
  date: string,
): Promise<number> {
  const missKey = notFoundKey(key);
  if (missed.length > 0) {
    await db.execute(
      sql`update tracks set external_ids = external_ids || jsonb_build_object(${missKey}::text, ${date}::text)
          where id = any(${pgArray(missed)}::bigint[]) and not external_ids ? ${key}`,
    );
  }
  if (found.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update tracks t
        set external_ids = (t.external_ids - ${missKey}::text) || jsonb_build_object(${key}::text, x.value)
        from jsonb_to_recordset(${JSON.stringify(found)}::jsonb) as x("trackId" bigint, value text)
        where t.id = x."trackId" and not t.external_ids ? ${key}
        returning t.id`,
  );
  return rows.length;
}
