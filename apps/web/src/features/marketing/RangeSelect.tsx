import { TIME_RANGES, type TimeRange } from '@songstats/contract';
import { useId } from 'react';

const RANGE_NAMES: Record<TimeRange, string> = {
  '7d': 'Last 7 days',
  '28d': 'Last 28 days',
  '90d': 'Last 90 days',
  '180d': 'Last 180 days',
  '365d': 'Last 365 days',
  all: 'All time',
};

export function rangeFromParam(value: string | null): TimeRange {
  return (TIME_RANGES as readonly string[]).includes(value ?? '') ? (value as TimeRange) : 'all';
}

export function RangeSelect({
  range,
  onChange,
}: {
  range: TimeRange;
  onChange: (range: TimeRange) => void;
}) {
  const id = useId();
  return (
    <div className="text-sm font-medium">
      <label htmlFor={id}>Period </label>
      <select
        id={id}
        value={range}
        onChange={(event) => onChange(event.target.value as TimeRange)}
        className="ml-1 rounded-lg border border-gray-300 px-2 py-1 text-sm"
      >
        {TIME_RANGES.map((option) => (
          <option key={option} value={option}>
            {RANGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
