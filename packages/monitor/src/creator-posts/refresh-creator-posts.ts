import { type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import {
  type ActivityRow,
  activityKey,
  compactNumber,
  tierFields,
} from '../activities/activity-row';
import { writeActivities } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { type DailyJobResult, runDailyJob } from '../job-days/run-daily-job';
import { mapConcurrent } from '../map-concurrent';
import { isReportDay, loadCityIds } from '../platform-audience/refresh-platform-audience';
import {
  type ChannelSource,
  creatorSeriesRows,
  engagementChanges,
  fetchAudienceRows,
  fetchChannelAudienceRows,
  fetchProfile,
  fetchSideProfile,
  followerMilestones,
  notToldBefore,
  outperformActivities,
  previousFollowers,
  SIDE_SOURCES,
  writeProfiles,
} from './creator-profiles';
import {
  type PostRow,
  ZInstagramMedia,
  ZTiktokVideoList,
  ZYoutubeSearch,
  ZYoutubeVideos,
} from './post-schemas';
import { fetchFacebookPosts, fetchXPosts } from './side-posts';
import { fetchTwitchChannels, fetchTwitchProfile, fetchTwitchVods } from './twitch';

export const POST_SOURCES = ['tiktok', 'instagram', 'youtube'] as const;
export type PostSource = (typeof POST_SOURCES)[number] | 'twitch' | 'twitter' | 'facebook';

/** The views a post passes that are an activity (issue 25), once each. */
export const POST_VIEW_THRESHOLDS = [100_000, 1_000_000] as const;
export const POST_MILESTONE = 'post_milestone';

/** Posts are followed for this many days after they go out (their counters barely move after). */
export const POST_WINDOW_DAYS = 30;

/** The monitored creators: the world's creator id (catalogue id) to our account id. */
export async function loadMonitoredCreators(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; external_id: string }>(
    db,
    sql`select id, external_ids->>'spotify' as external_id from accounts
        where type = 'creator' and monitored_since is not null and external_ids ? 'spotify'`,
  );
  return new Map(rows.map((row) => [row.external_id, Number(row.id)]));
}

function sinceOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - (POST_WINDOW_DAYS - 1));
  return day.toISOString().slice(0, 10);
}

/** PT1H2M3S -> 3723. */
function durationSeconds(iso: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

const IG_KINDS: Record<string, string> = {
  IMAGE: 'image',
  CAROUSEL_ALBUM: 'carousel',
  VIDEO: 'video',
};

async function fetchTiktok(
  context: MonitorContext,
  creator: string,
  accountId: number,
  date: string,
) {
  const rows: PostRow[] = [];
  let cursor = 0;
  for (;;) {
    const answer = await context.world.get(
      `/tiktok/v2/video/list?creator_id=${encodeURIComponent(creator)}&date=${date}&since=${sinceOf(date)}&cursor=${cursor}&max_count=100`,
      ZTiktokVideoList,
    );
    for (const video of answer.data.videos) {
      rows.push({
        accountId,
        source: 'tiktok',
        externalId: video.id,
        kind: 'video',
        caption: video.video_description,
        url: video.share_url ?? null,
        thumbnailUrl: context.world.imagePath(video.cover_image_url),
        publishedAt: new Date(video.create_time * 1000).toISOString(),
        durationSeconds: video.duration ?? null,
        views: video.view_count,
        likes: video.like_count,
        comments: video.comment_count,
        shares: video.share_count,
        saves: video.collect_count ?? null,
      });
    }
    if (!answer.data.has_more || answer.data.videos.length === 0) return rows;
    cursor = answer.data.cursor;
  }
}

async function fetchInstagram(
  context: MonitorContext,
  creator: string,
  accountId: number,
  date: string,
) {
  const rows: PostRow[] = [];
  let after = '';
  for (;;) {
    const answer = await context.world.get(
      `/instagram/v19.0/${encodeURIComponent(creator)}/media?date=${date}&since=${sinceOf(date)}&limit=100${after ? `&after=${after}` : ''}`,
      ZInstagramMedia,
    );
    for (const media of answer.data) {
      const insight = (name: string) =>
        media.insights.data.find((entry) => entry.name === name)?.values[0]?.value ?? null;
      rows.push({
        accountId,
        source: 'instagram',
        externalId: media.id,
        kind:
          media.media_product_type === 'REELS' ? 'reel' : (IG_KINDS[media.media_type] ?? 'image'),
        caption: media.caption ?? '',
        url: media.permalink ?? null,
        thumbnailUrl: context.world.imagePath(media.thumbnail_url),
        publishedAt: new Date(media.timestamp.replace(/\+0000$/, 'Z')).toISOString(),
        durationSeconds:
          media.video_duration === undefined ? null : Math.round(media.video_duration),
        views: insight('views') ?? 0,
        likes: media.like_count,
        comments: media.comments_count,
        shares: insight('shares'),
        saves: insight('saved'),
      });
    }
    const next = answer.paging?.next;
    if (!next) return rows;
    after = new URL(next, 'http://x').searchParams.get('after') ?? next;
  }
}

async function fetchYoutube(
  context: MonitorContext,
  creator: string,
  accountId: number,
  date: string,
) {
  const ids: string[] = [];
  let token = '';
  for (;;) {
    const answer = await context.world.get(
      `/youtube/v3/search?part=id&type=video&order=date&channelId=${encodeURIComponent(creator)}&date=${date}&publishedAfter=${sinceOf(date)}T00:00:00Z&maxResults=50${token ? `&pageToken=${token}` : ''}`,
      ZYoutubeSearch,
    );
    ids.push(...answer.items.map((item) => item.id.videoId));
    if (!answer.nextPageToken) break;
    token = answer.nextPageToken;
  }
  const rows: PostRow[] = [];
  for (let start = 0; start < ids.length; start += 50) {
    const answer = await context.world.get(
      `/youtube/v3/videos?part=snippet,statistics,contentDetails&date=${date}&id=${ids.slice(start, start + 50).join(',')}`,
      ZYoutubeVideos,
    );
    for (const video of answer.items) {
      const duration = durationSeconds(video.contentDetails.duration);
      rows.push({
        accountId,
        source: 'youtube',
        externalId: video.id,
        // YouTube tells a Short by its length (up to a minute).
        kind: duration <= 60 ? 'short' : 'video',
        caption: video.snippet.title,
        url: `https://www.youtube.com/watch?v=${video.id}`,
        thumbnailUrl: context.world.imagePath(video.snippet.thumbnails?.default?.url),
        publishedAt: video.snippet.publishedAt,
        durationSeconds: duration,
        views: Number(video.statistics.viewCount),
        likes: Number(video.statistics.likeCount ?? 0),
        comments: Number(video.statistics.commentCount ?? 0),
        shares: null,
        saves: null,
      });
    }
  }
  return rows;
}

const FETCHERS = { tiktok: fetchTiktok, instagram: fetchInstagram, youtube: fetchYoutube };
const SIDE_FETCHERS = { twitter: fetchXPosts, facebook: fetchFacebookPosts };

/**
 * The 100K / 1M views activities of the day: a post whose views were below a threshold at its
 * latest point before `date` (or that went out on `date`) and are at or above it now. A post first
 * seen days after it went out has no point to compare with: what it passed before is history.
 */
function postMilestones(
  rows: readonly (PostRow & { before: number | null })[],
  date: string,
): ActivityRow[] {
  return rows.flatMap((row) => {
    const before = row.before ?? (row.publishedAt.slice(0, 10) === date ? 0 : null);
    if (before === null) return [];
    return POST_VIEW_THRESHOLDS.filter((t) => before < t && row.views >= t).map(
      (threshold): ActivityRow => ({
        key: activityKey(row.source, POST_MILESTONE, `${row.externalId}:${threshold}`, 'ever'),
        source: row.source,
        activity_type: POST_MILESTONE,
        activity_date: date,
        track_id: null,
        account_id: row.accountId,
        ...tierFields({}),
        is_milestone: true,
        activity_text: `A post passed ${compactNumber(threshold)} views`,
        activity_url: row.url,
        value: threshold,
        details: { postExternalId: row.externalId, threshold, caption: row.caption },
      }),
    );
  });
}

type MoreActivities = (
  db: Database,
  rows: readonly (PostRow & { before: number | null })[],
) => Promise<ActivityRow[]>;

/**
 * Stores the posts and their day's point, then their milestones and what `more` adds (the
 * creators' profiles); returns the activities.
 */
async function writePosts(
  db: Database,
  rows: PostRow[],
  date: string,
  more: MoreActivities,
): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (rows.length === 0) return writeActivities(t, await more(t, []));
    const input = sql`select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
        "accountId" bigint, source text, "externalId" text, kind text, caption text, url text,
        "thumbnailUrl" text, "publishedAt" timestamptz, "durationSeconds" int, views bigint,
        likes bigint, comments bigint, shares bigint, saves bigint)`;
    await t.execute(sql`
      insert into creator_posts (account_id, source, external_id, kind, caption, url,
        thumbnail_url, published_at, duration_seconds, views, likes, comments, shares, saves,
        counted_on)
      select i."accountId", i.source, i."externalId", i.kind, i.caption, i.url, i."thumbnailUrl",
        i."publishedAt", i."durationSeconds", i.views, i.likes, i.comments, i.shares, i.saves,
        ${date}::date
      from (${input}) i
      on conflict (source, external_id) do update set
        caption = excluded.caption, thumbnail_url = excluded.thumbnail_url,
        views = excluded.views, likes = excluded.likes, comments = excluded.comments,
        shares = excluded.shares, saves = excluded.saves, counted_on = excluded.counted_on
        where creator_posts.counted_on <= excluded.counted_on`);
    // The latest point before the day, read before the day's point goes in.
    const stored = await queryRows<{ external_id: string; source: string; before: number | null }>(
      t,
      sql`with input as (${input}),
          ids as (
            select p.id, p.source, p.external_id, i.views, i.likes, i.comments, i.shares, i.saves
            from creator_posts p join input i on i.source = p.source and i."externalId" = p.external_id
          ),
          points as (
            insert into creator_post_days (post_id, day, views, likes, comments, shares, saves)
            select id, ${date}::date, views, likes, comments, shares, saves from ids
            on conflict do nothing
          )
          select ids.external_id, ids.source,
            (select d.views from creator_post_days d where d.post_id = ids.id
               and d.day < ${date}::date order by d.day desc limit 1)::float8 as before
          from ids`,
    );
    const before = new Map(stored.map((row) => [`${row.source}:${row.external_id}`, row.before]));
    const withBefore = rows.map((row) => ({
      ...row,
      before: before.get(`${row.source}:${row.externalId}`) ?? null,
    }));
    return writeActivities(t, [
      ...postMilestones(withBefore, date),
      ...(await more(t, withBefore)),
    ]);
  });
}

/** A day's posts of the monitored creators on every platform; returns the activities written. */
export async function refreshCreatorPostsDay(
  context: MonitorContext,
  creators: ReadonlyMap<string, number>,
  date: string,
): Promise<number> {
  const work = [...creators].flatMap(([creator, accountId]) =>
    POST_SOURCES.map((source) => ({ creator, accountId, source })),
  );
  const answers = await mapConcurrent(work, context.concurrency, ({ creator, accountId, source }) =>
    FETCHERS[source](context, creator, accountId, date),
  );
  // Issue 25: the profiles (followers, user names), and the audience on report days.
  const sideWork = [...creators].flatMap(([creator, accountId]) =>
    SIDE_SOURCES.map((source) => ({ creator, accountId, source })),
  );
  // X and Facebook: the window's tweets and page posts (issue 25), beside their followers.
  answers.push(
    ...(await mapConcurrent(sideWork, context.concurrency, ({ creator, accountId, source }) =>
      SIDE_FETCHERS[source](context, creator, accountId, date, sinceOf(date)),
    )),
  );
  const profiles = [
    ...(await mapConcurrent(work, context.concurrency, ({ creator, accountId, source }) =>
      fetchProfile(context, creator, accountId, source, date),
    )),
    ...(await mapConcurrent(sideWork, context.concurrency, ({ creator, accountId, source }) =>
      fetchSideProfile(context, creator, accountId, source, date),
    )),
  ];
  // Twitch: the creators with a channel, its followers and the VODs of the window.
  const channels = await fetchTwitchChannels(context, [...creators.keys()]);
  const streamers = [...creators].filter(([creator]) => channels.has(creator));
  answers.push(
    ...(await mapConcurrent(streamers, context.concurrency, ([creator, accountId]) =>
      fetchTwitchVods(context, creator, accountId, date, sinceOf(date)),
    )),
  );
  profiles.push(
    ...(await mapConcurrent(streamers, context.concurrency, ([creator, accountId]) =>
      fetchTwitchProfile(context, creator, channels.get(creator)!, accountId, date),
    )),
  );
  const cityIds = isReportDay(date) ? await loadCityIds(context.db) : null;
  // Decision 074: Twitch's, X's and Facebook's audience too, each in its platform's shape.
  const creatorOf = new Map([...creators].map(([creator, accountId]) => [accountId, creator]));
  const channelWork = profiles.filter(
    (profile): profile is typeof profile & { source: ChannelSource } =>
      profile.source === 'twitch' || profile.source === 'twitter' || profile.source === 'facebook',
  );
  const audience = cityIds
    ? [
        ...(
          await mapConcurrent(work, context.concurrency, ({ creator, accountId, source }) =>
            fetchAudienceRows(context, creator, accountId, source, date, cityIds),
          )
        ).flat(),
        ...(
          await mapConcurrent(channelWork, context.concurrency, (profile) =>
            fetchChannelAudienceRows(
              context,
              creatorOf.get(profile.accountId)!,
              profile.accountId,
              profile.source,
              date,
              profile.followers,
              cityIds,
            ),
          )
        ).flat(),
      ]
    : [];
  const rows = answers.flat();
  const accountIds = [...new Set(creators.values())];
  return writePosts(context.db, rows, date, async (db, withBefore) => {
    const previous = await previousFollowers(db, accountIds, date);
    const points = creatorSeriesRows(profiles, rows, date);
    const changes = await engagementChanges(db, points, date);
    await writeProfiles(db, profiles, points, audience, date);
    return [
      ...followerMilestones(profiles, previous, date),
      ...changes,
      ...(await notToldBefore(db, outperformActivities(withBefore, date), date)),
    ];
  });
}

/** The per-day job of the creators' posts (catching up on missed days like the others). */
export async function refreshCreatorPosts(
  context: MonitorContext,
  today: string,
  creators?: ReadonlyMap<string, number>,
): Promise<DailyJobResult> {
  const watched = creators ?? (await loadMonitoredCreators(context.db));
  return runDailyJob(context, 'creator-posts', today, (date) =>
    refreshCreatorPostsDay(context, watched, date),
  );
}
