import {
  type Database,
  insertExpectingNoDuplicates,
  type OnDuplicate,
  pgArray,
  queryRows,
  stateFollowerDay,
} from '@songstats/db';
import { sql } from 'drizzle-orm';
import {
  type ActivityGroup,
  type GroupedActivity,
  type TrackOwners,
  writeGroupedActivities,
} from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { diffPlaylistSnapshot, pairChanges } from './diff-playlist-snapshot';
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

/** Entries added to playlists, as parallel arrays. */
interface EntryAdditions {
  playlistIds: number[];
  trackIds: number[];
  /** Null: the platform does not know the add date. */
  addedOn: (string | null)[];
}

/** A playlist's entry moved from one track to another (a removal and an addition paired). */
interface EntryMoves {
  playlistIds: number[];
  fromTrackIds: number[];
  toTrackIds: number[];
  addedOn: (string | null)[];
}

/**
 * Writes a batch's moved and added entries. A move whose row is not there (the stored snapshot
 * and the entries disagree) adds its new row instead. With `'skip'` (a duplicate was met: another
 * monitor wrote the batch too) each move is a delete and an insert that keeps a row there
 * already, as every addition is.
 */
async function writeEntries(
  db: Database,
  moves: EntryMoves,
  additions: EntryAdditions,
  onDuplicate: OnDuplicate,
) {
  // The moves whose new row is to be inserted.
  let unmoved: number[] = [];
  if (moves.playlistIds.length > 0 && onDuplicate === 'fail') {
    const moved = await queryRows<{ playlist_id: string; track_id: string }>(
      db,
      sql`update playlist_entries pe set track_id = x.to_track_id, added_at = x.added_on
        from unnest(${pgArray(moves.playlistIds)}::bigint[], ${pgArray(moves.fromTrackIds)}::bigint[],
          ${pgArray(moves.toTrackIds)}::bigint[], ${pgArray(moves.addedOn)}::date[])
          as x(playlist_id, from_track_id, to_track_id, added_on)
        where pe.playlist_id = x.playlist_id and pe.track_id = x.from_track_id
        returning pe.playlist_id::text, pe.track_id::text`,
    );
    if (moved.length < moves.playlistIds.length) {
      const done = new Set(moved.map((row) => `${row.playlist_id}:${row.track_id}`));
      unmoved = moves.playlistIds.flatMap((playlistId, index) =>
        done.has(`${playlistId}:${moves.toTrackIds[index]}`) ? [] : [index],
      );
    }
  } else if (moves.playlistIds.length > 0) {
    await deleteEntries(db, { playlistIds: moves.playlistIds, trackIds: moves.fromTrackIds });
    unmoved = moves.playlistIds.map((_, index) => index);
  }
  // Usually every move is done, and the additions are inserted as they are, with no copy.
  const inserts: EntryAdditions =
    unmoved.length === 0
      ? additions
      : {
          playlistIds: [
            ...additions.playlistIds,
            ...unmoved.map((index) => moves.playlistIds[index]!),
          ],
          trackIds: [...additions.trackIds, ...unmoved.map((index) => moves.toTrackIds[index]!)],
          addedOn: [...additions.addedOn, ...unmoved.map((index) => moves.addedOn[index]!)],
        };
  if (inserts.trackIds.length === 0) return;
  await db.execute(sql`
    insert into playlist_entries (playlist_id, track_id, added_at)
    select * from unnest(${pgArray(inserts.playlistIds)}::bigint[],
      ${pgArray(inserts.trackIds)}::bigint[], ${pgArray(inserts.addedOn)}::date[])
    ${onDuplicate === 'skip' ? sql`on conflict (playlist_id, track_id) do update set added_at = excluded.added_at` : sql``}`);
}

function deleteEntries(db: Database, entries: { playlistIds: number[]; trackIds: number[] }) {
  return db.execute(sql`
    delete from playlist_entries pe
    using unnest(${pgArray(entries.playlistIds)}::bigint[], ${pgArray(entries.trackIds)}::bigint[])
      as x(playlist_id, track_id)
    where pe.playlist_id = x.playlist_id and pe.track_id = x.track_id`);
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
  // A playlist's removal and addition are paired into one move of its row to the new track: the
  // new row version stays on the page of the old one (the table keeps room for it), where an
  // insert would go to whichever page the free space map names.
  const removals = { playlistIds: [] as number[], trackIds: [] as number[] };
  const additions: EntryAdditions = { playlistIds: [], trackIds: [], addedOn: [] };
  const moves: EntryMoves = { playlistIds: [], fromTrackIds: [], toTrackIds: [], addedOn: [] };
  let added = 0;
  let removed = 0;
  const groups: ActivityGroup[] = [];
  const activities: GroupedActivity[] = [];
  const memberships: Membership[] = [];
  for (const playlist of fetched) {
    const membership = inTrackOrder(playlist.members);
    memberships.push(membership);
    const diff = diffPlaylistSnapshot(stored.get(playlist.id) ?? NO_MEMBERS, membership);
    const changes = pairChanges(diff);
    for (const move of changes.moves) {
      moves.playlistIds.push(playlist.id);
      moves.fromTrackIds.push(move.fromTrackId);
      moves.toTrackIds.push(move.to.trackId);
      moves.addedOn.push(move.to.addedOn);
    }
    for (const trackId of changes.removed) {
      removals.playlistIds.push(playlist.id);
      removals.trackIds.push(trackId);
    }
    for (const entry of changes.added) {
      additions.playlistIds.push(playlist.id);
      additions.trackIds.push(entry.trackId);
      additions.addedOn.push(entry.addedOn);
    }
    added += diff.added.length;
    removed += diff.removed.length;
    // On first sight, additions older than the backfill window are history, not news, and so
    // are those of an unknown date (nothing says they are recent).
    const news = playlist.firstSight
      ? {
          added: diff.added.filter(
            (entry) => entry.addedOn !== null && entry.addedOn >= backfillFrom,
          ),
          removed: [],
        }
      : diff;
    if (news.added.length + news.removed.length === 0) continue;
    groups.push(
      playlistActivityGroup({
        source: playlist.source ?? 'spotify',
        ...(playlist.feedSource ? { feedSource: playlist.feedSource } : {}),
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
    // The followers written below were read on the platform's day `today` (migration 0046).
    await stateFollowerDay(db, today);
    if (removals.trackIds.length > 0) await deleteEntries(db, removals);
    // The entries and activities added can be there already only if another monitor wrote this
    // batch at the same time: the stored snapshot they are diffed against commits with them. So
    // they are inserted with no look-up for duplicates first (one index descent less per row),
    // and redone with duplicates skipped should one be met.
    written = await insertExpectingNoDuplicates(db, async (savepoint, onDuplicate) => {
      await writeEntries(savepoint, moves, additions, onDuplicate);
      return writeGroupedActivities(savepoint, groups, activities, owners, onDuplicate);
    });
    // The playlist's own row (searched by name, five indexes) is rewritten only when what the
    // platform says about it changed; the snapshot row changes with every new version.
    await db.execute(sql`
      update playlists p set name = x.name, followers = x.followers, playlist_type = x.playlist_type,
        genres = x.genres, owner_name = x.owner_name, curator_name = x.curator_name,
        curator_email = x.curator_email, image_url = x.image_url, description = x.description
      from (
        select x.id, x.name, x.followers, x.playlist_type,
          array(select jsonb_array_elements_text(x.genres)) as genres,
          coalesce(x.curator->>'ownerName', p.owner_name) as owner_name,
          coalesce(x.curator->>'curatorName', p.curator_name) as curator_name,
          coalesce(x.curator->>'curatorEmail', p.curator_email) as curator_email,
          coalesce(x.curator->>'imageUrl', p.image_url) as image_url,
          nullif(coalesce(x.curator->>'description', p.description), '') as description
        from jsonb_to_recordset(${JSON.stringify(metadata)}::jsonb) as x(id bigint, name text,
          followers int, playlist_type text, genres jsonb, curator jsonb)
        join playlists p on p.id = x.id
      ) x
      where p.id = x.id
        and (p.name, p.followers, p.playlist_type, p.genres, p.owner_name, p.curator_name,
          p.curator_email, p.image_url, p.description) is distinct from (x.name, x.followers,
          x.playlist_type, x.genres, x.owner_name, x.curator_name, x.curator_email, x.image_url,
          x.description)`);
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
    added,
    removed,
    activities: written,
    diffMs: diffedAt - started,
    writeMs: performance.now() - diffedAt,
  };
}
