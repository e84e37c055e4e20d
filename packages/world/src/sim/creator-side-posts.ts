import { gauss, hash, unit } from '../model/random';
import type { WorldState } from '../world-state';
import { platformFollowers } from './creator-posts';
import {
  burstFollowers,
  DAILY_UNFOLLOW,
  type FakeFollowerBurst,
  plantedFakeBursts,
  SIDE_PLATFORMS,
  type SidePlatform,
  sideShare,
} from './creator-profile';

// Issue 25: the demo creators' posts on X and Facebook. Every creator keeps both: a few posts a
// week on X (a tweet, now and then with a video) and one or two on their Facebook page (a status,
// a photo or a video). A post's views (X's impressions, Facebook's post impressions) come fast in
// the first day and barely after, one in twenty-five breaking out. Decision 074: a post's viewers
// follow as on the other platforms (they used to follow the creator's own platform only), and
// some profiles buy bursts of fake followers, so the audience-quality estimate has truth here too.
// Everything is a pure function of (seed, creator, platform, day).

/** Purposes of this file's draws (beyond 401-406, 411-419 and Twitch's 431-439). */
const SideSalt = {
  post: 441,
  kind: 442,
  second: 443,
  reach: 444,
  viral: 445,
  rate: 446,
  id: 447,
  size: 448,
} as const;

export type SidePostKind = 'tweet' | 'video' | 'status' | 'photo';

/** A creator's post on X or Facebook as the world knows it, with its counters at a day's end. */
export interface SidePost {
  id: string;
  creator: number;
  platform: SidePlatform;
  kind: SidePostKind;
  caption: string;
  publishDay: number;
  /** Second of `publishDay` it went out. */
  second: number;
  /** Seconds of a video; null otherwise. */
  duration: number | null;
  viral: boolean;
  /** X's impressions, Facebook's post impressions. */
  views: number;
  /** X's likes, Facebook's reactions. */
  likes: number;
  /** X's replies, Facebook's comments. */
  comments: number;
  /** X's reposts and quotes, Facebook's shares. */
  shares: number;
  /** X's bookmarks; Facebook tells none (null). */
  saves: number | null;
}

/** Posts a week on each platform. */
export const SIDE_POSTS_PER_WEEK: Record<SidePlatform, number> = { twitter: 4, facebook: 1.5 };

/** The share of followers a usual post reaches (X's timeline shows a post more than a page's feed). */
const REACH: Record<SidePlatform, number> = { twitter: 0.45, facebook: 0.15 };

/** Per view: likes (reactions), replies (comments), reposts and quotes (shares), bookmarks. */
const RATES: Record<
  SidePlatform,
  { likes: number; comments: number; shares: number; saves: number }
> = {
  twitter: { likes: 0.012, comments: 0.0015, shares: 0.002, saves: 0.001 },
  facebook: { likes: 0.03, comments: 0.004, shares: 0.003, saves: 0 },
};

const TEXTS = [
  'New video is up, link in bio',
  'Thank you all for the love on the last one',
  'Which one should I film next?',
  'Behind the scenes of this week',
  'Going live later today',
  'Tell me your favourite part',
  'A little update on the channel',
  'Big news coming soon',
  'Throwback to last summer',
  'Answering your questions tomorrow',
];

/** The platform's draws of a creator apart: X's and Facebook's never coincide. */
const at = (platform: SidePlatform) => SIDE_PLATFORMS.indexOf(platform);

/** The followers a platform's post reaches at the start: the side share of the creator's own. */
function startingFollowers(state: WorldState, creator: number, platform: SidePlatform): number {
  const main = state.creators[creator]!.platform;
  return Math.round(sideShare(state, creator, platform) * platformFollowers(state, creator, main));
}

function kindOf(platform: SidePlatform, u: number): SidePostKind {
  if (platform === 'twitter') return u < 0.25 ? 'video' : 'tweet';
  return u < 0.3 ? 'video' : u < 0.75 ? 'photo' : 'status';
}

/** X's 19-digit ids; a Facebook post's id is `{page-id}_{post-id}`. */
function postId(state: WorldState, creator: number, platform: SidePlatform, day: number): string {
  const a = hash(state.seed, SideSalt.id, creator, at(platform), day);
  const b = hash(a, day, creator);
  if (platform === 'twitter') {
    return `18${String(a).padStart(10, '0')}${String(b).padStart(10, '0').slice(0, 7)}`;
  }
  return `${state.creators[creator]!.id}_${String(a).padStart(10, '0')}${String(b).slice(0, 5)}`;
}

type Unsized = Omit<SidePost, 'views' | 'likes' | 'comments' | 'shares' | 'saves'>;

/** The creator's post on the platform on `day`, if there is one (at most one a day). */
function postOn(state: WorldState, creator: number, platform: SidePlatform, day: number) {
  if (day < 1) return null;
  const { seed } = state;
  const p = at(platform);
  if (unit(seed, SideSalt.post, creator, p, day) >= SIDE_POSTS_PER_WEEK[platform] / 7) return null;
  const h = hash(seed, SideSalt.kind, creator, p, day);
  const kind = kindOf(platform, unit(seed, SideSalt.kind, creator, p, day));
  const post: Unsized = {
    id: postId(state, creator, platform, day),
    creator,
    platform,
    kind,
    caption: `${TEXTS[h % TEXTS.length]!} (${state.calendar.dateOf(day)})`,
    publishDay: day,
    second: 7 * 3600 + (hash(seed, SideSalt.second, creator, p, day) % (15 * 3600)),
    duration: kind === 'video' ? 8 + (hash(h, 5) % 170) : null,
    viral: unit(seed, SideSalt.viral, creator, p, day) < 0.04,
  };
  return post;
}

function withCounters(state: WorldState, post: Unsized, day: number): SidePost {
  const { seed } = state;
  const p = at(post.platform);
  const key = [seed, post.creator, p, post.publishDay] as const;
  let final =
    startingFollowers(state, post.creator, post.platform) *
    REACH[post.platform] *
    Math.exp(0.5 * gauss(SideSalt.reach, ...key));
  if (post.viral) final *= 10 + 90 * unit(SideSalt.size, ...key) ** 2;
  const age = day + 1 - post.publishDay - post.second / 86_400;
  // A feed's post: most of its views on the first day, a short tail after.
  const views = age <= 0 ? 0 : Math.floor(final * (1 - Math.exp(-age / 0.8)));
  const rates = RATES[post.platform];
  const jitter = (k: number) =>
    0.6 + 0.8 * unit(SideSalt.rate, seed, post.creator, p * 8 + k, post.publishDay);
  return {
    ...post,
    views,
    likes: Math.floor(views * rates.likes * jitter(0)),
    comments: Math.floor(views * rates.comments * jitter(1)),
    shares: Math.floor(views * rates.shares * jitter(2)),
    saves: post.platform === 'facebook' ? null : Math.floor(views * rates.saves * jitter(3)),
  };
}

/**
 * Ground truth: the creator's posts on X or Facebook from `fromDay` to `day`, newest first, with
 * their counters at the end of `day`.
 */
export function creatorSidePosts(
  state: WorldState,
  creator: number,
  platform: SidePlatform,
  day: number,
  fromDay = 1,
): SidePost[] {
  const posts: SidePost[] = [];
  for (let d = day; d >= Math.max(1, fromDay); d--) {
    const post = postOn(state, creator, platform, d);
    if (post) posts.push(withCounters(state, post, day));
  }
  return posts;
}

/** New followers per view of a post (decision 074): an X timeline's viewers follow less. */
export const SIDE_FOLLOWS_PER_VIEW: Record<SidePlatform, number> = {
  twitter: 0.004,
  facebook: 0.01,
};

/**
 * Ground truth (decision 074): the fake-follower bursts of the creator's X or Facebook profile up
 * to `day`, as on the other platforms (4 to 12% of the starting followers at once, by chance).
 */
export function sideFakeFollowerBursts(
  state: WorldState,
  creator: number,
  platform: SidePlatform,
  day: number,
): FakeFollowerBurst[] {
  return plantedFakeBursts(
    state,
    1_000_000 + creator * 3 + 1 + at(platform),
    startingFollowers(state, creator, platform),
    day,
  );
}

/**
 * Ground truth: the creator's followers on X or Facebook at the end of `day`: the starting count
 * (a share of the creator's own platform's) decaying slowly, plus the followers every post has
 * brought so far (a share of its views) and the fake bursts (decision 074).
 */
export function creatorSideFollowers(
  state: WorldState,
  creator: number,
  platform: SidePlatform,
  day: number,
): number {
  const base = startingFollowers(state, creator, platform) * Math.exp(-DAILY_UNFOLLOW * day);
  let gained = 0;
  for (const post of creatorSidePosts(state, creator, platform, day)) {
    gained +=
      post.views *
      SIDE_FOLLOWS_PER_VIEW[platform] *
      Math.exp(-DAILY_UNFOLLOW * (day - post.publishDay));
  }
  return Math.round(
    base + gained + burstFollowers(sideFakeFollowerBursts(state, creator, platform, day)),
  );
}
