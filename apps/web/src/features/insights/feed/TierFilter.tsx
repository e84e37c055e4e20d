import { isTierId, TIER_IDS, TIERS, type TierId } from '@songstats/domain';

/** The feed's `?tier=` (spec §3, §9): 1 to 4, or null (Bassline, every tiered activity). */
export function feedTierFromParam(value: string | null): TierId | null {
  const tier = Number(value);
  return value !== null && isTierId(tier) ? tier : null;
}

/**
 * The feed's tier control (spec §3, §9): Bassline shows every tiered activity, each tier up
 * only those of its markets and thresholds or higher. Native radio buttons: arrow keys move the
 * choice.
 */
export function TierFilter({
  value,
  applied,
  onChange,
}: {
  value: TierId;
  /** The tier the server applied; higher than `value` when the activity settings ask for it. */
  applied: number | null;
  onChange: (tier: TierId) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-2 text-sm text-gray-600">Tier</legend>
        <div className="inline-flex overflow-hidden rounded-lg border border-gray-300 bg-white">
          {TIER_IDS.map((id) => (
            <label
              key={id}
              className="cursor-pointer px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-50 has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:outline-2"
            >
              <input
                type="radio"
                name="feed-tier"
                value={id}
                checked={id === value}
                onChange={() => onChange(id)}
                className="sr-only"
              />
              {TIERS[id].name}
            </label>
          ))}
        </div>
      </fieldset>
      {applied !== null && applied < value && isTierId(applied) && (
        <p role="status" className="text-xs text-gray-500">
          Your activity settings show {TIERS[applied].name} and up.
        </p>
      )}
    </div>
  );
}
