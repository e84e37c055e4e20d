// spec §3, §9: the four access tiers, their thresholds and markets, and which activities a
// member sees at the tier chosen in the activity settings.

/** spec §9: the metrics the tier thresholds measure. */
export type TierMetric = 'playlistFollowers' | 'creators' | 'reposts';

export type TierId = 1 | 2 | 3 | 4;

export interface Tier {
  id: TierId;
  name: string;
  thresholds: Readonly<Record<TierMetric, number>>;
  /** Country codes the tier covers; null for the global lowest tier. */
  markets: readonly string[] | null;
}

const TOP_END_MARKETS = ['US', 'GB', 'DE', 'NL', 'FR', 'ES', 'IT', 'CA', 'AU'] as const;
const HIGH_PASS_MARKETS = [...TOP_END_MARKETS, 'BE', 'BR', 'MX', 'IE'] as const;
const MID_RANGE_MARKETS = [...HIGH_PASS_MARKETS, 'JP', 'ZA', 'KR', 'NG', 'AR'] as const;

/** spec §3, §9: tier 4 is the lowest (all markets), tier 1 the most significant. */
export const TIERS: Readonly<Record<TierId, Tier>> = {
  4: {
    id: 4,
    name: 'Bassline',
    thresholds: { playlistFollowers: 200, creators: 2_500, reposts: 500 },
    markets: null,
  },
  3: {
    id: 3,
    name: 'Mid Range',
    thresholds: { playlistFollowers: 500, creators: 10_000, reposts: 5_000 },
    markets: MID_RANGE_MARKETS,
  },
  2: {
    id: 2,
    name: 'High Pass',
    thresholds: { playlistFollowers: 2_500, creators: 50_000, reposts: 10_000 },
    markets: HIGH_PASS_MARKETS,
  },
  1: {
    id: 1,
    name: 'Top End',
    thresholds: { playlistFollowers: 25_000, creators: 250_000, reposts: 25_000 },
    markets: TOP_END_MARKETS,
  },
};

/** From the lowest tier to the highest. */
export const TIER_IDS: readonly TierId[] = [4, 3, 2, 1];

export function isTierId(value: unknown): value is TierId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** An activity as far as tiers are concerned. */
export interface TieredActivity {
  /** The measured size (followers, creators, reposts), absent for activities without one. */
  metric?: TierMetric | null;
  value?: number | null;
  /** The market of the activity (a chart's or playlist's country), absent when global. */
  countryCode?: string | null;
}

export function meetsTier(activity: TieredActivity, tier: Tier): boolean {
  if (activity.metric && (activity.value ?? 0) < tier.thresholds[activity.metric]) return false;
  if (tier.markets && activity.countryCode) {
    return tier.markets.includes(activity.countryCode.toUpperCase());
  }
  return true;
}

/**
 * spec §9: the highest tier an activity reaches (1 is highest), or null when it stays below the
 * Bassline thresholds. Activities without a measured size (milestones, charts, radio) reach
 * every tier whose market covers them.
 */
export function activityTier(activity: TieredActivity): TierId | null {
  let reached: TierId | null = null;
  for (const id of TIER_IDS) {
    if (!meetsTier(activity, TIERS[id])) break;
    reached = id;
  }
  return reached;
}

/**
 * spec §9: an activity is visible at the chosen tier when it reaches it: tier 4 shows everything
 * from Bassline up, tier 1 only the most significant activities.
 */
export function isActivityVisibleAtTier(activity: TieredActivity, chosen: TierId): boolean {
  const reached = activityTier(activity);
  return reached !== null && reached <= chosen;
}
