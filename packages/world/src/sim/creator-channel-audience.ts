import type { WorldState } from '../world-state';
import type { PostPlatform } from './creator-posts';
import {
  audienceBreakdown,
  type FakeFollowerBurst,
  fakeFollowerBursts,
  type SidePlatform,
} from './creator-profile';
import { creatorSideFollowers, sideFakeFollowerBursts } from './creator-side-posts';
import { twitchFakeFollowerBursts, twitchFollowers } from './creator-twitch';

// Decision 074: the audience of a creator's Twitch channel, X account and Facebook page by city,
// country, age range and gender, as TikTok's, Instagram's and YouTube's (creatorAudience): the
// profile's followers spread over places leaning to the creator's home, with each platform's ages.

/** The platforms whose audience this file tells. */
export const CHANNEL_AUDIENCE_PLATFORMS = ['twitch', 'twitter', 'facebook'] as const;
export type ChannelAudiencePlatform = (typeof CHANNEL_AUDIENCE_PLATFORMS)[number];

/**
 * Ages per platform (13-17 … 55+): Twitch's streams the youngest after TikTok, X's adults,
 * Facebook's the oldest. The women's share: Twitch's lowest.
 */
const SPREADS: Record<
  ChannelAudiencePlatform,
  { ages: readonly number[]; female: readonly [number, number] }
> = {
  twitch: { ages: [0.1, 0.42, 0.3, 0.12, 0.04, 0.02], female: [0.2, 0.25] },
  twitter: { ages: [0.03, 0.24, 0.33, 0.2, 0.11, 0.09], female: [0.3, 0.3] },
  facebook: { ages: [0.02, 0.12, 0.25, 0.22, 0.19, 0.2], female: [0.35, 0.3] },
};

/** The profile's followers at the end of `day` (0 for a creator without a Twitch channel). */
export function channelFollowers(
  state: WorldState,
  creator: number,
  platform: ChannelAudiencePlatform,
  day: number,
): number {
  if (platform === 'twitch') return twitchFollowers(state, creator, day) ?? 0;
  return creatorSideFollowers(state, creator, platform as SidePlatform, day);
}

/**
 * Ground truth: the creator's followers on Twitch, X or Facebook at the end of `day` by city (top
 * 25), country (top 20), age range and gender.
 */
export function channelAudience(
  state: WorldState,
  creator: number,
  platform: ChannelAudiencePlatform,
  day: number,
) {
  const q = CHANNEL_AUDIENCE_PLATFORMS.indexOf(platform);
  return audienceBreakdown(state, creator, {
    placeKey: 1_000_000 + creator * 3 + q,
    ageKey: [creator, 3 + q],
    ageWeights: SPREADS[platform].ages,
    female: SPREADS[platform].female,
    total: channelFollowers(state, creator, platform, day),
    day,
  });
}

/**
 * Ground truth: the fake-follower bursts the creator's profile on any of the six platforms got up
 * to `day` (issue 25's audience quality; Twitch, X and Facebook since decision 074).
 */
export function creatorFakeBursts(
  state: WorldState,
  creator: number,
  platform: PostPlatform | ChannelAudiencePlatform,
  day: number,
): FakeFollowerBurst[] {
  if (platform === 'twitch') return twitchFakeFollowerBursts(state, creator, day);
  if (platform === 'twitter' || platform === 'facebook') {
    return sideFakeFollowerBursts(state, creator, platform, day);
  }
  return fakeFollowerBursts(state, creator, platform, day);
}
