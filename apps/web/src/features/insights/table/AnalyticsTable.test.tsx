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
});
