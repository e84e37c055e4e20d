import { describe, expect, it } from 'vitest';
import { axisMaximum, seriesChartOption } from './series-chart-option';

const series = (id: string, values: number[]) => ({
  id,
  title: id,
  points: values.map((value, day) => ({ date: `2026-03-0${day + 1}`, value })),
});

describe('series chart axes (issue 21)', () => {
  it('stops a popularity axis at 100', () => {
    const option = seriesChartOption([series('popularity_current', [55, 61])], 'Popularity');
    expect(option.yAxis).toMatchObject({ type: 'value', max: 100 });
  });

  it('leaves counters and mixed charts to scale themselves', () => {
    expect(
      seriesChartOption([series('streams_total', [10, 200])], 'Streams').yAxis,
    ).not.toHaveProperty('max');
    expect(axisMaximum([series('popularity_current', [50]), series('streams_total', [9])])).toBe(
      undefined,
    );
    expect(axisMaximum([])).toBe(undefined);
  });
});
