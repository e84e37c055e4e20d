import { CITIES } from '../data/cities';
import { gauss, unit } from '../model/random';
import type { WorldState } from '../world-state';
import { creatorPosts, type PostPlatform, platformFollowers } from './creator-posts';

// Issue 25: a creator's profile on each platform day by day: followers that grow with the views
// of the creator's posts (a viral post brings a spike of followers in the days it breaks out),
// lose a few every day (slow decay), and an audience by country, city, age and gender.

/** Purposes of this file's draws (beyond creator-posts.ts's 401-406). */
const ProfileSalt = {
  handle: 411,
  city: 412,
  age: 413,
  gender: 414,
  wobble: 415,
  side: 416,
  burst: 417,
  burstDay: 418,
  burstSize: 419,
} as const;

/** New followers per view of a post: how many viewers follow (TikTok's feed is the least loyal). */
export const FOLLOWS_PER_VIEW: Record<PostPlatform, number> = {
  tiktok: 0.003,
  instagram: 0.006,
  youtube: 0.004,
};

/** The share of followers lost each day (inactive accounts leaving, unfollows). */
export const DAILY_UNFOLLOW = 0.0004;

/**
 * Ground truth: the creator's followers on the platform at the end of `day`: the starting count
 * decaying slowly, plus the followers every post has brought so far (a share of its views).
 */
export function creatorFollowers(
  state: WorldState,
  creator: number,
  platform: PostPlatform,
  day: number,
): number {
  const base = platformFollowers(state, creator, platform) * Math.exp(-DAILY_UNFOLLOW * day);
  let gained = 0;
  for (const post of creatorPosts(state, creator, platform, day)) {
    // A post's new followers also leave slowly from the day it went out.
    gained +=
      post.views * FOLLOWS_PER_VIEW[platform] * Math.exp(-DAILY_UNFOLLOW * (day - post.publishDay));
  }
  return Math.round(base + gained + fakeFollowersUntil(state, creator, platform, day));
}

/** The chance a creator's profile on a platform buys a burst of fake followers in a 30-day block. */
export const FAKE_BURST_CHANCE = 0.12;

export type FakeFollowerBurst = { day: number; followers: number };

/**
 * Ground truth (issue 25, audience quality): the bursts of fake followers the creator's profile
 * on the platform got up to `day`: in each block of 30 days, by chance, one day on which 4 to 12%
 * of the starting followers arrive at once, with no post's views behind them (they never watch).
 */
export function fakeFollowerBursts(
  state: WorldState,
  creator: number,
  platform: PostPlatform,
  day: number,
): FakeFollowerBurst[] {
  return plantedFakeBursts(
    state,
    creator * 3 + PLATFORM_INDEX[platform],
    platformFollowers(state, creator, platform),
    day,
  );
}

/**
 * The fake-follower bursts of one profile (`key` keeps every creator's platforms apart) up to
 * `day`: in each block of 30 days, by chance, one day on which 4 to 12% of `starting` arrive.
 */
export function plantedFakeBursts(
  state: WorldState,
  key: number,
  starting: number,
  day: number,
): FakeFollowerBurst[] {
  const bursts: FakeFollowerBurst[] = [];
  for (let block = 0; block * 30 <= day; block++) {
    if (unit(state.seed, ProfileSalt.burst, key, block) >= FAKE_BURST_CHANCE) continue;
    const burstDay =
      block * 30 + 5 + Math.floor(20 * unit(state.seed, ProfileSalt.burstDay, key, block));
    if (burstDay > day) continue;
    const share = 0.04 + 0.08 * unit(state.seed, ProfileSalt.burstSize, key, block);
    bursts.push({ day: burstDay, followers: Math.round(share * starting) });
  }
  return bursts;
}

/** The followers of `bursts` (planted by `day`). */
export const burstFollowers = (bursts: readonly FakeFollowerBurst[]) =>
  bursts.reduce((sum, burst) => sum + burst.followers, 0);

function fakeFollowersUntil(
  state: WorldState,
  creator: number,
  platform: PostPlatform,
  day: number,
): number {
  return burstFollowers(fakeFollowerBursts(state, creator, platform, day));
}

/** The platforms where creators keep a profile beside their own (issue 25, decision 069). */
export const SIDE_PLATFORMS = ['twitter', 'facebook'] as const;
export type SidePlatform = (typeof SIDE_PLATFORMS)[number];

/** The share of the creator's own platform's followers that follow them on X or Facebook on day 0. */
export function sideShare(state: WorldState, creator: number, platform: SidePlatform): number {
  return 0.05 + 0.2 * unit(state.seed, ProfileSalt.side, creator, SIDE_PLATFORMS.indexOf(platform));
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const handleCache = new WeakMap<WorldState, string[]>();

/**
 * The creator's user name on the platforms (the same everywhere, as creators keep one): the name
 * without spaces in lower case, with the creator's number when an earlier creator has it.
 */
export function creatorHandle(state: WorldState, creator: number): string {
  let handles = handleCache.get(state);
  if (!handles) {
    const seen = new Set<string>();
    handles = state.creators.map((entry, index) => {
      const base = slug(entry.name) || 'creator';
      const handle = seen.has(base) ? `${base}${index}` : base;
      seen.add(handle);
      return handle;
    });
    handleCache.set(state, handles);
  }
  return handles[creator]!;
}

/** The creator's profile links' ids: TikTok and Instagram user names, YouTube's @handle. */
export function creatorHandles(state: WorldState, creator: number) {
  const handle = creatorHandle(state, creator);
  return { tiktok: handle, instagram: handle, youtube: `@${handle}` };
}

export const AGE_RANGES = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'] as const;
export const GENDERS = ['female', 'male', 'other'] as const;

/** The audience's age profile per platform (TikTok the youngest, YouTube the oldest). */
const AGE_WEIGHTS: Record<PostPlatform, readonly number[]> = {
  tiktok: [0.12, 0.38, 0.28, 0.12, 0.06, 0.04],
  instagram: [0.06, 0.3, 0.34, 0.16, 0.08, 0.06],
  youtube: [0.05, 0.2, 0.3, 0.2, 0.13, 0.12],
};

const PLATFORM_INDEX: Record<PostPlatform, number> = { tiktok: 0, instagram: 1, youtube: 2 };

export type AudienceShare<K extends string> = { key: K; value: number };

/** Spreads `total` over weights, floored; the parts sum to at most `total`. */
function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  return weights.map((weight) => Math.floor((total * weight) / sum));
}

/**
 * Ground truth: the creator's followers on the platform at the end of `day` by city (the top 25,
 * about half of them in named cities), by country (top 20), by age range and by gender. Places
 * lean to the creator's home country; each has a taste of its own and a small daily wobble.
 */
export function creatorAudience(
  state: WorldState,
  creator: number,
  platform: PostPlatform,
  day: number,
) {
  const p = PLATFORM_INDEX[platform];
  return audienceBreakdown(state, creator, {
    placeKey: creator * 3 + p,
    ageKey: [creator, p],
    ageWeights: AGE_WEIGHTS[platform],
    female: [0.3, 0.4],
    total: creatorFollowers(state, creator, platform, day),
    day,
  });
}

/** How a profile's followers spread: its draws' keys, the platform's ages and women's share. */
export interface AudienceSpread {
  /** Keeps the places' draws of every creator's profiles apart. */
  placeKey: number;
  /** Keeps the ages' and gender's draws apart. */
  ageKey: readonly [number, number];
  ageWeights: readonly number[];
  /** The women's share: the lowest and the width of its range. */
  female: readonly [number, number];
  total: number;
  day: number;
}

/** A profile's `total` followers by city, country, age range and gender (`creatorAudience`). */
export function audienceBreakdown(state: WorldState, creator: number, spec: AudienceSpread) {
  const { seed } = state;
  const { total, day, placeKey, ageKey } = spec;
  const home = state.creators[creator]!.countryCode;
  const weights = CITIES.map((city, c) => {
    const homeWeight = city.countryCode === home ? 10 : 1;
    const taste = Math.exp(1.2 * gauss(seed, ProfileSalt.city, placeKey, c));
    const wobble = Math.exp(0.04 * gauss(seed, ProfileSalt.wobble, placeKey, c, day + 1));
    return homeWeight * taste * wobble;
  });
  const perCity = spread(total * 0.5, weights);
  const byCountry = new Map<string, number>();
  perCity.forEach((count, c) => {
    const code = CITIES[c]!.countryCode;
    byCountry.set(code, (byCountry.get(code) ?? 0) + count);
  });
  const cities = perCity
    .map((count, c) => ({ count, c }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.c - b.c)
    .slice(0, 25)
    .map(({ count, c }) => ({
      city_name: CITIES[c]!.name,
      country_code: CITIES[c]!.countryCode,
      value: count,
    }));
  const countries = [...byCountry]
    .map(([code, count]) => ({ country_code: code, value: count * 2 }))
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value || a.country_code.localeCompare(b.country_code))
    .slice(0, 20);
  const ageWeights = spec.ageWeights.map(
    (weight, a) => weight * (0.7 + 0.6 * unit(seed, ProfileSalt.age, ageKey[0], ageKey[1], a)),
  );
  const female =
    spec.female[0] + spec.female[1] * unit(seed, ProfileSalt.gender, ageKey[0], ageKey[1]);
  const genderWeights = [female, 0.97 - female, 0.03];
  return {
    total,
    cities,
    countries,
    ages: spread(total, ageWeights).map((value, a) => ({ age_range: AGE_RANGES[a]!, value })),
    genders: spread(total, genderWeights).map((value, g) => ({ gender: GENDERS[g]!, value })),
  };
}
