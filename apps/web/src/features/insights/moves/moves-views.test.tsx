// @vitest-environment happy-dom
import type { SeriesJumpResponse } from '@songstats/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jumpMarkPoints, seriesChartOption } from '../charts/series-chart-option';
import { forecastLine, JumpNotes, jumpChangeText, MilestoneForecasts } from './MovesViews';

const jump = (values: Partial<SeriesJumpResponse> = {}): SeriesJumpResponse => ({
  seriesId: 'streams_total',
  source: 'spotify',
  title: 'Streams',
  date: '2026-11-20',
  change: 21_000,
  expected: 1_000,
  direction: 'up',
  causes: [
    {
      activityId: 1,
      type: 'playlist_add',
      source: 'spotify',
      date: '2026-11-20',
      text: 'Added to Night Drive',
      score: 0.9,
      sameTrack: true,
    },
    {
      activityId: 2,
      type: 'chart_entry',
      source: 'shazam',
      date: '2026-11-19',
      text: 'Entered the Shazam chart at #80',
      score: 0.25,
      sameTrack: true,
    },
  ],
  explanation: 'Added to Night Drive',
  ...values,
});

afterEach(cleanup);

describe('why it moved and milestone forecasts on screen (issue 28)', () => {
  it('pins each jump on its day of the chart, its cause in the tooltip', () => {
    const points = [
      { date: '2026-11-19', value: 10 },
      { date: '2026-11-20', value: 21_010 },
    ];
    expect(jumpMarkPoints(points, [jump(), jump({ date: '2026-11-01' })])).toEqual([
      { name: '2026-11-20: Added to Night Drive', coord: ['2026-11-20', 21_010], value: '!' },
    ]);
    const option = seriesChartOption([{ id: 'streams_total', title: 'Streams', points }], 'S', [
      jump(),
    ]);
    expect(option.series[0]).toHaveProperty('markPoint.data.length', 1);
    expect(seriesChartOption([{ id: 'x', title: 'X', points }], 'X').series[0]).not.toHaveProperty(
      'markPoint',
    );
  });

  it('tells each jump with its change, its usual change and its causes', () => {
    expect(jumpChangeText(jump())).toBe('+21,000 Streams');
    expect(jumpChangeText(jump({ change: -3, title: 'Popularity' }))).toBe('-3 Popularity');
    render(
      <JumpNotes
        jumps={[jump(), jump({ date: '2026-11-02', causes: [], explanation: 'No known cause' })]}
      />,
    );
    const notes = screen.getAllByTestId('jump-note');
    expect(notes[0]?.textContent).toBe(
      '20 Nov 2026: +21,000 Streams (usually 1,000) · Added to Night Drive (also: Entered the Shazam chart at #80)',
    );
    expect(notes[1]?.textContent).toContain('· No known cause');
  });

  it('says a forecast with its milestone, interval and day', () => {
    const forecast = {
      seriesId: 'streams_total',
      source: 'soundcloud',
      title: 'Streams',
      objectType: 'track' as const,
      objectIdUnique: 't1',
      objectName: 'Song',
      current: 95_000,
      milestone: 100_000,
      days: 3,
      low: 2,
      high: 5,
      date: '2026-11-29',
      text: 'about 3 days, 2 to 5',
    };
    render(<MilestoneForecasts forecasts={[forecast]} showSource />);
    expect(screen.getByTestId('milestone-forecast').textContent).toBe(
      'SoundCloud · 100K Streams: about 3 days, 2 to 5 (29 Nov 2026)',
    );
    expect(
      forecastLine({
        seriesId: 'streams_total',
        source: 'spotify',
        title: 'Streams',
        objectType: 'track',
        objectIdUnique: 't1',
        objectName: 'Song',
        current: 988_000,
        milestone: 1_000_000,
        days: 12,
        low: 8,
        high: 19,
        date: '2026-12-08',
        text: 'about 12 days, 8 to 19',
      }),
    ).toBe('1M Streams: about 12 days, 8 to 19 (8 Dec 2026)');
  });
});
