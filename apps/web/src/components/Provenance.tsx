import type { Provenance } from '@songstats/contract';
import { useId } from 'react';
import { PROVENANCE_STATE_LABELS, provenanceLines, provenanceText } from './provenance-text';

const DOTS: Record<Provenance['state'], string> = {
  fresh: 'bg-emerald-500',
  estimated: 'bg-sky-500',
  stale: 'bg-amber-500',
};

/**
 * Issue 28 section 4 (decision 063): where a figure comes from, told on hover, on tap and on
 * keyboard focus: a small button (its state's colour) whose tooltip lists the source, when the
 * monitor refreshed it and whether it is fresh, estimated or stale. Inside an element with the
 * class `group` (a card), hovering that element shows it too. Everything comes from the server's
 * `provenance`; nothing here is a figure of its own.
 */
export function ProvenanceMark({
  provenance,
  className = '',
}: {
  provenance: Provenance | null | undefined;
  className?: string;
}) {
  const id = useId();
  if (!provenance) return null;
  const lines = provenanceLines(provenance);
  return (
    <span className={`group relative inline-flex ${className}`} data-testid="provenance">
      <button
        type="button"
        aria-label={`Where this figure comes from: ${PROVENANCE_STATE_LABELS[provenance.state]}`}
        aria-describedby={id}
        data-state={provenance.state}
        className="inline-flex size-4 items-center justify-center rounded-full focus-visible:outline-2"
      >
        <span aria-hidden className={`size-2 rounded-full ${DOTS[provenance.state]}`} />
      </button>
      <span
        role="tooltip"
        id={id}
        data-testid="provenance-tooltip"
        className="invisible absolute top-5 right-0 z-20 w-64 rounded-md bg-gray-900 px-3 py-2 text-left text-xs font-normal text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </span>
    </span>
  );
}

export { provenanceText };
