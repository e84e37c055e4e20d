import { describe, expect, it } from 'vitest';
import { diffChart, type StoredChartEntry } from './diff-chart';

const row = (
  trackId: number,
  position: number | null,
  peak: number,
  lastSeen = '2026-03-01',
): StoredChartEntry => ({
  trackId,
  position,
  peakPosition: peak,
  firstSeen: '2026-02-20',
  lastSeen,
  daysOnChart: 5,
});

describe('diffing a chart', () => {
  it('sees an entry, a new peak, a re-entry and an exit', () => {
    const stored = [row(1, 10, 8), row(2, null, 3), row(3, 40, 40), row(4, 5, 5)];
    const today = [
      { trackId: 1, position: 7 },
      { trackId: 2, position: 20 },
      { trackId: 3, position: 45 },
      { trackId: 9, position: 100 },
    ];
    const diff = diffChart(stored, today, '2026-03-02');
    expect(diff.events).toEqual([
      { type: 'chart_new_peak', trackId: 1, position: 7, previousPosition: 10 },
      { type: 'chart_reentry', trackId: 2, position: 20, previousPosition: null },
      { type: 'chart_entry', trackId: 9, position: 100, previousPosition: null },
      { type: 'chart_exit', trackId: 4, position: null, previousPosition: 5 },
    ]);
    expect(diff.rows.find((r) => r.trackId === 1)).toMatchObject({
      position: 7,
      peakPosition: 7,
      daysOnChart: 6,
    });
    expect(diff.rows.find((r) => r.trackId === 3)).toMatchObject({
      position: 45,
      peakPosition: 40,
    });
    expect(diff.rows.find((r) => r.trackId === 4)).toMatchObject({
      position: null,
      peakPosition: 5,
    });
  });

  it('changes nothing when the same day is applied again', () => {
    const first = diffChart([row(4, 5, 5)], [{ trackId: 1, position: 3 }], '2026-03-02');
    const stored = first.rows;
    expect(diffChart(stored, [{ trackId: 1, position: 3 }], '2026-03-02')).toEqual({
      rows: [],
      events: [],
    });
  });

  it('does not call a climb that stays below the peak a new peak', () => {
    expect(
      diffChart([row(1, 30, 12)], [{ trackId: 1, position: 15 }], '2026-03-02').events,
    ).toEqual([]);
  });
});
