import { INTERVALS, type Interval, intervalLabel } from '@songstats/domain';

/** spec §9 intervals: 'Monthly' and 'Yearly (Save 2 Months)'. */
export function IntervalToggle({
  value,
  onChange,
  name = 'interval',
}: {
  value: Interval;
  onChange: (interval: Interval) => void;
  name?: string;
}) {
  return (
    <fieldset className="inline-flex rounded-lg border border-gray-200 p-1">
      <legend className="sr-only">Billing interval</legend>
      {INTERVALS.map((interval) => (
        <label
          key={interval}
          className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 ${
            value === interval ? 'bg-ink text-white' : 'text-gray-600 hover:text-ink'
          }`}
        >
          <input
            type="radio"
            name={name}
            value={interval}
            checked={value === interval}
            onChange={() => onChange(interval)}
            className="sr-only"
          />
          {intervalLabel(interval)}
        </label>
      ))}
    </fieldset>
  );
}
