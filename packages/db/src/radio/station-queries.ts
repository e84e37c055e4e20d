import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';

/** Station kinds of the catalogue (spec field notes: radio, digital, sat_radio, tv). */
export type StationKindId = 'radio' | 'digital' | 'sat_radio' | 'tv';

export interface StationRow {
  id: number;
  externalId: string;
  name: string;
  kind: StationKindId;
  countryCode: string;
  cityName: string | null;
  format: string | null;
  imageUrl: string | null;
}

/** A visible station by its platform id, null when unknown or hidden. */
export async function findStation(db: Database, externalId: string): Promise<StationRow | null> {
  const [row] = await queryRows<StationRow>(
    db,
    sql`select s.id::int as "id", s.external_id as "externalId", s.name, s.kind,
          s.country_code as "countryCode", c.name as "cityName", s.format,
          s.image_url as "imageUrl"
        from radio_stations s left join cities c on c.id = s.city_id
        where s.external_id = ${externalId} and not s.hidden limit 1`,
  );
  return row ?? null;
}

export interface DaySpinsRow {
  day: string;
  spins: number;
}

/** A station's spins of the monitored tracks per day, oldest first. */
export async function listStationDaySpins(db: Database, stationId: number): Promise<DaySpinsRow[]> {
  return queryRows<DaySpinsRow>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as "day", sum(spins)::int as "spins"
        from radio_spins where station_id = ${stationId}
        group by day order by day`,
  );
}

export interface StationTrackRow {
  idUnique: string;
  title: string;
  artistName: string | null;
  artistIdUnique: string | null;
  spins: number;
  lastPlayed: string;
}

/**
 * Tracks played on a station, most spins first: all of them, or only `trackIds` (the member's).
 * Hidden tracks are left out.
 */
export async function listStationTracks(
  db: Database,
  stationId: number,
  options: { trackIds?: readonly number[]; limit?: number } = {},
): Promise<StationTrackRow[]> {
  if (options.trackIds && options.trackIds.length === 0) return [];
  const only = options.trackIds
    ? sql`and rs.track_id = any(${pgArray(options.trackIds)}::bigint[])`
    : sql``;
  return queryRows<StationTrackRow>(
    db,
    sql`with played as (
          select rs.track_id, sum(rs.spins)::int as spins, max(rs.day) as last_day
          from radio_spins rs where rs.station_id = ${stationId} ${only}
          group by rs.track_id)
        select t.id_unique as "idUnique", t.title, a.name as "artistName",
          a.id_unique as "artistIdUnique", p.spins,
          to_char(p.last_day, 'YYYY-MM-DD') as "lastPlayed"
        from played p join tracks t on t.id = p.track_id
        left join lateral (select acc.name, acc.id_unique from track_artists ta
          join accounts acc on acc.id = ta.account_id
          where ta.track_id = t.id order by ta.role desc, acc.id limit 1) a on true
        where not t.hidden
        order by p.spins desc, t.title limit ${options.limit ?? 50}`,
  );
}

export interface StationArtistRow {
  idUnique: string;
  name: string;
  spins: number;
  tracks: number;
}

/** The artists whose tracks a station played, most spins first. */
export async function listStationArtists(
  db: Database,
  stationId: number,
  limit = 20,
): Promise<StationArtistRow[]> {
  return queryRows<StationArtistRow>(
    db,
    sql`select a.id_unique as "idUnique", a.name, sum(rs.spins)::int as "spins",
          count(distinct rs.track_id)::int as "tracks"
        from radio_spins rs
        join tracks t on t.id = rs.track_id and not t.hidden
        join track_artists ta on ta.track_id = rs.track_id
        join accounts a on a.id = ta.account_id and a.type = 'artist' and not a.hidden
        where rs.station_id = ${stationId}
        group by a.id order by sum(rs.spins) desc, a.name limit ${limit}`,
  );
}

/**
 * The tracks of the accounts a member manages (artists' and labels' own tracks): whose spins a
 * station page points out as the member's.
 */
export async function listMemberTrackIds(db: Database, memberId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ta.track_id::int as "id" from managements m
          join track_artists ta on ta.account_id = m.account_id where m.member_id = ${memberId}
        union select t.id::int from managements m
          join tracks t on t.label_id = m.account_id where m.member_id = ${memberId}`,
  );
  return rows.map((row) => row.id);
}
