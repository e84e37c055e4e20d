import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';
import type { StationKindId } from './station-queries';

/** Days a radio audience counts spins over, ending at the tracks' latest day played. */
export const RADIO_AUDIENCE_DAYS = 28;

export interface RadioAudienceRow {
  scope: 'city' | 'country';
  /** The city id, or the country code. */
  place: string;
  cityName: string | null;
  countryCode: string;
  latitude: number | null;
  longitude: number | null;
  spins: number;
  /** The same count over the 28 days that ended a week before. */
  spinsWeekAgo: number;
  stations: number;
  /** The tracks' latest day played (YYYY-MM-DD): the last day the counts hold. */
  day: string;
}

/**
 * Where a set of tracks was played on radio: spins per city and per country of the stations over
 * the last 28 days of data, with the count a week before, most spins first. `kinds` narrows the
 * stations (SiriusXM is the satellite radio stations). A country's point is the centre of its
 * catalogue cities.
 */
export async function listRadioAudience(
  db: Database,
  trackIds: readonly number[],
  kinds: readonly StationKindId[] | null = null,
): Promise<RadioAudienceRow[]> {
  if (trackIds.length === 0) return [];
  const kindFilter = kinds ? sql`and s.kind = any(${pgArray(kinds)}::text[])` : sql``;
  return queryRows<RadioAudienceRow>(
    db,
    sql`with latest as (
          select max(rs.day) as day from radio_spins rs
          join radio_stations s on s.id = rs.station_id
          where rs.track_id = any(${pgArray(trackIds)}::bigint[]) ${kindFilter}),
        played as (
          select s.id as station_id, s.country_code, s.city_id,
            sum(rs.spins) filter (where rs.day > l.day - ${RADIO_AUDIENCE_DAYS}::int) as spins,
            sum(rs.spins) filter (where rs.day <= l.day - 7
              and rs.day > l.day - ${RADIO_AUDIENCE_DAYS + 7}::int) as spins_week_ago
          from radio_spins rs cross join latest l
          join radio_stations s on s.id = rs.station_id and not s.hidden
          where rs.track_id = any(${pgArray(trackIds)}::bigint[]) ${kindFilter}
            and rs.day > l.day - ${RADIO_AUDIENCE_DAYS + 7}::int
          group by s.id),
        cities_played as (
          select 'city' as scope, c.id::text as place, c.name as "cityName",
            p.country_code as "countryCode", c.latitude::float8 as latitude,
            c.longitude::float8 as longitude, coalesce(sum(p.spins), 0)::int as spins,
            coalesce(sum(p.spins_week_ago), 0)::int as "spinsWeekAgo",
            count(*) filter (where p.spins > 0)::int as stations
          from played p join cities c on c.id = p.city_id
          group by c.id, p.country_code),
        countries_played as (
          select 'country' as scope, p.country_code as place, null as "cityName",
            p.country_code as "countryCode",
            (select avg(latitude)::float8 from cities where country_code = p.country_code)
              as latitude,
            (select avg(longitude)::float8 from cities where country_code = p.country_code)
              as longitude,
            coalesce(sum(p.spins), 0)::int as spins,
            coalesce(sum(p.spins_week_ago), 0)::int as "spinsWeekAgo",
            count(*) filter (where p.spins > 0)::int as stations
          from played p group by p.country_code)
        select x.*, (select day::text from latest) as day
        from (select * from cities_played union all select * from countries_played) x
        where spins > 0
        order by scope, spins desc, place`,
  );
}

export interface StationDayRow {
  day: string;
  stationExternalId: string;
  station: string;
  kind: StationKindId;
  countryCode: string;
  cityName: string | null;
  spins: number;
  tracks: number;
}

/**
 * The `radio` report (issue 24): spins of a set of tracks per station per day, newest day first,
 * then most spins. `kinds` narrows the stations as listRadioAudience does.
 */
export async function listStationDaySpinsOfTracks(
  db: Database,
  trackIds: readonly number[],
  options: { kinds?: readonly StationKindId[] | null; days?: number | null; limit?: number } = {},
): Promise<StationDayRow[]> {
  if (trackIds.length === 0) return [];
  const kindFilter = options.kinds
    ? sql`and s.kind = any(${pgArray(options.kinds)}::text[])`
    : sql``;
  const since =
    options.days == null
      ? sql``
      : sql`and rs.day > (select max(day) from radio_spins
            where track_id = any(${pgArray(trackIds)}::bigint[])) - ${options.days}::int`;
  return queryRows<StationDayRow>(
    db,
    sql`select to_char(rs.day, 'YYYY-MM-DD') as "day", s.external_id as "stationExternalId",
          s.name as "station", s.kind, s.country_code as "countryCode", c.name as "cityName",
          sum(rs.spins)::int as "spins", count(distinct rs.track_id)::int as "tracks"
        from radio_spins rs
        join radio_stations s on s.id = rs.station_id and not s.hidden
        left join cities c on c.id = s.city_id
        where rs.track_id = any(${pgArray(trackIds)}::bigint[]) ${kindFilter} ${since}
        group by rs.day, s.id, c.id
        order by rs.day desc, sum(rs.spins) desc, s.name limit ${options.limit ?? 5000}`,
  );
}
