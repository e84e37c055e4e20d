import type { SeriesPointRow } from '@songstats/db';

/**
 * Issue 21: a card's change over the chosen time range, from the series the monitor stored: the
 * latest value less the value at the range's start (7 days: week over week; 28 days: over four
 * weeks; all time: since the first point). The start is the newest point on or before the
 * latest day less the range; a series younger than the range starts at its first point. Null
 * only when the range holds no point before the latest.
 */
export function rangeDelta(
  points: readonly { day: string; value: number }[],
  days: number | null,
): number | null {
  const sorted = [...points].sort((a, b) => a.day.localeCompare(b.day));
  const latest = sorted.at(-1);
  if (!latest) return null;
  let base = sorted[0]!;
  if (days !== null) {
    const start = new Date(Date.parse(`${latest.day}T00:00:00Z`) - days * 86_400_000)
      .toISOString()
      .slice(0, 10);
    base = sorted.findLast((point) => point.day <= start) ?? base;
  }
  return base.day === latest.day ? null : latest.value - base.value;
}

/**
 * The series cards (`<source>:<metric>`) with their change over the range; other cards (counts
 * of playlists, reach) keep theirs.
 */
export function withRangeDeltas<Card extends { id: string; delta: number | null }>(
  cards: readonly Card[],
  points: readonly SeriesPointRow[],
  days: number | null,
): Card[] {
  const byMetric = new Map<string, SeriesPointRow[]>();
  for (const point of points) {
    const list = byMetric.get(point.metric) ?? [];
    list.push(point);
    byMetric.set(point.metric, list);
  }
  return cards.map((card) => {
    const metric = card.id.slice(card.id.indexOf(':') + 1);
    const series = byMetric.get(metric);
    return series ? { ...card, delta: rangeDelta(series, days) } : card;
  });
}
