import { gauss, hash, unit } from '../model/random';
import type { WorldState } from '../world-state';

/** The platforms whose posts the demo creators publish (issue 25). */
export const POST_PLATFORMS = ['tiktok', 'instagram', 'youtube'] as const;
export type PostPlatform = (typeof POST_PLATFORMS)[number];

export type PostKind = 'video' | 'reel' | 'image' | 'carousel' | 'short';

/** A creator's post as the world knows it, with its counters at the end of a day. */
export interface CreatorPost {
  id: string;
  creator: number;
  platform: PostPlatform;
  kind: PostKind;
  caption: string;
  publishDay: number;
  /** Second of `publishDay` it went out. */
  second: number;
  /** Seconds of video; null for an image or a carousel. */
  duration: number | null;
  /** Whether it goes viral (the views a follower count alone would not explain). */
  viral: boolean;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
}

/** Purposes of this file's draws (beyond the shared `Salt` list, so they never coincide). */
const PostSalt = { posts: 401, kind: 402, second: 403, reach: 404, viral: 405, rate: 406 } as const;

const PLATFORM_INDEX: Record<PostPlatform, number> = { tiktok: 0, instagram: 1, youtube: 2 };

/** Posts a week: the creator's own platform most, the others less (a few a week in all). */
function postsPerWeek(main: boolean, platform: PostPlatform): number {
  if (platform === 'youtube') return main ? 1.5 : 0.5;
  return main ? 2.5 : 0.8;
}

/** The creator's followers on a platform: its own platform's count, a share of it elsewhere. */
export function platformFollowers(state: WorldState, creator: number, platform: PostPlatform) {
  const { followers, platform: main } = state.creators[creator]!;
  if (main === platform) return followers;
  const share = 0.1 + 0.3 * unit(state.seed, PostSalt.reach, creator, PLATFORM_INDEX[platform]);
  return Math.round(followers * share);
}

const SUBJECTS = [
  'morning routine',
  'studio day',
  'first try at this recipe',
  'behind the scenes',
  'Q&A with you all',
  'trying the viral trend',
  'a day in my life',
  'new setup tour',
  'travel diary',
  'what I eat in a day',
  'storytime',
  'workout check',
  'unboxing',
  'honest review',
  'tutorial',
];
const TAGS = [
  '#fyp',
  '#dayinmylife',
  '#creator',
  '#vlog',
  '#tutorial',
  '#trend',
  '#behindthescenes',
];

function kindOf(seed: number, platform: PostPlatform, h: number): PostKind {
  const u = unit(seed, PostSalt.kind, h);
  if (platform === 'tiktok') return 'video';
  if (platform === 'youtube') return u < 0.55 ? 'short' : 'video';
  return u < 0.6 ? 'reel' : u < 0.85 ? 'image' : 'carousel';
}

function durationOf(platform: PostPlatform, kind: PostKind, h: number): number | null {
  const u = (h % 10_000) / 10_000;
  if (kind === 'image' || kind === 'carousel') return null;
  if (platform === 'youtube' && kind === 'video') return Math.round(240 + 900 * u);
  if (platform === 'tiktok') return Math.round(12 + 80 * u);
  return Math.round(10 + 50 * u);
}

/** A platform-shaped id: TikTok's long numbers, Instagram's 17 digits, YouTube's 11 characters. */
function postId(seed: number, creator: number, platform: PostPlatform, day: number): string {
  const a = hash(seed, PostSalt.posts, creator, PLATFORM_INDEX[platform], day);
  const b = hash(a, seed, creator, day, 7);
  if (platform === 'tiktok') return `7${String(a).padStart(10, '0')}${String(b).slice(0, 8)}`;
  if (platform === 'instagram') return `179${String(a).padStart(10, '0')}${String(b).slice(0, 4)}`;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  let x = a;
  let y = b;
  for (let i = 0; i < 11; i++) {
    id += alphabet[(i < 6 ? x : y) & 63];
    if (i < 6) x >>>= 5;
    else y >>>= 5;
  }
  return id;
}

/** The share of its final views a post has `age` days after it went out. */
function viewShare(age: number, viral: boolean, delay: number): number {
  if (age <= 0) return 0;
  // Most posts: fast growth in the first days, then a slow tail (decay of new views).
  if (!viral) return 1 - Math.exp(-age / 1.6);
  // A viral post: a modest start, then an S-curve breakout `delay` days in.
  return 0.03 * (1 - Math.exp(-age / 1.6)) + 0.97 / (1 + Math.exp(-(age - delay) * 1.4));
}

/** The post of `creator` on `platform` published on `day`, if there is one (at most one a day). */
function postOn(
  state: WorldState,
  creator: number,
  platform: PostPlatform,
  day: number,
): Omit<CreatorPost, 'views' | 'likes' | 'comments' | 'shares' | 'saves'> | null {
  if (day < 1) return null;
  const { seed } = state;
  const main = state.creators[creator]!.platform === platform;
  const p = PLATFORM_INDEX[platform];
  if (unit(seed, PostSalt.posts, creator, p, day) >= postsPerWeek(main, platform) / 7) return null;
  const h = hash(seed, PostSalt.kind, creator, p, day);
  const kind = kindOf(seed, platform, h);
  const subject = SUBJECTS[h % SUBJECTS.length]!;
  const first = (h >>> 8) % TAGS.length;
  const tags = `${TAGS[first]} ${TAGS[(first + 1 + ((h >>> 12) % (TAGS.length - 1))) % TAGS.length]}`;
  return {
    id: postId(seed, creator, platform, day),
    creator,
    platform,
    kind,
    caption: `${subject[0]!.toUpperCase()}${subject.slice(1)} ${tags}`,
    publishDay: day,
    second: 6 * 3600 + (hash(seed, PostSalt.second, creator, p, day) % (16 * 3600)),
    duration: durationOf(platform, kind, hash(h, 3)),
    viral: unit(seed, PostSalt.viral, creator, p, day) < 0.05,
  };
}

const RATES: Record<
  PostPlatform,
  { likes: number; comments: number; shares: number; saves: number }
> = {
  tiktok: { likes: 0.08, comments: 0.004, shares: 0.006, saves: 0.007 },
  instagram: { likes: 0.06, comments: 0.003, shares: 0.004, saves: 0.008 },
  youtube: { likes: 0.035, comments: 0.002, shares: 0.0015, saves: 0.001 },
};

/** The post's counters at the end of `day` (all zero before it went out). */
function withCounters(
  state: WorldState,
  post: Omit<CreatorPost, 'views' | 'likes' | 'comments' | 'shares' | 'saves'>,
  day: number,
): CreatorPost {
  const { seed } = state;
  const p = PLATFORM_INDEX[post.platform];
  const key = [seed, post.creator, p, post.publishDay] as const;
  const followers = platformFollowers(state, post.creator, post.platform);
  const reach = post.platform === 'instagram' ? 0.25 : post.platform === 'tiktok' ? 0.6 : 0.35;
  let final = followers * reach * Math.exp(0.6 * gauss(PostSalt.reach, ...key));
  const delay = 1 + 4 * unit(PostSalt.viral, ...key);
  if (post.viral) final *= 30 + 300 * unit(PostSalt.viral + 100, ...key) ** 2;
  const age = day + 1 - post.publishDay - post.second / 86_400;
  const views = Math.floor(final * viewShare(age, post.viral, delay));
  const rates = RATES[post.platform];
  const jitter = (k: number) =>
    0.6 + 0.8 * unit(PostSalt.rate, seed, post.creator, p * 8 + k, post.publishDay);
  return {
    ...post,
    views,
    likes: Math.floor(views * rates.likes * jitter(0)),
    comments: Math.floor(views * rates.comments * jitter(1)),
    shares: Math.floor(views * rates.shares * jitter(2)),
    saves: Math.floor(views * rates.saves * jitter(3)),
  };
}

/**
 * Ground truth: the posts `creator` published on `platform` from `fromDay` to `day`, newest first,
 * with their counters at the end of `day`. Pure: any day can be asked again.
 */
export function creatorPosts(
  state: WorldState,
  creator: number,
  platform: PostPlatform,
  day: number,
  fromDay = 1,
): CreatorPost[] {
  const posts: CreatorPost[] = [];
  for (let d = day; d >= Math.max(1, fromDay); d--) {
    const post = postOn(state, creator, platform, d);
    if (post) posts.push(withCounters(state, post, day));
  }
  return posts;
}

/** The creator index of a creator id, or undefined. */
export function creatorIndexOf(state: WorldState, id: string): number | undefined {
  const index = state.creators.findIndex((creator) => creator.id === id);
  return index < 0 ? undefined : index;
}
