import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { monitorExclusions, playlists, radioStations } from '../schema';
import { type AdminActor, recordAdminAction } from './audit-log';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

export type MonitoredKind = 'playlist' | 'radio_station';
export type MonitoringFilter = 'all' | 'monitored' | 'excluded';

export interface ExclusionFields {
  excludedReason: string | null;
  excludedAt: string | null;
}

export type PlaylistDeskSort = 'name' | 'followers' | 'trackCount' | 'checkedAt';
const PLAYLIST_COLUMNS: Record<PlaylistDeskSort, string> = {
  name: 'lower(p.name)',
  followers: 'p.followers',
  trackCount: 's.track_count',
  checkedAt: 's.checked_at',
};

export interface PlaylistDeskRow extends ExclusionFields {
  id: number;
  source: string;
  externalId: string;
  name: string;
  playlistType: string;
  ownerName: string | null;
  followers: number;
  trackCount: number | null;
  checkedAt: string | null;
}

/** Issue 26, Playlists desk: the monitored playlists with their latest snapshot, and exclusions. */
export async function listPlaylistsForAdmin(
  db: Database,
  request: DeskPageRequest<PlaylistDeskSort> & { monitoring: MonitoringFilter },
): Promise<DeskPage<PlaylistDeskRow>> {
  const q = request.q?.trim() || null;
  const rows = await queryRows<{
    id: number;
    source: string;
    external_id: string;
    name: string;
    playlist_type: string;
    owner_name: string | null;
    followers: number;
    track_count: number | null;
    checked_at: string | null;
    reason: string | null;
    excluded_at: string | null;
    total_rows: number;
  }>(
    db,
    sql`select p.id, p.source, p.external_id, p.name, p.playlist_type, p.owner_name, p.followers,
          s.track_count, s.checked_at, x.reason, x.excluded_at, count(*) over () as total_rows
        from playlists p
          left join playlist_snapshots s on s.playlist_id = p.id
          left join monitor_exclusions x on x.kind = 'playlist' and x.object_id = p.id
        where (${q}::text is null or p.name ilike ${likePattern(q ?? '')}
               or p.owner_name ilike ${likePattern(q ?? '')} or p.external_id = ${q ?? ''})
          and (${request.monitoring} = 'all'
               or (x.object_id is not null) = (${request.monitoring} = 'excluded'))
        ${deskOrderAndPage(PLAYLIST_COLUMNS, request, 'p.id')}`,
  );
  return toDeskPage(rows, request, (row) => ({
    id: Number(row.id),
    source: row.source,
    externalId: row.external_id,
    name: row.name,
    playlistType: row.playlist_type,
    ownerName: row.owner_name,
    followers: Number(row.followers),
    trackCount: row.track_count === null ? null : Number(row.track_count),
    checkedAt: iso(row.checked_at),
    excludedReason: row.reason,
    excludedAt: iso(row.excluded_at),
  }));
}

export type StationDeskSort = 'name' | 'countryCode' | 'kind' | 'lastDay' | 'lastDaySpins';
const STATION_COLUMNS: Record<StationDeskSort, string> = {
  name: 'lower(r.name)',
  countryCode: 'r.country_code',
  kind: 'r.kind',
  lastDay: 'last_day',
  lastDaySpins: 'last_day_spins',
};

export interface StationDeskRow extends ExclusionFields {
  id: number;
  externalId: string;
  name: string;
  kind: string;
  countryCode: string;
  format: string | null;
  lastDay: string | null;
  lastDaySpins: number | null;
}

/** Issue 26, Radio Stations desk: the stations with their newest day of spins, and exclusions. */
export async function listStationsForAdmin(
  db: Database,
  request: DeskPageRequest<StationDeskSort> & { monitoring: MonitoringFilter },
): Promise<DeskPage<StationDeskRow>> {
  const q = request.q?.trim() || null;
  const rows = await queryRows<{
    id: number;
    external_id: string;
    name: string;
    kind: string;
    country_code: string;
    format: string | null;
    last_day: string | null;
    last_day_spins: number | null;
    reason: string | null;
    excluded_at: string | null;
    total_rows: number;
  }>(
    db,
    sql`select r.*, count(*) over () as total_rows from (
          select r.id, r.external_id, r.name, r.kind, r.country_code, r.format,
            d.last_day::text as last_day,
            (select sum(n.spins)::int from radio_spins n
              where n.station_id = r.id and n.day = d.last_day) as last_day_spins,
            x.reason, x.excluded_at
          from radio_stations r
            cross join lateral (select max(m.day) as last_day from radio_spins m
                                where m.station_id = r.id) d
            left join monitor_exclusions x on x.kind = 'radio_station' and x.object_id = r.id
          where (${q}::text is null or r.name ilike ${likePattern(q ?? '')}
                 or r.external_id = ${q ?? ''})
            and (${request.monitoring} = 'all'
                 or (x.object_id is not null) = (${request.monitoring} = 'excluded'))
        ) r
        ${deskOrderAndPage(STATION_COLUMNS, request, 'r.id')}`,
  );
  return toDeskPage(rows, request, (row) => ({
    id: Number(row.id),
    externalId: row.external_id,
    name: row.name,
    kind: row.kind,
    countryCode: row.country_code,
    format: row.format,
    lastDay: row.last_day,
    lastDaySpins: row.last_day_spins === null ? null : Number(row.last_day_spins),
    excludedReason: row.reason,
    excludedAt: iso(row.excluded_at),
  }));
}

/**
 * Excludes a playlist or station from monitoring with a reason, or takes it back (reason null),
 * logged in the same transaction; null when there is no such playlist or station.
 */
export async function setMonitorExclusion(
  db: Database,
  admin: AdminActor,
  kind: MonitoredKind,
  objectId: number,
  reason: string | null,
): Promise<{ name: string; excluded: boolean } | null> {
  return db.transaction(async (tx) => {
    const table = kind === 'playlist' ? playlists : radioStations;
    const [object] = await tx
      .select({ name: table.name })
      .from(table)
      .where(eq(table.id, objectId))
      .for('update');
    if (!object) return null;
    const where = and(eq(monitorExclusions.kind, kind), eq(monitorExclusions.objectId, objectId));
    const [before] = await tx
      .select({ reason: monitorExclusions.reason })
      .from(monitorExclusions)
      .where(where);
    if (reason === null) {
      await tx.delete(monitorExclusions).where(where);
    } else {
      await tx
        .insert(monitorExclusions)
        .values({ kind, objectId, reason, excludedByMemberId: admin.id })
        .onConflictDoUpdate({
          target: [monitorExclusions.kind, monitorExclusions.objectId],
          set: { reason, excludedByMemberId: admin.id, excludedAt: sql`now()` },
        });
    }
    await recordAdminAction(tx as unknown as Database, admin, {
      action: reason === null ? `${kind}.include` : `${kind}.exclude`,
      targetType: kind,
      targetId: objectId,
      before: { excluded: before !== undefined, reason: before?.reason ?? null },
      after: { excluded: reason !== null, reason },
    });
    return { name: object.name, excluded: reason !== null };
  });
}
