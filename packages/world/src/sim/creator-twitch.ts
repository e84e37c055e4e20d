import { gauss, hash, unit } from '../model/random';
import type { WorldState } from '../world-state';
import { platformFollowers } from './creator-posts';
import {
  burstFollowers,
  DAILY_UNFOLLOW,
  type FakeFollowerBurst,
  plantedFakeBursts,
} from './creator-profile';

// Issue 25: the demo creators who stream on Twitch. A streamer goes live a few evenings a week;
// each stream leaves a VOD (Twitch's past broadcast) that gathers views for a few days, one in
// twenty-five breaking out; the viewers who like the stream follow the channel, and followers
// leave slowly as everywhere else. Everything is a pure function of (seed, creator, day).

/** Purposes of this file's draws (beyond creator-posts.ts's 401-406 and the profiles' 411-419). */
const TwitchSalt = {
  has: 431,
  share: 432,
  stream: 433,
  second: 434,
  length: 435,
  reach: 436,
  viral: 437,
  title: 438,
  viewers: 439,
} as const;

/** The share of the demo creators who also stream on Twitch. */
export const TWITCH_SHARE = 0.45;
/** Streams a week of a creator who streams. */
export const TWITCH_STREAMS_PER_WEEK = 3;
/** New followers per VOD view (a live audience follows more than a feed's). */
export const TWITCH_FOLLOWS_PER_VIEW = 0.02;

/** A VOD: the past broadcast a stream leaves, with its views at the end of a day. */
export interface TwitchVod {
  id: string;
  creator: number;
  title: string;
  publishDay: number;
  /** Second of `publishDay` the stream started (the VOD's created_at). */
  second: number;
  /** Seconds the stream lasted. */
  duration: number;
  viral: boolean;
  views: number;
}

/** Whether the creator has a Twitch channel. */
export function hasTwitch(state: WorldState, creator: number): boolean {
  return unit(state.seed, TwitchSalt.has, creator) < TWITCH_SHARE;
}

/** The channel's followers on day 0: 5 to 30% of the creator's own platform's. */
function startingFollowers(state: WorldState, creator: number): number {
  const main = state.creators[creator]!.platform;
  const share = 0.05 + 0.25 * unit(state.seed, TwitchSalt.share, creator);
  return Math.round(platformFollowers(state, creator, main) * share);
}

const TITLES = [
  'Chill stream and chat',
  'Late night gaming',
  'Just chatting: ask me anything',
  'Reacting to your clips',
  'Cooking live',
  'Road to the next rank',
  'Studio session live',
  'Sunday hangout',
  'Trying the new update',
  'Community games night',
];

function vodOn(state: WorldState, creator: number, day: number): Omit<TwitchVod, 'views'> | null {
  if (day < 1 || !hasTwitch(state, creator)) return null;
  const { seed } = state;
  if (unit(seed, TwitchSalt.stream, creator, day) >= TWITCH_STREAMS_PER_WEEK / 7) return null;
  const h = hash(seed, TwitchSalt.title, creator, day);
  return {
    id: String(1_000_000_000 + (hash(seed, TwitchSalt.stream, creator, day) % 1_000_000_000)),
    creator,
    title: `${TITLES[h % TITLES.length]!} #${day}`,
    publishDay: day,
    // Evenings: between 14:00 and 21:00 UTC, for 1.5 to 5 hours.
    second: 14 * 3600 + (hash(seed, TwitchSalt.second, creator, day) % (7 * 3600)),
    duration: Math.round(5400 + 12_600 * unit(seed, TwitchSalt.length, creator, day)),
    viral: unit(seed, TwitchSalt.viral, creator, day) < 0.04,
  };
}

function withViews(state: WorldState, vod: Omit<TwitchVod, 'views'>, day: number): TwitchVod {
  const { seed } = state;
  const key = [seed, vod.creator, vod.publishDay] as const;
  let final =
    startingFollowers(state, vod.creator) * 0.3 * Math.exp(0.5 * gauss(TwitchSalt.reach, ...key));
  if (vod.viral) final *= 8 + 40 * unit(TwitchSalt.viral + 100, ...key) ** 2;
  const age = day + 1 - vod.publishDay - vod.second / 86_400;
  // A VOD is watched live and in the next days, then barely.
  const share = age <= 0 ? 0 : 1 - Math.exp(-age / 1.2);
  return { ...vod, views: Math.floor(final * share) };
}

/**
 * Ground truth: the creator's VODs from `fromDay` to `day`, newest first, with their views at the
 * end of `day` (none for a creator without a channel).
 */
export function twitchVods(
  state: WorldState,
  creator: number,
  day: number,
  fromDay = 1,
): TwitchVod[] {
  const vods: TwitchVod[] = [];
  if (!hasTwitch(state, creator)) return vods;
  for (let d = day; d >= Math.max(1, fromDay); d--) {
    const vod = vodOn(state, creator, d);
    if (vod) vods.push(withViews(state, vod, day));
  }
  return vods;
}

/**
 * Ground truth (decision 074): the fake-follower bursts of the creator's channel up to `day`, as
 * on the other platforms (none without a channel).
 */
export function twitchFakeFollowerBursts(
  state: WorldState,
  creator: number,
  day: number,
): FakeFollowerBurst[] {
  if (!hasTwitch(state, creator)) return [];
  return plantedFakeBursts(state, 1_000_000 + creator * 3, startingFollowers(state, creator), day);
}

/**
 * Ground truth: the channel's followers at the end of `day` (null without a channel): the
 * starting count decaying, the VODs' viewers who followed and the fake bursts (decision 074).
 */
export function twitchFollowers(state: WorldState, creator: number, day: number): number | null {
  if (!hasTwitch(state, creator)) return null;
  const base = startingFollowers(state, creator) * Math.exp(-DAILY_UNFOLLOW * day);
  let gained = 0;
  for (const vod of twitchVods(state, creator, day)) {
    gained +=
      vod.views * TWITCH_FOLLOWS_PER_VIEW * Math.exp(-DAILY_UNFOLLOW * (day - vod.publishDay));
  }
  return Math.round(base + gained + burstFollowers(twitchFakeFollowerBursts(state, creator, day)));
}

/** The stream live at `second` of `day`, with its viewers then, or null. */
export function twitchLiveStream(state: WorldState, creator: number, day: number, second: number) {
  const vod = vodOn(state, creator, day);
  if (!vod || second < vod.second || second > vod.second + vod.duration) return null;
  const viewers = Math.max(
    1,
    Math.round(
      startingFollowers(state, creator) *
        0.02 *
        Math.exp(
          0.3 * gauss(state.seed, TwitchSalt.viewers, creator, day, Math.floor(second / 600)),
        ),
    ),
  );
  return { vod, viewers };
}
