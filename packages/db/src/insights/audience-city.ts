import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

export interface AudienceCityRow {
  source: string;
  metric: string;
  value: number;
  weekAgo: number | null;
  rank: number;
  cities: number;
  day: string;
}

export interface CityRow {
  id: number;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export async function findCity(db: Database, cityId: number): Promise<CityRow | null> {
  const [row] = await queryRows<CityRow>(
    db,
    sql`select id::int as id, name, country_code as "countryCode", latitude::float8 as latitude,
          longitude::float8 as longitude from cities where id = ${cityId}`,
  );
  return row ?? null;
}

/**
 * One city of an account's audience on each platform that reports it on its latest day: the
 * value, the value a week or more before, and the city's rank among the account's cities then.
 */
export async function listAudienceCity(
  db: Database,
  accountId: number,
  cityId: number,
): Promise<AudienceCityRow[]> {
  return queryRows<AudienceCityRow>(
    db,
    sql`with latest as (
          select source, max(day) as day from audience
          where account_id = ${accountId} and scope = 'city' group by source),
        ranked as (
          select a.source, a.place, a.metric, a.value, a.day,
            rank() over (partition by a.source order by a.value desc) as rank,
            count(*) over (partition by a.source) as cities
          from audience a join latest l on l.source = a.source and l.day = a.day
          where a.account_id = ${accountId} and a.scope = 'city')
        select r.source, r.metric, r.value::float8 as value, r.rank::int as rank,
          r.cities::int as cities, to_char(r.day, 'YYYY-MM-DD') as day,
          (select p.value::float8 from audience p where p.account_id = ${accountId}
            and p.source = r.source and p.scope = 'city' and p.place = r.place
            and p.metric = r.metric and p.day <= r.day - 7 order by p.day desc limit 1)
            as "weekAgo"
        from ranked r where r.place = ${String(cityId)}
        order by r.rank, r.source`,
  );
}
