import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';
import { type MemberManagementAccess, managementAccessJson } from './insight-access';
import { queryRowsPrepared } from './prepared-rows';

export interface TrackPerson {
  id: number;
  idUnique: string;
  name: string;
  imageUrl: string | null;
  role: string;
  type: 'artist' | 'label' | 'creator';
  hidden: boolean;
}

export interface InsightTrack {
  id: number;
  idUnique: string;
  title: string;
  isrc: string | null;
  releaseDate: string | null;
  imageUrl: string | null;
  hidden: boolean;
  externalIds: Record<string, string>;
  label: TrackPerson | null;
  performers: TrackPerson[];
}

/** The select of findInsightTrack: one row of InsightTrack, or none. */
function insightTrackQuery(idUnique: string) {
  return sql`select t.id::int as "id", t.id_unique as "idUnique", t.title, t.isrc,
          to_char(t.release_date, 'YYYY-MM-DD') as "releaseDate", t.image_url as "imageUrl",
          t.hidden, t.external_ids as "externalIds",
          case when l.id is null then null else json_build_object('id', l.id, 'idUnique',
            l.id_unique, 'name', l.name, 'imageUrl', l.image_url, 'role', 'label', 'type', l.type, 'hidden', l.hidden) end as "label",
          coalesce((select json_agg(json_build_object('id', a.id, 'idUnique', a.id_unique,
              'name', a.name, 'imageUrl', a.image_url, 'role', ta.role, 'type', a.type, 'hidden', a.hidden)
              order by ta.role desc, a.name)
            from track_artists ta join accounts a on a.id = ta.account_id
            where ta.track_id = t.id), '[]'::json) as "performers"
        from tracks t left join accounts l on l.id = t.label_id
        where t.id_unique = ${idUnique} limit 1`;
}

/** A track with its performers and label, by idUnique; null when unknown. */
export async function findInsightTrack(
  db: Database,
  idUnique: string,
): Promise<InsightTrack | null> {
  const [row] = await queryRows<InsightTrack>(db, insightTrackQuery(idUnique));
  return row ?? null;
}

/**
 * findInsightTrack and listManagementAccess in one round trip: what every track analytics call
 * of a member reads first (issue 6).
 */
export async function findInsightTrackAccess(
  db: Database,
  idUnique: string,
  memberId: number,
): Promise<{ track: InsightTrack | null; managements: MemberManagementAccess[] }> {
  const [row] = await queryRowsPrepared<{
    track: InsightTrack | null;
    managements: MemberManagementAccess[];
  }>(
    db,
    sql`select (select row_to_json(found) from (${insightTrackQuery(idUnique)}) found) as "track",
        ${managementAccessJson(memberId)} as "managements"`,
  );
  return { track: row?.track ?? null, managements: row?.managements ?? [] };
}

export interface TrackPlaylistRow {
  playlistId: number;
  externalId: string;
  name: string;
  playlistType: string;
  followers: number;
  ownerName: string | null;
  curatorName: string | null;
  genres: string[];
  imageUrl: string | null;
  source: string;
  /** Null when the platform does not know the add date. */
  addedAt: string | null;
  trackIdUnique: string;
  trackName: string;
  /** Issue 28: the playlist's stored health (decision 057); null before it is first rated. */
  healthVerdict?: 'clean' | 'suspicious' | 'botted' | null;
  healthSignals?: { key: string; value: number | null; points: number }[] | null;
  healthDay?: string | null;
}

/**
 * The playlists table's columns the query can order by (its cut must hold the first rows of the
 * asked sort, not of the default one).
 */
const PLAYLIST_ORDER: Record<string, SQL> = {
  playlist: sql`p.name`,
  service: sql`p.source`,
  track: sql`t.title`,
  type: sql`p.playlist_type`,
  curator: sql`coalesce(p.curator_name, p.owner_name)`,
  followers: sql`p.followers`,
  addedAt: sql`pe.added_at`,
};

export interface PlaylistOrder {
  /** A playlists-table column (others fall back to followers). */
  column?: string | undefined;
  direction?: 'asc' | 'desc' | undefined;
  /** The rows to keep; null keeps all of them (an export). */
  limit?: number | null;
}

/**
 * The playlists a set of tracks is on now on a source (null = all): most followed first, or in
 * the asked order (empty values last), cut to the limit.
 */
export async function listTrackPlaylists(
  db: Database,
  trackIds: readonly number[],
  source: string | null,
  order: PlaylistOrder = {},
): Promise<TrackPlaylistRow[]> {
  if (trackIds.length === 0) return [];
  const sourceFilter = source ? sql`and p.source = ${source}` : sql``;
  const asked = order.column ? PLAYLIST_ORDER[order.column] : undefined;
  const column = asked ?? sql`p.followers`;
  const direction = asked && order.direction === 'asc' ? sql`asc` : sql`desc`;
  const limit = order.limit === undefined ? 500 : order.limit;
  return queryRows<TrackPlaylistRow>(
    db,
    sql`select p.id::int as "playlistId", p.external_id as "externalId", p.name,
          p.playlist_type as "playlistType", p.followers, p.owner_name as "ownerName",
          p.curator_name as "curatorName", p.genres, p.image_url as "imageUrl", p.source,
          to_char(pe.added_at, 'YYYY-MM-DD') as "addedAt",
          t.id_unique as "trackIdUnique", t.title as "trackName",
          ph.verdict as "healthVerdict", ph.signals as "healthSignals",
          to_char(ph.day, 'YYYY-MM-DD') as "healthDay"
        from playlist_entries pe
        join playlists p on p.id = pe.playlist_id
        join tracks t on t.id = pe.track_id
        left join playlist_health ph on ph.playlist_id = p.id
        where pe.track_id = any(${pgArray(trackIds)}::bigint[]) ${sourceFilter}
        order by ${column} ${direction} nulls last, p.id limit ${limit}`,
  );
}

export interface TrackChartRow {
  chartKey: string;
  chartName: string;
  source: string;
  countryCode: string | null;
  cityId: number | null;
  position: number | null;
  peakPosition: number;
  firstSeen: string;
  lastSeen: string;
  daysOnChart: number;
  trackIdUnique: string;
  trackName: string;
}

/** The chart entries of a set of tracks (current ones and those that left) on a source. */
export async function listTrackCharts(
  db: Database,
  trackIds: readonly number[],
  source: string | null,
  limit = 500,
): Promise<TrackChartRow[]> {
  if (trackIds.length === 0) return [];
  const sourceFilter = source ? sql`and c.source = ${source}` : sql``;
  return queryRows<TrackChartRow>(
    db,
    sql`select c.key as "chartKey", c.name as "chartName", c.source, c.country_code as "countryCode",
          c.city_id as "cityId", ce.position, ce.peak_position as "peakPosition",
          to_char(ce.first_seen, 'YYYY-MM-DD') as "firstSeen",
          to_char(ce.last_seen, 'YYYY-MM-DD') as "lastSeen", ce.days_on_chart as "daysOnChart",
          t.id_unique as "trackIdUnique", t.title as "trackName"
        from chart_entries ce
        join charts c on c.id = ce.chart_id
        join tracks t on t.id = ce.track_id
        where ce.track_id = any(${pgArray(trackIds)}::bigint[]) ${sourceFilter}
        order by ce.position is null, ce.position, ce.peak_position limit ${limit}`,
  );
}

export interface TrackStationRow {
  stationId: number;
  name: string;
  kind: string;
  countryCode: string;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  spins: number;
  lastPlayed: string;
}

/**
 * Radio spins of a set of tracks per station over the last `days` days of data (null = all),
 * busiest first. Days count back from the latest day played, the platform's "today".
 */
export async function listTrackStations(
  db: Database,
  trackIds: readonly number[],
  days: number | null,
  limit = 500,
): Promise<TrackStationRow[]> {
  if (trackIds.length === 0) return [];
  const sinceFilter =
    days === null
      ? sql``
      : sql`and rs.day > (select max(day) from radio_spins
            where track_id = any(${pgArray(trackIds)}::bigint[])) - ${days}::int`;
  return queryRows<TrackStationRow>(
    db,
    sql`select s.id::int as "stationId", s.name, s.kind, s.country_code as "countryCode",
          c.name as "cityName", c.latitude, c.longitude, sum(rs.spins)::int as "spins",
          to_char(max(rs.day), 'YYYY-MM-DD') as "lastPlayed"
        from radio_spins rs
        join radio_stations s on s.id = rs.station_id
        left join cities c on c.id = s.city_id
        where rs.track_id = any(${pgArray(trackIds)}::bigint[]) ${sinceFilter}
        group by s.id, c.id order by sum(rs.spins) desc, s.name limit ${limit}`,
  );
}

/** The centre of the catalogue's cities of each country: where a country's map point goes. */
export async function listCountryCentres(
  db: Database,
  countryCodes: readonly string[],
): Promise<Map<string, { latitude: number; longitude: number }>> {
  if (countryCodes.length === 0) return new Map();
  const rows = await queryRows<{ code: string; latitude: number; longitude: number }>(
    db,
    sql`select country_code as "code", avg(latitude)::float8 as "latitude",
          avg(longitude)::float8 as "longitude"
        from cities where country_code = any(${pgArray(countryCodes)}::text[])
        group by country_code`,
  );
  return new Map(
    rows.map((row) => [row.code, { latitude: row.latitude, longitude: row.longitude }]),
  );
}

export interface CityPoint {
  id: number;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** Cities by id (Shazam city charts name their city). */
export async function listCitiesById(db: Database, ids: readonly number[]): Promise<CityPoint[]> {
  if (ids.length === 0) return [];
  return queryRows<CityPoint>(
    db,
    sql`select id, name, country_code as "countryCode", latitude, longitude from cities
        where id = any(${pgArray(ids)}::int[])`,
  );
}
