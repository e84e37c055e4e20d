// @vitest-environment happy-dom
import type { Provenance } from '@songstats/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pointTooltip } from '../features/insights/charts/series-chart-option';
import { ProvenanceMark } from './Provenance';
import { provenanceLines } from './provenance-text';

afterEach(cleanup);

const stale: Provenance = {
  sourceId: 'deezer',
  day: '2026-11-16',
  refreshedAt: '2026-11-16T06:30:00.000Z',
  state: 'stale',
  note: 'Last read on 16 Nov 2026, 10 days ago: Deezer is read daily.',
};

describe('where a figure comes from (issue 28)', () => {
  it('tells the source, the refresh time and the state with its reason', () => {
    expect(provenanceLines(stale)).toEqual([
      'Source: Deezer',
      'Refreshed: 16 Nov 2026, 06:30 UTC',
      'Stale: Last read on 16 Nov 2026, 10 days ago: Deezer is read daily.',
    ]);
    expect(provenanceLines({ ...stale, refreshedAt: null, state: 'fresh', note: null })[1]).toBe(
      'Refreshed: reading of 16 Nov 2026 (time not recorded)',
    );
  });

  it('is a focusable button described by its tooltip, and nothing without a provenance', () => {
    const { container } = render(<ProvenanceMark provenance={stale} />);
    const button = screen.getByRole('button', { name: 'Where this figure comes from: Stale' });
    expect(button.getAttribute('data-state')).toBe('stale');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toContain('Source: Deezer');
    cleanup();
    expect(render(<ProvenanceMark provenance={null} />).container.innerHTML).toBe('');
    expect(container).toBeTruthy();
  });

  it("adds each series' provenance to a chart point's tooltip, escaped", () => {
    const format = pointTooltip([
      { id: 'streams_total', title: 'Streams', points: [], provenance: stale },
    ]);
    const html = format([
      { seriesIndex: 0, seriesName: 'Streams <b>', marker: '', value: ['2026-11-16', 1200] },
    ]);
    expect(html).toBe(
      '<strong>2026-11-16</strong><br>Streams &#60;b&#62;: 1,200<br><span data-provenance>Source: Deezer · Refreshed: 16 Nov 2026, 06:30 UTC · Stale: Last read on 16 Nov 2026, 10 days ago: Deezer is read daily.</span>',
    );
  });
});
