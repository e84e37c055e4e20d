/** The default milestone ladder: 1K, 10K, 100K, 1M, 10M, 100M, 1B. */
export const DEFAULT_MILESTONES: readonly number[] = [
  1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
];

/** The thresholds a counter passed going from `before` to `after` (none on first sight). */
export function crossedMilestones(
  before: number | null,
  after: number,
  ladder: readonly number[] = DEFAULT_MILESTONES,
): number[] {
  if (before === null || after <= before) return [];
  return ladder.filter((threshold) => before < threshold && after >= threshold);
}
