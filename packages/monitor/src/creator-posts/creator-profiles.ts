import { type Database, queryRows } from '@songstats/db';
import {
  CREATOR_FOLLOWER_MILESTONES,
  CREATOR_STATS_DAYS,
  creatorPostStats,
  medianViews,
  passedEngagementChange,
  passedOutperform,
  passedThresholds,
} from '@songstats/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ActivityRow,
  activityKey,
  compactNumber,
  tierFields,
} from '../activities/activity-row';
import type { MonitorContext } from '../context';
import { platformAudienceRows } from '../platform-audience/refresh-platform-audience';
import {
  type PostRow,
  ZCreatorAudience,
  ZFacebookFollowInsights,
  ZFacebookPage,
  ZInstagramUser,
  ZTiktokUser,
  ZTwitchAudience,
  ZXAudienceInsights,
  ZXUser,
  ZYoutubeChannels,
} from './post-schemas';

// Issue 25: a creator's profile on each platform day by day: followers (and the user name the
// platform tells, by which a profile link finds the creator), the figures of their recent posts,
// their audience on report days, and the activities of follower milestones and outperforming
// posts, each once.

export const OUTPERFORM = 'post_outperform';
export const FOLLOWER_MILESTONE = 'milestone';
export const ENGAGEMENT_CHANGE = 'engagement_change';

type Source = PostRow['source'];

/** X and Facebook: followers and posts (side-posts.ts), and an audience (decision 074). */
export const SIDE_SOURCES = ['twitter', 'facebook'] as const;
export type SideSource = (typeof SIDE_SOURCES)[number];

export interface CreatorProfile {
  accountId: number;
  source: Source | SideSource;
  followers: number;
  /** The id a profile link of the platform carries (decision 043's form). */
  handle: string | null;
}

/** The creator's follower count and user name on a platform on `date`. */
export async function fetchProfile(
  context: MonitorContext,
  creator: string,
  accountId: number,
  source: Source,
  date: string,
): Promise<CreatorProfile> {
  const id = encodeURIComponent(creator);
  if (source === 'tiktok') {
    const answer = await context.world.get(
      `/tiktok/v2/user/info?creator_id=${id}&fields=username,follower_count&date=${date}`,
      ZTiktokUser,
    );
    const user = answer.data.user;
    return { accountId, source, followers: user.follower_count, handle: user.username };
  }
  if (source === 'instagram') {
    const user = await context.world.get(
      `/instagram/v19.0/${id}?fields=username,followers_count&date=${date}`,
      ZInstagramUser,
    );
    return { accountId, source, followers: user.followers_count, handle: user.username };
  }
  const answer = await context.world.get(
    `/youtube/v3/channels?part=snippet,statistics&id=${id}&date=${date}`,
    ZYoutubeChannels,
  );
  const channel = answer.items[0];
  return {
    accountId,
    source,
    followers: Number(channel?.statistics.subscriberCount ?? 0),
    handle: channel?.snippet.customUrl ?? null,
  };
}

/** The creator's followers on X or Facebook on `date` (no user name a link of ours takes). */
export async function fetchSideProfile(
  context: MonitorContext,
  creator: string,
  accountId: number,
  source: SideSource,
  date: string,
): Promise<CreatorProfile> {
  const id = encodeURIComponent(creator);
  const followers =
    source === 'twitter'
      ? (await context.world.get(`/2/users/${id}?user.fields=public_metrics&date=${date}`, ZXUser))
          .data.public_metrics.followers_count
      : (
          await context.world.get(
            `/facebook/v19.0/${id}?fields=followers_count&date=${date}`,
            ZFacebookPage,
          )
        ).followers_count;
  return { accountId, source, followers, handle: null };
}

/** A creator's audience on a platform as the rows we store (`CreatorAudience` is its shape). */
type CreatorAudience = z.infer<typeof ZCreatorAudience>;

function audienceRows(
  report: CreatorAudience,
  accountId: number,
  source: string,
  cityIds: ReadonlyMap<string, number>,
) {
  const places = platformAudienceRows(
    accountId,
    { ...report, artist_id: report.creator_id },
    cityIds,
  ).map((row) => ({ ...row, source }));
  const groups = [
    ...report.ages.map((age) => ({ scope: 'age', place: age.age_range, value: age.value })),
    ...report.genders.map((g) => ({ scope: 'gender', place: g.gender, value: g.value })),
  ].map((row) => ({ ...row, account_id: accountId, metric: report.metric, source }));
  return [...places, ...groups];
}

/** The creator's audience rows on a platform (cities, countries, ages, genders) on `date`. */
export async function fetchAudienceRows(
  context: MonitorContext,
  creator: string,
  accountId: number,
  source: Source,
  date: string,
  cityIds: ReadonlyMap<string, number>,
) {
  const report = await context.world.get(
    `/audience/${source}/creators/${encodeURIComponent(creator)}?date=${date}`,
    ZCreatorAudience,
  );
  return audienceRows(report, accountId, source, cityIds);
}

/** Twitch, X and Facebook: the platforms whose audience decision 074 reads in their own shapes. */
export type ChannelSource = 'twitch' | SideSource;

/** "City, CC" (Facebook's and X's city keys here) as a city and its country. */
function cityOf(key: string) {
  const at = key.lastIndexOf(', ');
  return { city_name: key.slice(0, at), country_code: key.slice(at + 2) };
}

const GENDERS: Record<string, string> = { F: 'female', M: 'male', U: 'other' };

/**
 * Decision 074: the creator's audience on Twitch, X or Facebook on `date`, read in each one's
 * shape and told as the other platforms' (followers by city, country, age and gender). X tells
 * percentages of the followers: counted against `followers` (its public_metrics count). Null
 * when the platform reports nothing (a creator without a Twitch channel).
 */
export async function fetchChannelAudience(
  context: MonitorContext,
  creator: string,
  source: ChannelSource,
  date: string,
  followers: number,
): Promise<CreatorAudience | null> {
  const id = encodeURIComponent(creator);
  const base = { creator_id: creator, source, date, metric: 'followers' };
  if (source === 'twitch') {
    const answer = await context.world.get(
      `/helix/analytics/audience?broadcaster_id=${id}&date=${date}`,
      ZTwitchAudience,
    );
    const report = answer.data[0];
    if (!report) return null;
    return {
      ...base,
      total: report.followers_total,
      countries: report.countries.map((row) => ({ ...row, value: row.followers })),
      cities: report.cities.map((row) => ({
        city_name: row.city,
        country_code: row.country_code,
        value: row.followers,
      })),
      ages: report.ages.map((row) => ({ age_range: row.age_range, value: row.followers })),
      genders: report.genders.map((row) => ({ gender: row.gender, value: row.followers })),
    };
  }
  if (source === 'twitter') {
    const { data } = await context.world.get(
      `/ads/12/insights/accounts/${id}?audience_type=FOLLOWERS&date=${date}`,
      ZXAudienceInsights,
    );
    const count = (percentage: number) => Math.round((percentage / 100) * followers);
    return {
      ...base,
      total: followers,
      countries: data.country.results.map((r) => ({
        country_code: r.value,
        value: count(r.percentage),
      })),
      cities: data.city.results.map((r) => ({ ...cityOf(r.value), value: count(r.percentage) })),
      ages: data.age.results.map((r) => ({ age_range: r.value, value: count(r.percentage) })),
      genders: data.gender.results.map((r) => ({ gender: r.value, value: count(r.percentage) })),
    };
  }
  const { data } = await context.world.get(
    `/facebook/v19.0/${id}/insights?metric=page_follows_country,page_follows_city,page_follows_gender_age&period=lifetime&date=${date}`,
    ZFacebookFollowInsights,
  );
  const metric = (name: string) =>
    Object.entries(data.find((entry) => entry.name === name)?.values.at(-1)?.value ?? {});
  // Graph API's "F.25-34" keys: each gender's and each age's followers are their sums.
  const ages = new Map<string, number>();
  const genders = new Map<string, number>();
  for (const [key, value] of metric('page_follows_gender_age')) {
    const [letter, age] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
    ages.set(age, (ages.get(age) ?? 0) + value);
    const gender = GENDERS[letter] ?? 'other';
    genders.set(gender, (genders.get(gender) ?? 0) + value);
  }
  return {
    ...base,
    total: followers,
    countries: metric('page_follows_country').map(([code, value]) => ({
      country_code: code,
      value,
    })),
    cities: metric('page_follows_city').map(([key, value]) => ({ ...cityOf(key), value })),
    ages: [...ages].map(([age_range, value]) => ({ age_range, value })),
    genders: [...genders].map(([gender, value]) => ({ gender, value })),
  };
}

/** The creator's audience rows on Twitch, X or Facebook on `date` (none when it tells none). */
export async function fetchChannelAudienceRows(
  context: MonitorContext,
  creator: string,
  accountId: number,
  source: ChannelSource,
  date: string,
  followers: number,
  cityIds: ReadonlyMap<string, number>,
) {
  const report = await fetchChannelAudience(context, creator, source, date, followers);
  return report ? audienceRows(report, accountId, source, cityIds) : [];
}

export type PostWithBefore = PostRow & { before: number | null };

/** Each account and platform's posts of the window. */
function byCreatorSource<T extends { accountId: number; source: Source }>(rows: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.accountId}|${row.source}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/**
 * The posts that passed 5x their creator's median today (`passedOutperform`). A post first seen
 * days after it went out has no point to compare with: what it passed before is history.
 */
export function outperformActivities(rows: readonly PostWithBefore[], date: string): ActivityRow[] {
  const activities: ActivityRow[] = [];
  for (const posts of byCreatorSource(rows).values()) {
    const median = medianViews(posts.map((post) => post.views));
    for (const post of posts) {
      const before = post.before ?? (post.publishedAt.slice(0, 10) === date ? 0 : null);
      if (before === null || !passedOutperform(before, post.views, median)) continue;
      activities.push({
        key: activityKey(post.source, OUTPERFORM, post.externalId, 'ever'),
        source: post.source,
        activity_type: OUTPERFORM,
        activity_date: date,
        track_id: null,
        account_id: post.accountId,
        ...tierFields({}),
        is_milestone: false,
        activity_text: `A post is outperforming: ${compactNumber(post.views)} views, ${Math.floor(post.views / median)}x the median of ${compactNumber(median)}`,
        activity_url: post.url,
        value: post.views,
        details: { postExternalId: post.externalId, median, caption: post.caption },
      });
    }
  }
  return activities;
}

/** The follower milestones of the day against each profile's highest count before it. */
export function followerMilestones(
  profiles: readonly CreatorProfile[],
  previous: ReadonlyMap<string, number>,
  date: string,
): ActivityRow[] {
  return profiles.flatMap((profile) => {
    const before = previous.get(`${profile.accountId}|${profile.source}`) ?? null;
    return passedThresholds(before, profile.followers, CREATOR_FOLLOWER_MILESTONES).map(
      (threshold): ActivityRow => ({
        key: activityKey(
          profile.source,
          FOLLOWER_MILESTONE,
          `account:${profile.accountId}:followers:${threshold}`,
          'ever',
        ),
        source: profile.source,
        activity_type: FOLLOWER_MILESTONE,
        activity_date: date,
        track_id: null,
        account_id: profile.accountId,
        ...tierFields({}),
        is_milestone: true,
        activity_text: `Reached ${compactNumber(threshold)} followers`,
        activity_url: null,
        value: threshold,
        details: { metric: 'followers', threshold },
      }),
    );
  });
}

/** The day's series points of each creator and platform: followers and the posts' figures. */
export function creatorSeriesRows(
  profiles: readonly CreatorProfile[],
  rows: readonly PostRow[],
  date: string,
) {
  const points: { accountId: number; source: string; metric: string; value: number }[] = [];
  for (const profile of profiles) {
    points.push({ ...profile, metric: 'followers', value: profile.followers });
  }
  const windowStart = new Date(`${date}T00:00:00Z`);
  windowStart.setUTCDate(windowStart.getUTCDate() - (CREATOR_STATS_DAYS - 1));
  const since = windowStart.toISOString().slice(0, 10);
  const inWindow = rows.filter((row) => row.publishedAt.slice(0, 10) >= since);
  for (const posts of byCreatorSource(inWindow).values()) {
    const stats = creatorPostStats(posts);
    const { accountId, source } = posts[0]!;
    if (!stats) continue;
    points.push({ accountId, source, metric: 'average_views', value: stats.averageViews });
    points.push({ accountId, source, metric: 'posts_30d', value: stats.posts });
    if (stats.engagementRateBp !== null) {
      points.push({ accountId, source, metric: 'engagement_rate', value: stats.engagementRateBp });
    }
  }
  return points;
}

/**
 * Each creator and platform's highest follower count before `date`: a milestone is a new high
 * passing a threshold, so followers lost and won back pass it only once.
 */
export async function previousFollowers(
  db: Database,
  accountIds: readonly number[],
  date: string,
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await queryRows<{ object_id: number; source: string; value: number }>(
    db,
    sql`select object_id::int as object_id, source, max(value)::float8 as value
        from series where object_type = 'account' and metric = 'followers'
          and object_id in (select jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb)::bigint)
          and day < ${date}::date
        group by object_id, source`,
  );
  return new Map(rows.map((row) => [`${row.object_id}|${row.source}`, Number(row.value)]));
}

/** Stores the day's series points, audience rows and the creators' user names. */
export async function writeProfiles(
  db: Database,
  profiles: readonly CreatorProfile[],
  points: ReturnType<typeof creatorSeriesRows>,
  audience: readonly Awaited<ReturnType<typeof fetchAudienceRows>>[number][],
  date: string,
) {
  if (points.length > 0) {
    await db.execute(sql`
      insert into series (object_type, object_id, source, metric, day, value)
      select 'account', x."accountId", x.source, x.metric, ${date}::date, x.value
      from jsonb_to_recordset(${JSON.stringify(points)}::jsonb) as x("accountId" bigint,
        source text, metric text, value bigint)
      on conflict do nothing`);
  }
  if (audience.length > 0) {
    await db.execute(sql`
      insert into audience (account_id, source, scope, place, metric, day, value)
      select x.account_id, x.source, x.scope, x.place, x.metric, ${date}::date, x.value
      from jsonb_to_recordset(${JSON.stringify(audience)}::jsonb) as x(account_id bigint,
        source text, scope text, place text, metric text, value bigint)
      on conflict do nothing`);
  }
  // Decision 043: a profile link finds a creator by the platform's id in this form: TikTok and
  // Instagram user names in lower case, YouTube's @handle in lower case. One row per account (an
  // update takes one joined row per target row).
  const ids = new Map<number, Record<string, string>>();
  for (const profile of profiles) {
    if (!profile.handle) continue;
    const bare = profile.handle.replace(/^@/, '').toLowerCase();
    ids.set(profile.accountId, {
      ...ids.get(profile.accountId),
      [profile.source]: profile.source === 'youtube' ? `@${bare}` : bare,
    });
  }
  if (ids.size > 0) {
    const handles = [...ids].map(([accountId, entries]) => ({ accountId, ids: entries }));
    await db.execute(sql`
      update accounts a set external_ids = a.external_ids || x.ids
      from jsonb_to_recordset(${JSON.stringify(handles)}::jsonb) as x("accountId" bigint, ids jsonb)
      where a.id = x."accountId" and not a.external_ids @> x.ids`);
  }
}

/**
 * The activities of `candidates` not told before: a post is flagged once even if its creator's
 * median rises above a fifth of its views and it passes again (a post is watched 30 days, so an
 * earlier flag is within the last 31).
 */
export async function notToldBefore(
  db: Database,
  candidates: readonly ActivityRow[],
  date: string,
): Promise<ActivityRow[]> {
  if (candidates.length === 0) return [];
  const told = await queryRows<{ key: string }>(
    db,
    sql`select key from activities
        where activity_date >= ${date}::date - ${CREATOR_STATS_DAYS + 1}::int and activity_date < ${date}::date
          and key in (select jsonb_array_elements_text(${JSON.stringify(candidates.map((c) => c.key))}::jsonb))`,
  );
  const seen = new Set(told.map((row) => row.key));
  return candidates.filter((candidate) => !seen.has(candidate.key));
}

const dayBefore = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
};

/**
 * The engagement rate changes of the day: a creator's rate on a platform moved by a quarter
 * against a week before, on the first day it has (`passedEngagementChange`), from the rates
 * stored on the days before and today's.
 */
export async function engagementChanges(
  db: Database,
  points: ReturnType<typeof creatorSeriesRows>,
  date: string,
): Promise<ActivityRow[]> {
  const today = points.filter((point) => point.metric === 'engagement_rate');
  if (today.length === 0) return [];
  const stored = await queryRows<{ object_id: number; source: string; day: string; value: number }>(
    db,
    sql`select object_id::int as object_id, source, to_char(day, 'YYYY-MM-DD') as day,
          value::float8 as value
        from series where object_type = 'account' and metric = 'engagement_rate'
          and object_id in (select jsonb_array_elements_text(${JSON.stringify([...new Set(today.map((p) => p.accountId))])}::jsonb)::bigint)
          and day >= ${dayBefore(date, 8)}::date and day < ${date}::date`,
  );
  const rate = new Map(
    stored.map((row) => [`${row.object_id}|${row.source}|${row.day}`, Number(row.value)]),
  );
  const at = (accountId: number, source: string, back: number) =>
    rate.get(`${accountId}|${source}|${dayBefore(date, back)}`) ?? null;
  return today.flatMap((point): ActivityRow[] => {
    const move = passedEngagementChange(
      { now: point.value, weekAgo: at(point.accountId, point.source, 7) },
      { now: at(point.accountId, point.source, 1), weekAgo: at(point.accountId, point.source, 8) },
    );
    if (move === null) return [];
    const weekAgo = at(point.accountId, point.source, 7)!;
    const change = Math.round((Math.abs(point.value - weekAgo) / weekAgo) * 100);
    return [
      {
        key: activityKey(
          point.source,
          ENGAGEMENT_CHANGE,
          `account:${point.accountId}:${move}`,
          date,
        ),
        source: point.source,
        activity_type: ENGAGEMENT_CHANGE,
        activity_date: date,
        track_id: null,
        account_id: point.accountId,
        ...tierFields({}),
        is_milestone: false,
        activity_text: `Engagement rate ${move} ${change}% in a week, to ${(point.value / 100).toFixed(2)}%`,
        activity_url: null,
        value: point.value,
        details: { move, weekAgo, rate: point.value },
      },
    ];
  });
}
