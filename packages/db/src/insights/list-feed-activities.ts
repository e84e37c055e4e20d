import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { pgArray } from '../query-rows';
import { queryRowsPrepared } from './prepared-rows';

export interface FeedActivityRow {
  id: number;
  source: string;
  activityType: string;
  /** `YYYY-MM-DD`. */
  activityDate: string;
  tier: number | null;
  isHighlight: boolean;
  isMilestone: boolean;
  activityText: string;
  activityUrl: string | null;
  value: number | null;
  details: Record<string, unknown>;
  trackIdUnique: string | null;
  trackName: string | null;
  trackImageUrl: string | null;
  artistName: string | null;
  artistImageUrl: string | null;
  labelName: string | null;
  /** Issue 28: the health of a playlist activity's playlist (null for other activities). */
  playlistVerdict: 'clean' | 'suspicious' | 'botted' | null;
  playlistSignals: { key: string; value: number | null; points: number }[] | null;
  playlistHealthDay: string | null;
}

export interface FeedQuery {
  accountId: number;
  /** Null for every source. */
  sources: readonly string[] | null;
  /** Sources left out (radio without radio access). */
  excludeSources?: readonly string[];
  /** spec §9: activities whose tier is at most this (4 = every tiered activity). */
  maxTier: number;
  /**
   * spec §3 activity settings: sources whose tier is stricter than `maxTier` (e.g. Spotify at
   * Top End on an overview feed at Bassline).
   */
  sourceTiers?: Readonly<Record<string, number>>;
  limit: number;
  /** Keyset: the rows after (date, id) in feed order; else `offset` rows are skipped. */
  after?: { date: string; id: number } | null;
  offset?: number;
  /** Issue 28: leave out activities of playlists whose health is Botted (a member's setting). */
  hideBotted?: boolean;
}

/** A source id as an SQL literal; source ids are lower-case words, anything else is refused. */
function sourceLiteral(sourceId: string): string {
  if (!/^[a-z0-9_]+$/.test(sourceId)) throw new Error(`not a source id: ${sourceId}`);
  return `'${sourceId}'`;
}

/**
 * One page of an account's feed, newest first. It walks `account_activities` by its primary key
 * (account, date, activity) backwards, or by the (account, source, date, activity) index for one
 * source, so a page costs its rows whatever the size of the feed; the activities are then read
 * by primary key, with the names and images of their tracks, performers and labels they carry
 * (migration 0070, decision 079: looking those up per row was two thirds of the page's time).
 * A prepared statement on PostgreSQL: planning the joins cost more than the page. Its page size is
 * written into the text, and so are the sources left out: as parameters, PostgreSQL's generic
 * plan guessed a tenth of the feed for the one and far fewer rows kept for the other, so it was
 * planned again on every call (issue 29). A page by offset (API callers without a
 * cursor) keeps the offset a parameter, and is planned per call.
 */
export async function listFeedActivities(
  db: Database,
  query: FeedQuery,
): Promise<FeedActivityRow[]> {
  const source =
    query.sources === null
      ? sql``
      : query.sources.length === 1
        ? sql`and aa.source = ${query.sources[0]}`
        : sql`and aa.source = any(${pgArray(query.sources)}::text[])`;
  // Written into the text like the page size: as a parameter (`<> all($n)`) PostgreSQL's generic
  // plan guessed it would leave out far more rows, so a feed without radio was planned on every
  // call (issue 29). The list is a fixed set of source ids, so the texts stay few.
  const excluded = query.excludeSources?.length
    ? sql`and aa.source not in (${sql.raw(query.excludeSources.map(sourceLiteral).join(', '))})`
    : sql``;
  const stricter = Object.entries(query.sourceTiers ?? {}).filter(
    ([, tier]) => tier < query.maxTier,
  );
  const sourceTier = stricter.length
    ? sql`and aa.tier <= case aa.source ${sql.join(
        stricter.map(([id, tier]) => sql`when ${id} then ${tier}::int`),
        sql` `,
      )} else ${query.maxTier}::int end`
    : sql``;
  const after = query.after
    ? sql`and (aa.activity_date, aa.activity_id) < (${query.after.date}::date, ${query.after.id})`
    : sql``;
  const botted = query.hideBotted
    ? sql`and not exists (select 1 from activities ba
          join playlists bp on bp.source = coalesce(ba.details->>'playlistSource', ba.source)
            and bp.external_id = ba.details->>'playlistExternalId'
          join playlist_health bh on bh.playlist_id = bp.id and bh.verdict = 'botted'
          where ba.id = aa.activity_id and ba.activity_date = aa.activity_date
            and ba.activity_type in ('playlist_add', 'playlist_remove'))`
    : sql``;
  return queryRowsPrepared<FeedActivityRow>(
    db,
    sql`with page as (
          select aa.activity_id, aa.activity_date from account_activities aa
          where aa.account_id = ${query.accountId} ${source} ${excluded} ${after}
            and aa.tier is not null and aa.tier <= ${query.maxTier} ${sourceTier} ${botted}
          order by aa.activity_date desc, aa.activity_id desc
          limit ${sql.raw(String(Math.trunc(query.limit)))}
          ${query.offset ? sql`offset ${query.offset}` : sql``})
        select a.id::float8 as "id", a.source, a.activity_type as "activityType",
          to_char(a.activity_date, 'YYYY-MM-DD') as "activityDate", a.tier,
          a.is_highlight as "isHighlight", a.is_milestone as "isMilestone",
          a.activity_text as "activityText", a.activity_url as "activityUrl",
          a.value::float8 as "value", a.details,
          a.track_id_unique as "trackIdUnique", a.track_name as "trackName",
          a.track_image_url as "trackImageUrl", a.artist_name as "artistName",
          a.artist_image_url as "artistImageUrl", a.label_name as "labelName",
          ph.verdict as "playlistVerdict", ph.signals as "playlistSignals",
          to_char(ph.day, 'YYYY-MM-DD') as "playlistHealthDay"
        from page p
        join activities a on a.id = p.activity_id
        left join lateral (
          select h.verdict, h.signals, h.day from playlists pl
          join playlist_health h on h.playlist_id = pl.id
          where a.activity_type in ('playlist_add', 'playlist_remove')
            and pl.source = coalesce(a.details->>'playlistSource', a.source)
            and pl.external_id = a.details->>'playlistExternalId') ph on true
        order by p.activity_date desc, p.activity_id desc`,
  );
}
