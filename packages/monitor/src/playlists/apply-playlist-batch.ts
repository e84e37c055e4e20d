import { type Database, insertExpectingNoDuplicates, pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import {
  type ActivityGroup,
  type GroupedActivity,
  type TrackOwners,
  writeGroupedActivities,
} from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { diffPlaylistSnapshot } from './diff-playlist-snapshot';
import type { FetchedPlaylist } from './fetch-playlist-batch';
import { inTrackOrder, type Membership, packMemberships, unpackMembers } from './packed-members';
import { playlistActivities, playlistActivityGroup } from './playlist-activities';

export interface AppliedBatch {
  changed: number;
  added: number;
  removed: number;
  activities: number;
  diffMs: number;
  writeMs: number;
}

/** The stored memberships of the given playlists, one packed row each (`playlist_snapshots`). */
async function loadStoredEntries(db: Database, playlistIds: number[]) {
  const byPlaylist = new Map<number, Membership>();
  if (playlistIds.length === 0) return byPlaylist;
  const rows = await queryRows<{ playlist_id: number; members: Uint8Array }>(
    db,
    sql`select playlist_id, members from playlist_snapshots
        where playlist_id = any(${pgArray(playlistIds)}::bigint[])`,
  );
  for (const row of rows) byPlaylist.set(Number(row.playlist_id), unpackMembers(row.members));
  return byPlaylist;
}

const NO_MEMBERS: Membership = { trackIds: new Int32Array(0), days: new Int32Array(0) };

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Diffs fetched playlists against their stored membership and writes the changes, their
 * activities and the new snapshots in one transaction: after a crash a batch is either all there
 * or not at all, and the next run finds the same differences and the same activity keys.
 */
export async function applyPlaylistBatch(
  context: Pick<MonitorContext, 'db' | 'backfillDays'>,
  fetched: readonly FetchedPlaylist[],
  today: string,
  owners: ReadonlyMap<number, TrackOwners>,
): Promise<AppliedBatch> {
  const started = performance.now();
  const stored = await loadStoredEntries(
    context.db,
    fetched.map((playlist) => playlist.id),
  );
  const backfillFrom = daysBefore(today, context.backfillDays ?? 90);
  // Membership changes travel as parallel arrays: no JSON to print, parse and convert per field.
  const removals = { playlistIds: [] as number[], trackIds: [] as number[] };
  const additions = {
    playlistIds: [] as number[],
    trackIds: [] as number[],
    addedOn: [] as string[],
  };
  const groups: ActivityGroup[] = [];
  const activities: GroupedActivity[] = [];
  const memberships: Membership[] = [];
  for (const playlist of fetched) {
    const membership = inTrackOrder(playlist.members);
    memberships.push(membership);
    const diff = diffPlaylistSnapshot(stored.get(playlist.id) ?? NO_MEMBERS, membership);
    for (const trackId of diff.removed) {
      removals.playlistIds.push(playlist.id);
      removals.trackIds.push(trackId);
    }
    for (const entry of diff.added) {
      additions.playlistIds.push(playlist.id);
      additions.trackIds.push(entry.trackId);
      additions.addedOn.push(entry.addedOn);
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
  const metadata = fetched.map((playlist) => ({
    id: playlist.id,
    name: playlist.version.name,
    followers: playlist.version.followers,
    playlist_type: playlist.version.type,
    genres: playlist.version.genres,
    curator: playlist.curator,
  }));
  const packed = packMemberships(memberships);
  const snapshots = {
    ids: pgArray(fetched.map((playlist) => playlist.id)),
    snapshotIds: pgArray(fetched.map((playlist) => playlist.version.snapshot_id)),
    trackCounts: pgArray(fetched.map((playlist) => playlist.version.tracks_total)),
    starts: pgArray(packed.offsets.slice(0, -1)),
    ends: pgArray(packed.offsets.slice(1)),
  };
  const diffedAt = performance.now();

  let written = 0;
  await context.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    if (removals.trackIds.length > 0) {
      await db.execute(sql`
        delete from playlist_entries pe
        using unnest(${pgArray(removals.playlistIds)}::bigint[], ${pgArray(removals.trackIds)}::bigint[])
          as x(playlist_id, track_id)
        where pe.playlist_id = x.playlist_id and pe.track_id = x.track_id`);
    }
    // The entries and activities added can be there already only if another monitor wrote this
    // batch at the same time: the stored snapshot they are diffed against commits with them. So
    // they are inserted with no look-up for duplicates first (one index descent less per row),
    // and redone with duplicates skipped should one be met.
    written = await insertExpectingNoDuplicates(db, async (savepoint, onDuplicate) => {
      if (additions.trackIds.length > 0) {
        await savepoint.execute(sql`
          insert into playlist_entries (playlist_id, track_id, added_at)
          select * from unnest(${pgArray(additions.playlistIds)}::bigint[],
            ${pgArray(additions.trackIds)}::bigint[], ${pgArray(additions.addedOn)}::date[])
          ${onDuplicate === 'skip' ? sql`on conflict (playlist_id, track_id) do update set added_at = excluded.added_at` : sql``}`);
      }
      return writeGroupedActivities(savepoint, groups, activities, owners, onDuplicate);
    });
    // The playlist's own row (searched by name, five indexes) is rewritten only when what the
    // platform says about it changed; the snapshot row changes with every new version.
    await db.execute(sql`
      update playlists p set name = x.name, followers = x.followers, playlist_type = x.playlist_type,
        genres = x.genres, owner_name = x.owner_name, curator_name = x.curator_name,
        curator_email = x.curator_email, image_url = x.image_url
      from (
        select x.id, x.name, x.followers, x.playlist_type,
          array(select jsonb_array_elements_text(x.genres)) as genres,
          coalesce(x.curator->>'ownerName', p.owner_name) as owner_name,
          coalesce(x.curator->>'curatorName', p.curator_name) as curator_name,
          coalesce(x.curator->>'curatorEmail', p.curator_email) as curator_email,
          coalesce(x.curator->>'imageUrl', p.image_url) as image_url
        from jsonb_to_recordset(${JSON.stringify(metadata)}::jsonb) as x(id bigint, name text,
          followers int, playlist_type text, genres jsonb, curator jsonb)
        join playlists p on p.id = x.id
      ) x
      where p.id = x.id
        and (p.name, p.followers, p.playlist_type, p.genres, p.owner_name, p.curator_name,
          p.curator_email, p.image_url) is distinct from (x.name, x.followers, x.playlist_type,
          x.genres, x.owner_name, x.curator_name, x.curator_email, x.image_url)`);
    await db.execute(sql`
      insert into playlist_snapshots (playlist_id, snapshot_id, track_count, members)
      select x.id, x.snapshot_id, x.track_count,
        substring(${packed.bytes}::bytea from x.start + 1 for x.stop - x.start)
      from unnest(${snapshots.ids}::bigint[], ${snapshots.snapshotIds}::text[],
        ${snapshots.trackCounts}::int[], ${snapshots.starts}::int[], ${snapshots.ends}::int[])
        as x(id, snapshot_id, track_count, start, stop)
      on conflict (playlist_id) do update set snapshot_id = excluded.snapshot_id,
        track_count = excluded.track_count, members = excluded.members, checked_at = now()`);
  });
  return {
    changed: fetched.length,
    added: additions.trackIds.length,
    removed: removals.trackIds.length,
    activities: written,
    diffMs: diffedAt - started,
    writeMs: performance.now() - diffedAt,
  };
}
