import type { Provenance, TimeRange } from '@songstats/contract';
import { ProvenanceMark } from '../../../components/Provenance';
import { formatCompact, formatDelta, formatNumber } from '../format';
import { SourceBadge } from '../SourceIcon';

export interface StatCardData {
  id: string;
  title: string;
  value: number | string | null;
  delta: number | null;
  sourceId: string | null;
  /** Issue 25: a rate shown as a percentage (5.23 is 5.23%). */
  unit?: 'percent' | null | undefined;
  /** Issue 28: where the figure comes from, as the server sent it (decision 063). */
  provenance?: Provenance | null | undefined;
}

/** A card's value: a count in short (6.1M), a rate as a percentage (5.23%). */
function cardValue(card: StatCardData): string {
  if (card.unit === 'percent' && typeof card.value === 'number') {
    return `${formatNumber(card.value)}%`;
  }
  return formatCompact(card.value);
}

/** A change with its sign; a rate's in percentage points. */
function cardDelta(card: StatCardData & { delta: number }): string {
  return card.unit === 'percent' ? `${formatDelta(card.delta)} pts` : formatDelta(card.delta);
}

/** What a card's change covers: the chosen time range (issue 21), else the week. */
export function deltaPeriod(range: TimeRange | undefined): string {
  if (range === undefined) return 'in 7 days';
  return range === 'all' ? 'since the first day' : `in ${range.replace('d', '')} days`;
}

/**
 * Summary and stat cards: a title, the value, its change when known: over the chosen time range
 * where the section has one (the server computes it from the stored series), else over 7 days.
 * Hovering a card (its `group`), or focusing or tapping its mark, tells where the figure comes
 * from (issue 28).
 */
export function StatCards({
  cards,
  label,
  range,
}: {
  cards: StatCardData[];
  label: string;
  range?: TimeRange;
}) {
  if (cards.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {cards.map((card) => (
        <li
          key={card.id}
          data-testid="stat-card"
          className="group relative rounded-xl border border-gray-200 bg-white p-4"
        >
          <div className="flex items-center justify-between gap-2 text-xs text-gray-500">
            <span>{card.title}</span>
            <span className="inline-flex items-center gap-1">
              {card.sourceId && <SourceBadge sourceId={card.sourceId} showName={false} />}
              <ProvenanceMark provenance={card.provenance} />
            </span>
          </div>
          <p
            className="mt-1 text-2xl font-semibold text-ink"
            title={typeof card.value === 'number' ? formatNumber(card.value) : undefined}
          >
            {cardValue(card)}
          </p>
          {card.delta !== null && card.delta !== 0 && (
            <p className={`text-xs ${card.delta > 0 ? 'text-emerald-700' : 'text-red-700'}`}>
              {cardDelta({ ...card, delta: card.delta })} {deltaPeriod(range)}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
