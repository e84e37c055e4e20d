import { activityTier, type TieredActivity } from '@songstats/domain';

/** An activity as the monitor writes it (table `activities`). */
export interface ActivityRow {
  key: string;
  source: string;
  activity_type: string;
  activity_date: string;
  track_id: number | null;
  /** Set for account-level activities (followers, concerts); track activities reach accounts through the track. */
  account_id: number | null;
  tier: number | null;
  is_highlight: boolean;
  is_milestone: boolean;
  activity_text: string;
  activity_url: string | null;
  value: number | null;
  details: Record<string, unknown>;
}

/**
 * The deterministic key of spec §4 of the architecture: the same change seen twice (a retried
 * job, a restarted worker) is the same key, and the unique index keeps one row.
 */
export function activityKey(source: string, type: string, objectId: string, date: string): string {
  return `${source}:${type}:${objectId}:${date}`;
}

/** Tier (spec §9) and highlight: High Pass and Top End activities are highlights. */
export function tierFields(tiered: TieredActivity): { tier: number | null; is_highlight: boolean } {
  const tier = activityTier(tiered);
  return { tier, is_highlight: tier !== null && tier <= 2 };
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 48000 -> "48K", as the feed words counts ("a playlist with 48K followers"). */
export function compactNumber(value: number): string {
  return compact.format(value);
}
