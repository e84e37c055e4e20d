import type { Post, PostSort, PostsQuery } from '@songstats/contract';
import { type Database, pgArray, queryRows } from '@songstats/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * (likes + comments + shares + saves) / views; null before a first view, and where the platform
 * tells no likes or comments (Twitch's VODs).
 */
const ENGAGEMENT = sql`case when p.likes is null and p.comments is null then null else
  (coalesce(p.likes, 0) + coalesce(p.comments, 0) + coalesce(p.shares, 0)
    + coalesce(p.saves, 0))::float8 / nullif(p.views, 0) end`;

const SORT_COLUMNS: Record<PostSort, SQL> = {
  date: sql`p.published_at`,
  views: sql`p.views`,
  likes: sql`p.likes`,
  comments: sql`p.comments`,
  shares: sql`p.shares`,
  engagementRate: ENGAGEMENT,
};

interface PostRowDb {
  post_id: string;
  platform: Post['platform'];
  kind: string;
  caption: string;
  thumbnail_url: string | null;
  url: string | null;
  published_at: string;
  duration_seconds: number | null;
  views: number;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
  engagement_rate: number | null;
  counted_on: string;
  id_unique: string;
  name: string;
  total: number;
}

/**
 * The posts of `accountIds` that match the query, sorted (spec §4: the column ascending or
 * descending, nulls last, then the newest first), `limit` rows from `offset`, with the count of
 * every matching row.
 */
export async function listPostRows(
  db: Database,
  accountIds: readonly number[],
  query: Omit<PostsQuery, 'page'>,
  limit: number,
  offset: number,
  /** One post by the platform's id (a post's page). */
  postId?: string,
): Promise<{ posts: Post[]; total: number }> {
  if (accountIds.length === 0) return { posts: [], total: 0 };
  const direction = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const where = sql`p.account_id = any(${pgArray([...accountIds])}::bigint[])
    ${query.platform ? sql`and p.source = ${query.platform}` : sql``}
    ${query.from ? sql`and p.published_at >= ${query.from}::date` : sql``}
    ${query.to ? sql`and p.published_at < ${query.to}::date + 1` : sql``}
    ${postId === undefined ? sql`` : sql`and p.external_id = ${postId}`}`;
  const rows = await queryRows<PostRowDb>(
    db,
    sql`select p.external_id as post_id, p.source as platform, p.kind, p.caption, p.thumbnail_url,
          p.url, to_char(p.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
            as published_at,
          p.duration_seconds, p.views::float8 as views, p.likes::float8 as likes,
          p.comments::float8 as comments, p.shares::float8 as shares, p.saves::float8 as saves,
          ${ENGAGEMENT} as engagement_rate, p.counted_on::text as counted_on,
          a.id_unique, a.name, count(*) over ()::int as total
        from creator_posts p join accounts a on a.id = p.account_id
        where ${where}
        order by ${SORT_COLUMNS[query.sortBy]} ${direction} nulls last, p.published_at desc, p.id desc
        limit ${limit} offset ${offset}`,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    // A page past the end still tells how many rows there are.
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from creator_posts p where ${where}`,
    );
    total = Number(count?.n ?? 0);
  }
  return {
    total,
    posts: rows.map((row) => ({
      postId: row.post_id,
      platform: row.platform,
      kind: row.kind,
      caption: row.caption,
      thumbnailUrl: row.thumbnail_url,
      url: row.url,
      publishedAt: row.published_at,
      durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
      views: Number(row.views),
      likes: row.likes === null ? null : Number(row.likes),
      comments: row.comments === null ? null : Number(row.comments),
      shares: row.shares === null ? null : Number(row.shares),
      saves: row.saves === null ? null : Number(row.saves),
      engagementRate: row.engagement_rate === null ? null : Number(row.engagement_rate),
      countedOn: row.counted_on,
      creator: { idUnique: row.id_unique, name: row.name },
    })),
  };
}

/** The member's creators (the accounts of their managements that are creators). */
export async function listMemberCreators(
  db: Database,
  memberId: number,
): Promise<
  {
    id: number;
    idUnique: string;
    type: 'creator';
    name: string;
    imageUrl: string | null;
    hidden: boolean;
  }[]
> {
  return queryRows(
    db,
    sql`select a.id::int as "id", a.id_unique as "idUnique", a.type, a.name,
          a.image_url as "imageUrl", a.hidden
        from accounts a
        where a.type = 'creator'
          and a.id in (select account_id from managements where member_id = ${memberId})
        order by a.name, a.id`,
  );
}

/** The creator whose post this is (by platform and the platform's post id), if we know it. */
export async function findPostCreator(
  db: Database,
  platform: string,
  postId: string,
): Promise<{ postRowId: number; idUnique: string } | null> {
  const [row] = await queryRows<{ id: number; id_unique: string }>(
    db,
    sql`select p.id::int as id, a.id_unique from creator_posts p
        join accounts a on a.id = p.account_id
        where p.source = ${platform} and p.external_id = ${postId}`,
  );
  return row ? { postRowId: Number(row.id), idUnique: row.id_unique } : null;
}

/** A post's counters day by day, oldest first. */
export async function listPostDays(db: Database, postRowId: number) {
  const rows = await queryRows<{
    date: string;
    views: number;
    likes: number | null;
    comments: number | null;
    shares: number | null;
    saves: number | null;
  }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as date, views::float8 as views, likes::float8 as likes,
          comments::float8 as comments, shares::float8 as shares, saves::float8 as saves
        from creator_post_days where post_id = ${postRowId} order by day`,
  );
  const count = (value: number | null) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    date: row.date,
    views: Number(row.views),
    likes: count(row.likes),
    comments: count(row.comments),
    shares: count(row.shares),
    saves: count(row.saves),
  }));
}
