// Issue 25: a creator's figures on a platform from their posts, and the activities the monitor
// tells of them (one definition for the monitor, the server and the tests).

/** A post's counters (null where the platform does not tell them: YouTube's shares and saves). */
export interface PostCounters {
  views: number;
  /** Null where the platform tells none (Twitch's VODs). */
  likes: number | null;
  comments: number | null;
  shares: number | null;
  saves: number | null;
}

/**
 * (likes + comments + shares + saves) / views: the share of viewers who acted; null unseen, and
 * null where the platform tells no likes or comments of any post (Twitch).
 */
export function engagementRate(posts: readonly PostCounters[]): number | null {
  let views = 0;
  let actions = 0;
  let told = false;
  for (const post of posts) {
    views += post.views;
    if (post.likes !== null || post.comments !== null) told = true;
    actions += (post.likes ?? 0) + (post.comments ?? 0) + (post.shares ?? 0) + (post.saves ?? 0);
  }
  return views > 0 && told ? actions / views : null;
}

/** The days of posts a creator's figures cover (the monitor's window of posts). */
export const CREATOR_STATS_DAYS = 30;

/** A post outperforms when its views reach this many times its creator's median. */
export const OUTPERFORM_FACTOR = 5;

/** The fewest posts in the window for a median to compare with. */
export const OUTPERFORM_MIN_POSTS = 3;

/** The follower counts a creator's passing of is an activity (once each). */
export const CREATOR_FOLLOWER_MILESTONES: readonly number[] = [
  1_000, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000,
  10_000_000, 50_000_000, 100_000_000,
];

/** The thresholds passed going from `before` to `after` (none on first sight). */
export function passedThresholds(
  before: number | null,
  after: number,
  ladder: readonly number[],
): number[] {
  if (before === null || after <= before) return [];
  return ladder.filter((threshold) => before < threshold && after >= threshold);
}

/** The median of the views (the upper middle of an even count); null below the fewest posts. */
export function medianViews(views: readonly number[]): number | null {
  if (views.length < OUTPERFORM_MIN_POSTS) return null;
  const sorted = [...views].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? null;
}

/**
 * Whether a post passed `OUTPERFORM_FACTOR` times its creator's median today: below it at its
 * previous point (`before`, 0 on the day it went out), at or above it now, against the median of
 * today's posts of the window (the post among them).
 */
export function passedOutperform(
  before: number,
  views: number,
  median: number | null,
): median is number {
  if (median === null || median <= 0) return false;
  const bar = OUTPERFORM_FACTOR * median;
  return before < bar && views >= bar;
}

/** A creator's figures on a platform from the posts of the window, with their day's counters. */
export interface CreatorPostStats {
  /** Mean views of the window's posts. */
  averageViews: number;
  /** Engagement rate in hundredths of a percent (523 is 5.23%), as the series store it. */
  engagementRateBp: number | null;
  /** Posts in the window (the series' posts_30d; a week's is 7/30 of it). */
  posts: number;
}

export function creatorPostStats(posts: readonly PostCounters[]): CreatorPostStats | null {
  if (posts.length === 0) return null;
  const rate = engagementRate(posts);
  return {
    averageViews: Math.round(posts.reduce((sum, post) => sum + post.views, 0) / posts.length),
    engagementRateBp: rate === null ? null : Math.round(rate * 10_000),
    posts: posts.length,
  };
}

/** How a creator series is shown: its card title, and the factor and unit of its stored value. */
export const CREATOR_METRICS: Record<
  string,
  { title: string; scale: number; unit: 'percent' | null; order: number }
> = {
  followers: { title: 'Followers', scale: 1, unit: null, order: 0 },
  average_views: { title: 'Average Views', scale: 1, unit: null, order: 1 },
  engagement_rate: { title: 'Engagement Rate', scale: 0.01, unit: 'percent', order: 2 },
  posts_30d: { title: 'Posts per Week', scale: 7 / CREATOR_STATS_DAYS, unit: null, order: 3 },
};

/** A stored creator series value as shown (Posts per Week to one decimal, the rate to two). */
export function creatorMetricValue(metric: string, stored: number): number {
  const spec = CREATOR_METRICS[metric];
  if (!spec) return stored;
  return Math.round(stored * spec.scale * 100) / 100;
}

/** An engagement rate change is news when the rate moved by this share against a week before. */
export const ENGAGEMENT_CHANGE_SHARE = 0.25;

/** The rate's move against a week before: 'up', 'down', or null within a quarter (or unknown). */
export function engagementMove(now: number | null, weekAgo: number | null): 'up' | 'down' | null {
  if (now === null || weekAgo === null || weekAgo <= 0) return null;
  const change = (now - weekAgo) / weekAgo;
  if (change >= ENGAGEMENT_CHANGE_SHARE) return 'up';
  if (change <= -ENGAGEMENT_CHANGE_SHARE) return 'down';
  return null;
}

/**
 * Whether today's rate is a change to tell: it moved by a quarter against a week before today,
 * and yesterday's (against a week before yesterday) had not moved that way, so a lasting move
 * is told once, on its first day.
 */
export function passedEngagementChange(
  today: { now: number | null; weekAgo: number | null },
  yesterday: { now: number | null; weekAgo: number | null },
): 'up' | 'down' | null {
  const move = engagementMove(today.now, today.weekAgo);
  if (move === null) return null;
  if (yesterday.now === null || yesterday.weekAgo === null) return null;
  return engagementMove(yesterday.now, yesterday.weekAgo) === move ? null : move;
}
