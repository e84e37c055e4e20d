// @vitest-environment happy-dom
import type { Provenance, SeriesJumpResponse } from '@songstats/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LineChart from './LineChart';
import {
  dayTickIndexes,
  jumpsByDay,
  linePath,
  nearestIndex,
  niceStep,
  valueAxis,
} from './line-chart-scale';

afterEach(cleanup);

const provenance: Provenance = {
  sourceId: 'deezer',
  day: '2026-11-16',
  refreshedAt: '2026-11-16T06:30:00.000Z',
  state: 'stale',
  note: 'Last read 10 days ago.',
};

const jump = (date: string): SeriesJumpResponse => ({
  seriesId: 'streams_total',
  source: 'spotify',
  title: 'Streams',
  date,
  change: 21_000,
  expected: 1_000,
  direction: 'up',
  causes: [],
  explanation: 'Added to Night Drive',
});

const series = (values: (number | null)[], id = 'streams_total') => ({
  id,
  title: 'Streams',
  provenance,
  points: values.map((value, day) => ({
    date: `2026-03-${String(day + 1).padStart(2, '0')}`,
    value,
  })),
});

describe('the line chart arithmetic (issue 29)', () => {
  it('scales the value axis to the values on nice steps; popularity stops at 100', () => {
    expect(niceStep(1000, 4)).toBe(200);
    expect(niceStep(2000, 4)).toBe(500);
    expect(niceStep(0, 4)).toBe(1);
    expect(valueAxis('streams_total', [120, 980])).toEqual({
      min: 0,
      max: 1000,
      ticks: [0, 200, 400, 600, 800, 1000],
    });
    expect(valueAxis('streams_total', [1010, 1090]).min).toBe(1000);
    const popularity = valueAxis('popularity_current', [55, 61]);
    expect(popularity.max).toBe(100);
    expect(popularity.ticks.at(-1)).toBe(100);
    // One value: a band around it, not a zero-height axis.
    const flat = valueAxis('streams_total', [500]);
    expect(flat.min).toBeLessThan(500);
    expect(flat.max).toBeGreaterThan(500);
    expect(valueAxis('streams_total', []).ticks.length).toBeGreaterThan(0);
  });

  it('spreads the day labels, finds the nearest day and breaks the line at missing days', () => {
    expect(dayTickIndexes(30, 4)).toEqual([0, 10, 19, 29]);
    expect(dayTickIndexes(1, 4)).toEqual([0]);
    expect(dayTickIndexes(0, 4)).toEqual([]);
    expect(dayTickIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(nearestIndex([0, 10, 20], 14)).toBe(1);
    expect(nearestIndex([0, 10, 20], 99)).toBe(2);
    const path = linePath(
      [{ value: 1 }, { value: 2 }, { value: null }, { value: 3 }],
      (index) => index,
      (value) => value * 10,
    );
    expect(path).toBe('M0.0,10.0L1.0,20.0M3.0,30.0');
  });

  it('keeps the jumps of days with a reading (issue 28)', () => {
    const points = series([5, null, 7]).points;
    const byDay = jumpsByDay(points, [jump('2026-03-01'), jump('2026-03-02'), jump('2026-04-01')]);
    expect([...byDay.keys()]).toEqual(['2026-03-01']);
  });
});

describe('the line chart (issue 29)', () => {
  it('is a slider over the days named by its title, described, and read with the keys', () => {
    render(
      <LineChart series={series([100, 250, 400])} title="Streams" marks={[jump('2026-03-02')]} />,
    );
    const chart = screen.getByRole('slider', { name: 'Streams' });
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Daily Streams from Mar 1, 2026 to Mar 3, 2026: lowest 100, highest 400, latest 400. 1 marked jump. Arrow keys read each day.',
    );
    expect(document.querySelectorAll('[data-testid="jump-pin"]')).toHaveLength(1);
    expect(chart.querySelector('svg path')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L/);

    fireEvent.focus(chart);
    expect(chart.getAttribute('aria-valuenow')).toBe('2');
    const tooltip = screen.getByTestId('chart-tooltip');
    expect(tooltip.textContent).toContain('2026-03-03');
    expect(tooltip.textContent).toContain('Streams: 400');
    expect(tooltip.querySelector('[data-provenance]')?.textContent).toBe(
      'Source: Deezer · Refreshed: 16 Nov 2026, 06:30 UTC · Stale: Last read 10 days ago.',
    );

    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(chart.getAttribute('aria-valuenow')).toBe('1');
    expect(chart.getAttribute('aria-valuetext')).toBe(
      'Mar 2, 2026: 250. Jump: Added to Night Drive. Source: Deezer · Refreshed: 16 Nov 2026, 06:30 UTC · Stale: Last read 10 days ago.',
    );
    expect(tooltip.textContent).toContain('2026-03-02: Added to Night Drive');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(chart.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(chart.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(tooltip.textContent).toContain('2026-03-03');
    fireEvent.blur(chart);
    expect(tooltip.textContent).toBe('');
  });

  it('shows a dot for a series of one day and tells a day without a reading', () => {
    render(<LineChart series={series([42])} title="Streams" />);
    expect(document.querySelectorAll('svg circle')).toHaveLength(1);
    cleanup();
    render(<LineChart series={series([1, null])} title="Streams" />);
    const chart = screen.getByRole('slider', { name: 'Streams' });
    fireEvent.focus(chart);
    expect(screen.getByTestId('chart-tooltip').textContent).toContain('Streams: no reading');
  });
});
