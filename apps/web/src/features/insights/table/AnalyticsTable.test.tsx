// @vitest-environment happy-dom
import type { AnalyticsTableResponse } from '@songstats/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsTable, initialSort } from './AnalyticsTable';

afterEach(cleanup);

const text = (value: string | number | null, order = value) => ({
  kind: 'text' as const,
  value,
  order,
});

// A chart table as the server sends it: best position first (issue 21), off-chart last.
const charts: AnalyticsTableResponse = {
  id: 'charts',
  title: 'Charts',
  columns: [
    { id: 'chart', title: 'Chart', isDefaultSort: false },
    { id: 'position', title: 'Position', isDefaultSort: true },
  ],
  defaultSortColumn: 'position',
  sortedById: 'position',
  sortOrder: 'asc',
  rows: [
    [text('France'), text('#2', 2)],
    [text('Germany'), text('#9', 9)],
    [text('UK'), text('#40', 40)],
    [text('Global'), text('Off chart', null)],
  ],
  totalRows: 4,
  emptyText: null,
};

describe('analytics tables keep the order the server sent', () => {
  it('shows a chart table best position first', () => {
    expect(initialSort(charts)).toEqual({ column: 'position', direction: 'asc', page: 1 });
    render(
      <MemoryRouter>
        <AnalyticsTable
          table={charts}
          context={{ idUnique: null, entityType: null, trackIdUnique: null }}
        />
      </MemoryRouter>,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'France#2',
      'Germany#9',
      'UK#40',
      'GlobalOff chart',
    ]);
  });

  it('keeps biggest first where the server sorted descending', () => {
    expect(initialSort({ ...charts, sortOrder: 'desc', sortedById: 'chart' })).toEqual({
      column: 'chart',
      direction: 'desc',
      page: 1,
    });
  });

  it('counts its rows in words that agree: 4 rows, 1 row', () => {
    const context = { idUnique: null, entityType: null, trackIdUnique: null };
    const { unmount } = render(
      <MemoryRouter>
        <AnalyticsTable table={charts} context={context} />
      </MemoryRouter>,
    );
    expect(screen.getByText('4 rows')).toBeTruthy();
    unmount();
    const one = { ...charts, rows: charts.rows.slice(0, 1), totalRows: 1 };
    render(
      <MemoryRouter>
        <AnalyticsTable table={one} context={context} />
      </MemoryRouter>,
    );
    expect(screen.getByText('1 row')).toBeTruthy();
  });
});

describe("a table of several platforms' figures (issue 28)", () => {
  it("tells each platform's provenance in its heading and on its number cells", () => {
    const posts: AnalyticsTableResponse = {
      ...charts,
      id: 'top_posts',
      title: 'Top Posts',
      columns: [
        { id: 'post', title: 'Post', isDefaultSort: false },
        { id: 'views', title: 'Views', isDefaultSort: true },
      ],
      rows: [[text('A post'), text(5000)]],
      totalRows: 1,
      platformProvenance: [
        {
          sourceId: 'tiktok',
          day: '2026-11-26',
          refreshedAt: '2026-11-26T06:30:00.000Z',
          state: 'fresh',
          note: null,
        },
        {
          sourceId: 'youtube',
          day: '2026-11-21',
          refreshedAt: null,
          state: 'stale',
          note: 'Last read on 21 Nov 2026, 5 days ago: YouTube is read daily.',
        },
      ],
    };
    render(
      <MemoryRouter>
        <AnalyticsTable
          table={posts}
          context={{ idUnique: null, entityType: null, trackIdUnique: null }}
        />
      </MemoryRouter>,
    );
    const marks = screen.getAllByRole('button', { name: /Where this figure comes from/ });
    expect(marks.map((mark) => mark.getAttribute('data-state'))).toEqual(['fresh', 'stale']);
    const tooltips = screen.getAllByRole('tooltip').map((tip) => tip.textContent);
    expect(tooltips[0]).toContain('Source: TikTok');
    expect(tooltips[0]).toContain('Refreshed: 26 Nov 2026, 06:30 UTC');
    expect(tooltips[1]).toContain('Stale: Last read on 21 Nov 2026, 5 days ago');
    const views = screen.getByText('5,000').closest('td');
    expect(views?.getAttribute('title')).toContain('Source: YouTube');
  });
});
