import { MILESTONE_LADDER } from '@songstats/domain';

/** The default milestone ladder: 1K, 10K, 100K, 1M, 10M, 100M, 1B (the forecasts' too). */
export const DEFAULT_MILESTONES: readonly number[] = MILESTONE_LADDER;

/** The thresholds a counter passed going from `before` to `after` (none on first sight). */
export function crossedMilestones(
  before: number | null,
  after: number,
  ladder: readonly number[] = DEFAULT_MILESTONES,
): number[] {
  if (before === null || after <= before) return [];
  return ladder.filter((threshold) => before < threshold && after >= threshold);
}
