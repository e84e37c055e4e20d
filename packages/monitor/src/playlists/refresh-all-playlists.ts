import { type Database, queryRows, recordPlatformRun, stateFollowerDay } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { upsertListedPlaylists } from '../catalogue/sync-catalogue';
import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { type CatalogPlaylist, ZCatalogPlaylistPage } from '../world/world-schemas';
import type { AppliedBatch } from './apply-playlist-batch';
import {
  detailsDue,
  fetchPlaylistBatch,
  type PlaylistReader,
  type PlaylistToRefresh,
} from './fetch-playlist-batch';
import { startPlaylistWrites } from './playlist-write-thread';
import { type PlaylistDetailsDue, refreshPlaylistDetails } from './refresh-playlist-details';

/** A platform other than Spotify whose playlists are refreshed the same way (decision 041). */
export interface PlaylistPlatform {
  source: string;
  /** The platform its activities are filed under, when not `source` (a real platform's). */
  feedSource?: string;
  reader: PlaylistReader;
  /** The playlists to watch and their versions; the demo world's listing when not given. */
  listing?: CatalogPlaylist[];
}

export const PLAYLIST_BATCH_SIZE = 250;

/** One of `count` disjoint parts of the playlists (by stored id), refreshed as its own job. */
export interface PlaylistShard {
  index: number;
  count: number;
}

export interface RefreshResult {
  playlists: number;
  changed: number;
  failed: number;
  added: number;
  removed: number;
  activities: number;
  fetchMs: number;
  diffMs: number;
  writeMs: number;
}

/**
 * The watched playlists by platform id: our id, the version last read (null before the first),
 * followers. A playlist an admin excluded from monitoring (issue 26, Playlists desk) is not one.
 */
export async function storedPlaylists(db: Database, source = 'spotify') {
  const rows = await queryRows<{
    id: number;
    external_id: string;
    snapshot_id: string | null;
    followers: number;
  }>(
    db,
    sql`select p.id, p.external_id, s.snapshot_id, p.followers
        from playlists p left join playlist_snapshots s on s.playlist_id = p.id
        where p.source = ${source}
          and not exists (select 1 from monitor_exclusions x
                          where x.kind = 'playlist' and x.object_id = p.id)`,
  );
  return new Map(rows.map((row) => [row.external_id, { ...row, id: Number(row.id) }]));
}

/**
 * Refreshes every watched playlist whose snapshot changed, the most followed first (they matter
 * most), in batches that each commit on their own. Reading batch N+1 from the platform overlaps
 * with writing batch N to the database (and on PostgreSQL several batches write at once), so a
 * cycle costs little more than its fetching.
 *
 * Issue 28 (migration 0069): the platform's run of the day is recorded, by its step ('playlists',
 * or Spotify's shard 'playlists:0/4'): a failure when its listing could not be read or a
 * changed playlist could not be, else a success, so its playlist figures turn stale when its
 * playlists failed today and fresh again when a later run reads them.
 */
export async function refreshAllPlaylists(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
  batchSize = context.playlistBatchSize ?? PLAYLIST_BATCH_SIZE,
  shard: PlaylistShard = { index: 0, count: 1 },
  /** Another platform's playlists (listed, made rows to watch, read by its connector). */
  platform?: PlaylistPlatform,
): Promise<RefreshResult> {
  const source = platform?.source ?? 'spotify';
  const step = shard.count === 1 ? 'playlists' : `playlists:${shard.index}/${shard.count}`;
  let result: RefreshResult;
  try {
    result = await refreshPlaylists(context, trackIds, today, batchSize, shard, platform);
  } catch (error) {
    if (error instanceof FetchFailedError) {
      await recordPlatformRun(context.db, source, today, error.message, step);
    }
    throw error;
  }
  if (!context.signal?.aborted) {
    const error =
      result.failed > 0
        ? `${result.failed} of ${result.playlists} playlists could not be read`
        : null;
    await recordPlatformRun(context.db, source, today, error, step);
  }
  return result;
}

async function refreshPlaylists(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
  batchSize: number,
  shard: PlaylistShard,
  platform: PlaylistPlatform | undefined,
): Promise<RefreshResult> {
  const source = platform?.source ?? 'spotify';
  const versions: CatalogPlaylist[] = [];
  if (platform?.listing) versions.push(...platform.listing);
  else if (platform) {
    const path = `/catalog/playlists?source=${encodeURIComponent(source)}`;
    for await (const page of context.world.pages(path, ZCatalogPlaylistPage)) {
      versions.push(...page);
    }
  }
  if (platform) {
    await upsertListedPlaylists(context, source, versions, today);
  }
  const [stored, writes] = await Promise.all([
    storedPlaylists(context.db, source),
    startPlaylistWrites(context, trackIds, today),
  ]);
  try {
    if (!platform) {
      for await (const page of context.world.pages('/catalog/playlists', ZCatalogPlaylistPage)) {
        versions.push(...page);
      }
    }
    const changed: PlaylistToRefresh[] = [];
    const followersOnly: { id: number; followers: number }[] = [];
    // Unchanged playlists on their details day: only their details are read again (issue 24).
    const detailsOnly: PlaylistDetailsDue[] = [];
    const inShard = (id: number) => id % shard.count === shard.index;
    let listed = 0;
    for (const version of versions) {
      const row = stored.get(version.id);
      if (shard.count === 1 || (row && inShard(row.id))) listed++;
      if (!row || !inShard(row.id)) continue;
      if (row.snapshot_id !== version.snapshot_id) {
        changed.push({
          id: row.id,
          version,
          firstSight: row.snapshot_id === null,
          readDetails: row.snapshot_id === null || detailsDue(row.id, today),
          ...(platform ? { source } : {}),
          ...(platform?.feedSource ? { feedSource: platform.feedSource } : {}),
        });
      } else {
        if (row.followers !== version.followers) {
          followersOnly.push({ id: row.id, followers: version.followers });
        }
        // Another platform's reader reads no details (decision 041).
        if (!platform && detailsDue(row.id, today)) {
          detailsOnly.push({ id: row.id, externalId: version.id });
        }
      }
    }
    changed.sort((a, b) => b.version.followers - a.version.followers);

    const total: RefreshResult = {
      playlists: listed,
      changed: 0,
      failed: 0,
      added: 0,
      removed: 0,
      activities: 0,
      fetchMs: 0,
      diffMs: 0,
      writeMs: 0,
    };
    const count = (applied: AppliedBatch) => {
      total.changed += applied.changed;
      total.added += applied.added;
      total.removed += applied.removed;
      total.activities += applied.activities;
      total.diffMs += applied.diffMs;
      total.writeMs += applied.writeMs;
    };
    // Writes run while the next batch is read. A failed write fails the refresh when it is next
    // waited for (its batch rolled back, the next cycle finds the same differences); until then it
    // is marked handled so that it cannot end the process as an unhandled rejection.
    const inFlight = new Set<Promise<void>>();
    const writeConcurrency = context.writeConcurrency ?? 1;
    const startWrite = (work: Promise<unknown>) => {
      const write: Promise<void> = work.then(() => {}).finally(() => inFlight.delete(write));
      write.catch(() => {});
      inFlight.add(write);
    };
    if (followersOnly.length > 0) {
      // Dated with the platform's day they were read on (migration 0046).
      startWrite(
        context.db.transaction(async (tx) => {
          await stateFollowerDay(tx as unknown as Database, today);
          await tx.execute(sql`
            update playlists p set followers = x.followers
            from jsonb_to_recordset(${JSON.stringify(followersOnly)}::jsonb) as x(id bigint, followers int)
            where p.id = x.id`);
        }),
      );
    }
    for (let start = 0; start < changed.length; start += batchSize) {
      if (context.signal?.aborted) break;
      const fetched = await fetchPlaylistBatch(
        context,
        changed.slice(start, start + batchSize),
        trackIds,
        platform?.reader,
      );
      total.failed += fetched.failed;
      total.fetchMs += fetched.fetchMs;
      while (inFlight.size >= writeConcurrency) await Promise.race(inFlight);
      startWrite(writes.apply(fetched.playlists).then(count));
    }
    await Promise.all(inFlight);
    // After the writes, so its statements never wait on (or lock rows against) theirs.
    if (detailsOnly.length > 0) await refreshPlaylistDetails(context, detailsOnly);
    // Every listed playlist of the platform was observed on `today` (a follower count unchanged
    // since its last row is written nowhere else): the playlist page's growth ends on this day
    // (issue 24). A shard saw only its part, so only a whole refresh says it.
    if (!context.signal?.aborted && shard.count === 1) {
      await context.db.execute(sql`insert into monitor_job_days (job, day)
        values (${`playlists:${source}`}, ${today}) on conflict do nothing`);
    }
    return total;
  } finally {
    writes.end();
  }
}
