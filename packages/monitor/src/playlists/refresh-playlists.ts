import { type Database, pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { ActivityRow } from '../activities/activity-row';
import { writeActivities } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { mapConcurrent } from '../map-concurrent';
import {
  diffPlaylistSnapshot,
  type SnapshotEntry,
  type StoredEntry,
} from './diff-playlist-snapshot';
import { playlistActivities } from './playlist-activities';

export interface PlaylistToRefresh {
  id: number;
  externalId: string;
  snapshotId: string | null;
}

export interface RefreshTimings {
  fetchMs: number;
  diffMs: number;
  writeMs: number;
}

export interface RefreshResult extends RefreshTimings {
  playlists: number;
  changed: number;
  failed: number;
  added: number;
  removed: number;
  activities: number;
}

interface Fetched {
  playlist: PlaylistToRefresh;
  meta: { name: string; followers: number; snapshotId: string; playlistType: string };
  /** Null when the snapshot is unchanged: nothing to diff. */
  entries: SnapshotEntry[] | null;
  extra: Record<string, unknown>;
}

async function loadStoredEntries(db: Database, playlistIds: number[]) {
  const byPlaylist = new Map<number, StoredEntry[]>();
  if (playlistIds.length === 0) return byPlaylist;
  const rows = await queryRows<{ playlist_id: number; track_id: number; added_at: string }>(
    db,
    sql`
    select playlist_id, track_id, added_at::text as added_at from playlist_entries
    where playlist_id = any(${pgArray(playlistIds)}::bigint[])`,
  );
  for (const row of rows) {
    const list = byPlaylist.get(Number(row.playlist_id)) ?? [];
    list.push({ trackId: Number(row.track_id), addedAt: row.added_at });
    byPlaylist.set(Number(row.playlist_id), list);
  }
  return byPlaylist;
}

/**
 * One batch of playlists: fetch each (metadata, then the membership when its snapshot changed),
 * diff against the stored membership, and write the changes, the activities and the new snapshot
 * in one transaction, so a crash leaves either all of a batch or none of it.
 */
export async function refreshPlaylistBatch(
  context: MonitorContext,
  batch: readonly PlaylistToRefresh[],
  trackIds: ReadonlyMap<string, number>,
  today: string,
): Promise<RefreshResult> {
  const started = performance.now();
  let failed = 0;
  const fetched = await mapConcurrent(
    batch,
    context.concurrency,
    async (playlist): Promise<Fetched | null> => {
      try {
        const meta = await context.world.playlist(playlist.externalId);
        const base = {
          name: meta.name,
          followers: meta.followers.total,
          snapshotId: meta.snapshot_id,
          playlistType: meta.x_playlist_type ?? 'listener',
        };
        const extra = {
          owner_name: meta.owner?.display_name ?? null,
          curator_name: meta.x_curator?.name ?? null,
          curator_email: meta.x_curator?.email ?? null,
          genres: meta.x_genres ?? [],
          image_url: meta.images?.[0]?.url ?? null,
          track_count: meta.tracks.total,
        };
        if (meta.snapshot_id === playlist.snapshotId)
          return { playlist, meta: base, entries: null, extra };
        const membership = await context.world.playlistMembership(playlist.externalId);
        const entries: SnapshotEntry[] = [];
        for (const entry of membership.entries) {
          const trackId = trackIds.get(entry.trackId);
          if (trackId !== undefined) entries.push({ trackId, addedOn: entry.addedOn });
        }
        return { playlist, meta: base, entries, extra };
      } catch (error) {
        failed++;
        context.log.warn(`playlist ${playlist.externalId}: ${(error as Error).message}`);
        return null;
      }
    },
  );
  const fetchedAt = performance.now();

  const changed = fetched.filter(
    (item): item is Fetched & { entries: SnapshotEntry[] } =>
      item !== null && item.entries !== null,
  );
  const stored = await loadStoredEntries(
    context.db,
    changed.map((item) => item.playlist.id),
  );
  const removals: { playlist_id: number; track_id: number }[] = [];
  const additions: { playlist_id: number; track_id: number; added_at: string }[] = [];
  const activities: ActivityRow[] = [];
  for (const item of changed) {
    const diff = diffPlaylistSnapshot(stored.get(item.playlist.id) ?? [], item.entries);
    for (const entry of diff.removed)
      removals.push({ playlist_id: item.playlist.id, track_id: entry.trackId });
    for (const entry of diff.added) {
      additions.push({
        playlist_id: item.playlist.id,
        track_id: entry.trackId,
        added_at: entry.addedOn,
      });
    }
    activities.push(
      ...playlistActivities(
        { source: 'spotify', externalId: item.playlist.externalId, ...item.meta },
        diff,
        today,
      ),
    );
  }
  const updates = fetched
    .filter((item): item is Fetched => item !== null)
    .map((item) => ({
      id: item.playlist.id,
      name: item.meta.name,
      followers: item.meta.followers,
      playlist_type: item.meta.playlistType,
      snapshot_id: item.meta.snapshotId,
      ...item.extra,
    }));
  const diffedAt = performance.now();

  let written = 0;
  await context.db.transaction(async (tx) => {
    if (removals.length > 0) {
      await tx.execute(sql`
        delete from playlist_entries pe
        using jsonb_to_recordset(${JSON.stringify(removals)}::jsonb) as x(playlist_id bigint, track_id bigint)
        where pe.playlist_id = x.playlist_id and pe.track_id = x.track_id`);
    }
    if (additions.length > 0) {
      await tx.execute(sql`
        insert into playlist_entries (playlist_id, track_id, added_at)
        select playlist_id, track_id, added_at
        from jsonb_to_recordset(${JSON.stringify(additions)}::jsonb) as x(playlist_id bigint, track_id bigint, added_at date)
        on conflict (playlist_id, track_id) do update set added_at = excluded.added_at`);
    }
    written = await writeActivities(tx as unknown as Database, activities);
    if (updates.length > 0) {
      await tx.execute(sql`
        update playlists p set name = x.name, followers = x.followers, playlist_type = x.playlist_type,
          snapshot_id = x.snapshot_id, owner_name = x.owner_name, curator_name = x.curator_name,
          curator_email = x.curator_email, image_url = x.image_url, track_count = x.track_count,
          genres = array(select jsonb_array_elements_text(x.genres)), checked_at = now()
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as x(id bigint, name text,
          followers int, playlist_type text, snapshot_id text, owner_name text, curator_name text,
          curator_email text, image_url text, track_count int, genres jsonb)
        where p.id = x.id`);
    }
  });
  const writtenAt = performance.now();
  return {
    playlists: batch.length,
    changed: changed.length,
    failed,
    added: additions.length,
    removed: removals.length,
    activities: written,
    fetchMs: fetchedAt - started,
    diffMs: diffedAt - fetchedAt,
    writeMs: writtenAt - diffedAt,
  };
}
