import {
  type ActivityRow,
  activityKey,
  compactNumber,
  tierFields,
} from '../activities/activity-row';
import type { CounterMetric } from '../counters/counter-sources';
import { crossedMilestones, DEFAULT_MILESTONES } from '../counters/milestones';

export interface AccountValue {
  accountId: number;
  metric: string;
  value: number;
}

/**
 * Follower milestones of accounts: each ladder step crossed since the last stored value. The key
 * has no date: an account reaches a threshold once, even if it dips and climbs again.
 */
export function accountMilestones(
  counters: readonly CounterMetric[],
  values: readonly AccountValue[],
  previous: ReadonlyMap<string, number>,
  date: string,
  ladder: readonly number[] = DEFAULT_MILESTONES,
): ActivityRow[] {
  return values.flatMap(({ accountId, metric, value }) => {
    const counter = counters.find((c) => c.metric === metric);
    if (!counter?.milestones) return [];
    const before = previous.get(`${accountId}:${metric}`) ?? null;
    return crossedMilestones(before, value, ladder).map(
      (threshold): ActivityRow => ({
        key: activityKey(
          counter.source,
          'milestone',
          `account:${accountId}:${metric}:${threshold}`,
          'ever',
        ),
        source: counter.source,
        activity_type: 'milestone',
        activity_date: date,
        track_id: null,
        account_id: accountId,
        ...tierFields({}),
        is_milestone: true,
        activity_text: `Reached ${compactNumber(threshold)} ${counter.noun}`,
        activity_url: null,
        value: threshold,
        details: { metric, threshold },
      }),
    );
  });
}
