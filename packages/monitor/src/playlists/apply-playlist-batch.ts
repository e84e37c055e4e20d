import { type Database, pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import {
  type ActivityGroup,
  type GroupedActivity,
  writeGroupedActivities,
} from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { diffPlaylistSnapshot, type StoredEntry } from './diff-playlist-snapshot';
import type { FetchedPlaylist } from './fetch-playlist-batch';
import { byteaArray, packMembers, unpackMembers } from './packed-members';
import { playlistActivities, playlistActivityGroup } from './playlist-activities';

export interface AppliedBatch {
  changed: number;
  added: number;
  removed: number;
  activities: number;
  diffMs: number;
  writeMs: number;
}

/** The stored memberships of the given playlists, one packed row each (`playlist_members`). */
async function loadStoredEntries(db: Database, playlistIds: number[]) {
  const byPlaylist = new Map<number, StoredEntry[]>();
  if (playlistIds.length === 0) return byPlaylist;
  const rows = await queryRows<{ playlist_id: number; members: Uint8Array }>(
    db,
    sql`select playlist_id, members from playlist_members
        where playlist_id = any(${pgArray(playlistIds)}::bigint[])`,
  );
  for (const row of rows) byPlaylist.set(Number(row.playlist_id), unpackMembers(row.members));
  return byPlaylist;
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Diffs fetched playlists against their stored membership and writes the changes, their
 * activities and the new snapshots in one transaction: after a crash a batch is either all there
 * or not at all, and the next run finds the same differences and the same activity keys.
 */
export async function applyPlaylistBatch(
  context: MonitorContext,
  fetched: readonly FetchedPlaylist[],
  today: string,
): Promise<AppliedBatch> {
  const started = performance.now();
  const stored = await loadStoredEntries(
    context.db,
    fetched.map((playlist) => playlist.id),
  );
  const backfillFrom = daysBefore(today, context.backfillDays ?? 90);
  const removals: { playlist_id: number; track_id: number }[] = [];
  const additions: { playlist_id: number; track_id: number; added_at: string }[] = [];
  const groups: ActivityGroup[] = [];
  const activities: GroupedActivity[] = [];
  for (const playlist of fetched) {
    const diff = diffPlaylistSnapshot(stored.get(playlist.id) ?? [], playlist.entries);
    for (const entry of diff.removed)
      removals.push({ playlist_id: playlist.id, track_id: entry.trackId });
    for (const entry of diff.added) {
      additions.push({
        playlist_id: playlist.id,
        track_id: entry.trackId,
        added_at: entry.addedOn,
      });
    }
    // On first sight, additions older than the backfill window are history, not news.
    const news = playlist.firstSight
      ? { added: diff.added.filter((entry) => entry.addedOn >= backfillFrom), removed: [] }
      : diff;
    if (news.added.length + news.removed.length === 0) continue;
    groups.push(
      playlistActivityGroup({
        source: 'spotify',
        externalId: playlist.version.id,
        name: playlist.version.name,
        followers: playlist.version.followers,
        playlistType: playlist.version.type,
      }),
    );
    activities.push(...playlistActivities(groups.length - 1, news, today));
  }
  const updates = fetched.map((playlist) => ({
    id: playlist.id,
    name: playlist.version.name,
    followers: playlist.version.followers,
    playlist_type: playlist.version.type,
    snapshot_id: playlist.version.snapshot_id,
    track_count: playlist.version.tracks_total,
    genres: playlist.version.genres,
    curator: playlist.curator,
  }));
  const members = byteaArray(fetched.map((playlist) => packMembers(playlist.entries)));
  const diffedAt = performance.now();

  let written = 0;
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    if (removals.length > 0) {
      await db.execute(sql`
        delete from playlist_entries pe
        using jsonb_to_recordset(${JSON.stringify(removals)}::jsonb) as x(playlist_id bigint, track_id bigint)
        where pe.playlist_id = x.playlist_id and pe.track_id = x.track_id`);
    }
    if (additions.length > 0) {
      await db.execute(sql`
        insert into playlist_entries (playlist_id, track_id, added_at)
        select playlist_id, track_id, added_at
        from jsonb_to_recordset(${JSON.stringify(additions)}::jsonb) as x(playlist_id bigint, track_id bigint, added_at date)
        on conflict (playlist_id, track_id) do update set added_at = excluded.added_at`);
    }
    written = await writeGroupedActivities(db, groups, activities);
    await db.execute(sql`
      update playlists p set name = x.name, followers = x.followers, playlist_type = x.playlist_type,
        snapshot_id = x.snapshot_id, track_count = x.track_count,
        genres = array(select jsonb_array_elements_text(x.genres)),
        owner_name = coalesce(x.curator->>'ownerName', p.owner_name),
        curator_name = coalesce(x.curator->>'curatorName', p.curator_name),
        curator_email = coalesce(x.curator->>'curatorEmail', p.curator_email),
        image_url = coalesce(x.curator->>'imageUrl', p.image_url), checked_at = now()
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as x(id bigint, name text,
        followers int, playlist_type text, snapshot_id text, track_count int, genres jsonb, curator jsonb)
      where p.id = x.id`);
    await db.execute(sql`
      insert into playlist_members (playlist_id, members)
      select * from unnest(${pgArray(updates.map((update) => update.id))}::bigint[], ${members}::bytea[])
      on conflict (playlist_id) do update set members = excluded.members`);
  });
  return {
    changed: fetched.length,
    added: additions.length,
    removed: removals.length,
    activities: written,
    diffMs: diffedAt - started,
    writeMs: performance.now() - diffedAt,
  };
}
