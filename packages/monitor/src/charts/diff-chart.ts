export interface StoredChartEntry {
  trackId: number;
  /** Null while off the chart. */
  position: number | null;
  peakPosition: number;
  firstSeen: string;
  lastSeen: string;
  daysOnChart: number;
}

export type ChartEventType = 'chart_entry' | 'chart_new_peak' | 'chart_reentry' | 'chart_exit';

export interface ChartEvent {
  type: ChartEventType;
  trackId: number;
  position: number | null;
  previousPosition: number | null;
}

export interface ChartDiff {
  /** Rows to write back; rows not listed are unchanged. */
  rows: StoredChartEntry[];
  events: ChartEvent[];
}

/**
 * A chart's movements on `date` against what was stored: entries, new peaks, re-entries (a track
 * back after leaving) and exits. Applying the same day twice changes nothing the second time.
 */
export function diffChart(
  stored: readonly StoredChartEntry[],
  positions: readonly { trackId: number; position: number }[],
  date: string,
): ChartDiff {
  const storedByTrack = new Map(stored.map((row) => [row.trackId, row]));
  const onChartToday = new Set<number>();
  const rows: StoredChartEntry[] = [];
  const events: ChartEvent[] = [];
  for (const { trackId, position } of positions) {
    if (onChartToday.has(trackId)) continue;
    onChartToday.add(trackId);
    const before = storedByTrack.get(trackId);
    if (before?.lastSeen === date) continue;
    if (!before) {
      rows.push({
        trackId,
        position,
        peakPosition: position,
        firstSeen: date,
        lastSeen: date,
        daysOnChart: 1,
      });
      events.push({ type: 'chart_entry', trackId, position, previousPosition: null });
      continue;
    }
    const row = {
      ...before,
      position,
      peakPosition: Math.min(before.peakPosition, position),
      lastSeen: date,
      daysOnChart: before.daysOnChart + 1,
    };
    rows.push(row);
    if (before.position === null) {
      events.push({ type: 'chart_reentry', trackId, position, previousPosition: null });
    } else if (position < before.peakPosition) {
      events.push({ type: 'chart_new_peak', trackId, position, previousPosition: before.position });
    }
  }
  for (const before of stored) {
    if (before.position === null || onChartToday.has(before.trackId)) continue;
    rows.push({ ...before, position: null });
    events.push({
      type: 'chart_exit',
      trackId: before.trackId,
      position: null,
      previousPosition: before.position,
    });
  }
  return { rows, events };
}
