import { type Database, queryRows } from '@songstats/db';
import {
  CREATOR_FOLLOWER_MILESTONES,
  creatorPostStats,
  medianViews,
  type PostCounters,
  passedEngagementChange,
  passedOutperform,
  passedThresholds,
} from '@songstats/domain';
import {
  creatorFollowers,
  creatorPosts,
  creatorSideFollowers,
  creatorSidePosts,
  hasTwitch,
  POST_PLATFORMS,
  SIDE_PLATFORMS,
  twitchFollowers,
  twitchVods,
  type World,
} from '@songstats/world';
import { sql } from 'drizzle-orm';
import { monitorAccounts } from '../catalogue/sync-catalogue';
import type { MonitorContext } from '../context';
import { ENGAGEMENT_CHANGE, FOLLOWER_MILESTONE, OUTPERFORM } from './creator-profiles';
import {
  loadMonitoredCreators,
  POST_MILESTONE,
  POST_VIEW_THRESHOLDS,
  refreshCreatorPostsDay,
} from './refresh-creator-posts';

// Issue 25: the social activity kinds against the world's ground truth, for the fidelity test
// and the creators' own test. Per creator and platform (TikTok, Instagram, YouTube, Twitch, X
// and Facebook), day by day: the series (followers, average views, engagement
// rate, posts of the window), the follower milestones (a new high passing a threshold), the
// posts passing 100K / 1M views and 5x their creator's median, and the engagement rate changes,
// each once.

type WorldState = World['state'];
type TruthPost = PostCounters & { id: string; publishDay: number };

/** A platform of a creator as the truth tells it: followers, and posts. */
interface TruthPlatform {
  source: string;
  followers: (day: number) => number;
  posts: (day: number, fromDay: number) => TruthPost[];
}

function truthPlatforms(state: WorldState, creator: number): TruthPlatform[] {
  // X and Facebook (issue 25): tweets and page posts; Facebook tells no saves (null).
  const platforms: TruthPlatform[] = SIDE_PLATFORMS.map((platform) => ({
    source: platform,
    followers: (day) => creatorSideFollowers(state, creator, platform, day),
    posts: (day, fromDay) => creatorSidePosts(state, creator, platform, day, fromDay),
  }));
  for (const platform of POST_PLATFORMS) {
    platforms.push({
      source: platform,
      followers: (day) => creatorFollowers(state, creator, platform, day),
      // YouTube tells no shares or saves (decision 042).
      posts: (day, fromDay) =>
        creatorPosts(state, creator, platform, day, fromDay).map((post) =>
          platform === 'youtube' ? { ...post, shares: null, saves: null } : post,
        ),
    });
  }
  if (hasTwitch(state, creator)) {
    platforms.push({
      source: 'twitch',
      followers: (day) => twitchFollowers(state, creator, day) ?? 0,
      // Twitch tells a VOD's views only.
      posts: (day, fromDay) =>
        twitchVods(state, creator, day, fromDay).map((vod) => ({
          ...vod,
          likes: null,
          comments: null,
          shares: null,
          saves: null,
        })),
    });
  }
  return platforms;
}

export interface SocialKinds {
  followerMilestones: string[];
  postMilestones: string[];
  outperforms: string[];
  engagementChanges: string[];
}

export interface SocialTruth extends SocialKinds {
  series: string[];
}

/**
 * Ground truth of the monitored creators (creator id -> account id) read every day from `first`
 * to `last`: what the series and each social activity kind must hold, as sorted rows.
 */
export function socialTruth(
  state: WorldState,
  creators: ReadonlyMap<string, number>,
  first: number,
  last: number,
): SocialTruth {
  const dateOf = (day: number) => state.calendar.dateOf(day);
  const truth: SocialTruth = {
    series: [],
    followerMilestones: [],
    postMilestones: [],
    outperforms: [],
    engagementChanges: [],
  };
  for (const [creatorId, accountId] of creators) {
    const creator = state.creators.findIndex((c) => c.id === creatorId);
    for (const platform of truthPlatforms(state, creator)) {
      const at = `${accountId}|${platform.source}`;
      let high: number | null = null;
      const flagged = new Set<string>();
      const rates = new Map<number, number | null>();
      const rate = (day: number) => rates.get(day) ?? null;
      for (let day = first; day <= last; day++) {
        const followers = platform.followers(day);
        truth.series.push(`${at}|followers|${dateOf(day)}|${followers}`);
        for (const threshold of passedThresholds(high, followers, CREATOR_FOLLOWER_MILESTONES)) {
          truth.followerMilestones.push(`${at}|${threshold}|${dateOf(day)}`);
        }
        high = Math.max(high ?? 0, followers);
        const posts = platform.posts(day, day - 29);
        const stats = creatorPostStats(posts);
        if (stats) {
          truth.series.push(`${at}|average_views|${dateOf(day)}|${stats.averageViews}`);
          truth.series.push(`${at}|posts_30d|${dateOf(day)}|${stats.posts}`);
          if (stats.engagementRateBp !== null) {
            truth.series.push(`${at}|engagement_rate|${dateOf(day)}|${stats.engagementRateBp}`);
          }
        }
        rates.set(day, stats?.engagementRateBp ?? null);
        const move = passedEngagementChange(
          { now: rate(day), weekAgo: rate(day - 7) },
          { now: rate(day - 1), weekAgo: rate(day - 8) },
        );
        if (move) truth.engagementChanges.push(`${at}|${move}|${dateOf(day)}`);
        const median = medianViews(posts.map((post) => post.views));
        const before = new Map(platform.posts(day - 1, day - 30).map((p) => [p.id, p.views]));
        for (const post of posts) {
          // The monitor's first day knows no earlier point: only that day's posts are news.
          if (day === first && post.publishDay !== day) continue;
          const was = post.publishDay === day ? 0 : (before.get(post.id) ?? 0);
          for (const threshold of POST_VIEW_THRESHOLDS) {
            if (was < threshold && post.views >= threshold) {
              truth.postMilestones.push(
                `${platform.source}|${post.id}|${threshold}|${dateOf(day)}|${accountId}`,
              );
            }
          }
          if (flagged.has(post.id) || !passedOutperform(was, post.views, median)) continue;
          flagged.add(post.id);
          truth.outperforms.push(`${platform.source}|${post.id}|${dateOf(day)}|${accountId}`);
        }
      }
    }
  }
  for (const rows of Object.values(truth)) rows.sort();
  return truth;
}

const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  (await queryRows<{ row: string }>(db, query)).map((r) => r.row).sort();

/** The creators' series as the monitor stored them, in `socialTruth`'s form. */
export function recordedCreatorSeries(db: Database): Promise<string[]> {
  return rowsOf(
    db,
    sql`select concat_ws('|', object_id, source, metric, day::text, value) as row from series
        where object_type = 'account' and object_id in (
          select id from accounts where type = 'creator')`,
  );
}

/** The social activity kinds the monitor wrote for creators, in `socialTruth`'s form. */
export async function recordedSocialKinds(db: Database): Promise<SocialKinds> {
  const creatorsOnly = sql`account_id in (select id from accounts where type = 'creator')`;
  return {
    followerMilestones: await rowsOf(
      db,
      sql`select concat_ws('|', account_id, source, value, activity_date::text) as row
          from activities where activity_type = ${FOLLOWER_MILESTONE} and ${creatorsOnly}`,
    ),
    postMilestones: await rowsOf(
      db,
      sql`select concat_ws('|', source, details->>'postExternalId', value, activity_date::text,
            account_id) as row
          from activities where activity_type = ${POST_MILESTONE} and ${creatorsOnly}`,
    ),
    outperforms: await rowsOf(
      db,
      sql`select concat_ws('|', source, details->>'postExternalId', activity_date::text,
            account_id) as row
          from activities where activity_type = ${OUTPERFORM} and ${creatorsOnly}`,
    ),
    engagementChanges: await rowsOf(
      db,
      sql`select concat_ws('|', account_id, source, details->>'move', activity_date::text) as row
          from activities where activity_type = ${ENGAGEMENT_CHANGE} and ${creatorsOnly}`,
    ),
  };
}

const kindsOf = ({ series: _, ...kinds }: SocialTruth): SocialKinds => kinds;

/**
 * For the fidelity test's world run: monitors every creator of the world, reads their platforms
 * day by day from `first` to the world's day (the creator-posts job's day, as a cycle runs it),
 * and returns the social kinds the truth expects and those the monitor recorded.
 */
export async function runSocialFidelity(
  context: MonitorContext,
  world: World,
  first: number,
): Promise<{ expected: SocialKinds; recorded: SocialKinds; counts: Record<string, number> }> {
  const ids = await queryRows<{ id_unique: string }>(
    context.db,
    sql`select id_unique from accounts where type = 'creator'`,
  );
  await monitorAccounts(
    context.db,
    ids.map((row) => row.id_unique),
  );
  const creators = await loadMonitoredCreators(context.db);
  for (let day = first; day <= world.day; day++) {
    await refreshCreatorPostsDay(context, creators, world.state.calendar.dateOf(day));
  }
  const expected = kindsOf(socialTruth(world.state, creators, first, world.day));
  const counts = Object.fromEntries(
    Object.entries(expected).map(([kind, rows]) => [kind, rows.length]),
  );
  counts.twitchFollowerMilestones = expected.followerMilestones.filter((row) =>
    row.includes('|twitch|'),
  ).length;
  // X and Facebook posts among the post kinds (issue 25).
  for (const source of SIDE_PLATFORMS) {
    const of = (rows: string[]) => rows.filter((row) => row.startsWith(`${source}|`)).length;
    counts[`${source}PostMilestones`] = of(expected.postMilestones);
    counts[`${source}Outperforms`] = of(expected.outperforms);
    counts[`${source}EngagementChanges`] = expected.engagementChanges.filter((row) =>
      row.includes(`|${source}|`),
    ).length;
  }
  return { expected, recorded: await recordedSocialKinds(context.db), counts };
}
