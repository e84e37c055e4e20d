import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';
import { SMART_LINK_COLUMNS, SMART_LINK_FROM, type SmartLinkRow } from './smart-link-rows';

export interface SmartLinkTotals {
  visits: number;
  clicks: number;
}

export type SmartLinkListRow = SmartLinkRow & SmartLinkTotals;

/**
 * The smart links of the given profiles (all of them for `null`: an admin), newest first, each
 * with its visits and clicks since `since` (YYYY-MM-DD; all time for null).
 */
export async function listSmartLinks(
  db: Database,
  accountIds: readonly number[] | null,
  since: string | null = null,
): Promise<SmartLinkListRow[]> {
  const scope =
    accountIds === null ? sql`true` : sql`l.account_id = any(${pgArray(accountIds)}::bigint[])`;
  const from = since === null ? sql`true` : sql`s.day >= ${since}::date`;
  return queryRows<SmartLinkListRow>(
    db,
    sql`select ${SMART_LINK_COLUMNS},
          coalesce(sum(s.count) filter (where s.kind = 'visit'), 0)::int as "visits",
          coalesce(sum(s.count) filter (where s.kind = 'click'), 0)::int as "clicks"
        from ${SMART_LINK_FROM}
        left join smart_link_stats s on s.link_id = l.id and ${from}
        where ${scope}
        group by l.id, a.id, t.id
        order by l.created_at desc, l.id desc`,
  );
}

export interface SmartLinkBreakdowns {
  totals: SmartLinkTotals;
  days: { day: string; visits: number; clicks: number }[];
  services: { serviceId: string; clicks: number }[];
  countries: { countryCode: string; visits: number; clicks: number }[];
  referrers: { referrerHost: string; visits: number; clicks: number }[];
}

/** A link's visits and clicks since `since` per day, by service, by country, by referrer. */
export async function smartLinkBreakdowns(
  db: Database,
  linkId: number,
  since: string | null,
): Promise<SmartLinkBreakdowns> {
  const from = since === null ? sql`true` : sql`day >= ${since}::date`;
  const counts = sql`coalesce(sum(count) filter (where kind = 'visit'), 0)::int as "visits",
    coalesce(sum(count) filter (where kind = 'click'), 0)::int as "clicks"`;
  const where = sql`link_id = ${linkId} and ${from}`;
  const [[totals], days, services, countries, referrers] = await Promise.all([
    queryRows<SmartLinkTotals>(db, sql`select ${counts} from smart_link_stats where ${where}`),
    queryRows<SmartLinkBreakdowns['days'][number]>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as "day", ${counts} from smart_link_stats
          where ${where} group by day order by day`,
    ),
    queryRows<SmartLinkBreakdowns['services'][number]>(
      db,
      sql`select service_id as "serviceId", sum(count)::int as "clicks" from smart_link_stats
          where ${where} and kind = 'click' group by service_id order by 2 desc, 1`,
    ),
    queryRows<SmartLinkBreakdowns['countries'][number]>(
      db,
      sql`select country_code as "countryCode", ${counts} from smart_link_stats
          where ${where} group by country_code order by 2 desc, 3 desc, 1`,
    ),
    queryRows<SmartLinkBreakdowns['referrers'][number]>(
      db,
      sql`select referrer_host as "referrerHost", ${counts} from smart_link_stats
          where ${where} group by referrer_host order by 2 desc, 3 desc, 1`,
    ),
  ]);
  return { totals: totals ?? { visits: 0, clicks: 0 }, days, services, countries, referrers };
}

export interface SmartLinkTrackOption {
  trackId: number;
  trackIdUnique: string;
  title: string;
  imageUrl: string | null;
  releaseDate: string | null;
  accountId: number;
  accountIdUnique: string;
  accountName: string;
  externalIds: Record<string, string>;
}

/** Tracks of the given profiles a link can be made for, matching `search`, newest first. */
export async function listSmartLinkTracks(
  db: Database,
  accountIds: readonly number[],
  search: string,
  limit: number,
): Promise<SmartLinkTrackOption[]> {
  const words = search.trim();
  const match = words ? sql`and t.title ilike ${`%${words.replace(/[%_\\]/g, '\\$&')}%`}` : sql``;
  return queryRows<SmartLinkTrackOption>(
    db,
    sql`select distinct on (t.release_date, t.id) t.id::int as "trackId",
          t.id_unique as "trackIdUnique", t.title, t.image_url as "imageUrl",
          to_char(t.release_date, 'YYYY-MM-DD') as "releaseDate", a.id::int as "accountId",
          a.id_unique as "accountIdUnique", a.name as "accountName",
          t.external_ids as "externalIds"
        from track_artists ta join tracks t on t.id = ta.track_id
        join accounts a on a.id = ta.account_id
        where ta.account_id = any(${pgArray(accountIds)}::bigint[]) and not t.hidden ${match}
        order by t.release_date desc nulls last, t.id desc
        limit ${limit}`,
  );
}
