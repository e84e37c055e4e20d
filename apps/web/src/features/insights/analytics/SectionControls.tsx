import { TIME_RANGES, type TimeRange } from '@songstats/contract';

const RANGE_LABELS: Record<TimeRange, string> = {
  '7d': 'Last 7 days',
  '28d': 'Last 28 days',
  '90d': 'Last 90 days',
  '180d': 'Last 180 days',
  '365d': 'Last 365 days',
  all: 'All time',
};

/** spec §3 scopeMenuOptions and canFilterByTime: the scope menu and the time filter. */
export function SectionControls({
  scopeOptions,
  scope,
  onScope,
  canFilterByTime,
  range,
  onRange,
}: {
  scopeOptions: { id: string; title: string }[];
  scope: string | null;
  onScope: (scope: string) => void;
  canFilterByTime: boolean;
  range: TimeRange;
  onRange: (range: TimeRange) => void;
}) {
  if (scopeOptions.length === 0 && !canFilterByTime) return null;
  const select = 'rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-sm text-ink';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {scopeOptions.length > 0 && (
        <label className="flex items-center gap-2 text-sm text-gray-600">
          Scope
          <select
            className={select}
            value={scope ?? scopeOptions[0]?.id}
            onChange={(event) => onScope(event.target.value)}
          >
            {scopeOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {canFilterByTime && (
        <label className="flex items-center gap-2 text-sm text-gray-600">
          Time
          <select
            className={select}
            value={range}
            onChange={(event) => onRange(event.target.value as TimeRange)}
          >
            {TIME_RANGES.map((entry) => (
              <option key={entry} value={entry}>
                {RANGE_LABELS[entry]}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
