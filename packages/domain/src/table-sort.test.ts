import { describe, expect, it } from 'vitest';
import { nextTableSort, pageRows, sortRows, tablePageSize } from './table-sort';

describe('table sorting and paging (spec §4, §5, §9)', () => {
  it.each([
    [null, 'name', { column: 'name', direction: 'asc', page: 1 }],
    [
      { column: 'name', direction: 'asc', page: 3 },
      'name',
      { column: 'name', direction: 'desc', page: 1 },
    ],
    [
      { column: 'name', direction: 'desc', page: 2 },
      'name',
      { column: 'name', direction: 'asc', page: 1 },
    ],
    [
      { column: 'name', direction: 'desc', page: 4 },
      'followers',
      { column: 'followers', direction: 'asc', page: 1 },
    ],
  ] as const)('spec §4: sort %j, then click %s: %j (page resets to 1)', (current, column, next) => {
    expect(nextTableSort(current, column)).toEqual(next);
  });

  const rows = [
    { name: 'b', followers: 20 },
    { name: null, followers: null },
    { name: 'a', followers: 300 },
    { name: 'c', followers: 5 },
    { name: undefined, followers: 100 },
  ];

  it.each([
    ['followers', 'asc', [5, 20, 100, 300, null]],
    ['followers', 'desc', [300, 100, 20, 5, null]],
    ['name', 'asc', ['a', 'b', 'c', null, undefined]],
    ['name', 'desc', ['c', 'b', 'a', null, undefined]],
  ] as const)('spec §4: sorting by %s %s gives %j, nulls last', (column, direction, order) => {
    const sorted = sortRows(rows, (row) => row[column], direction);
    expect(sorted.map((row) => row[column])).toEqual(order);
  });

  it('spec §4: sorting leaves the original rows untouched', () => {
    const copy = [...rows];
    sortRows(rows, (row) => row.followers, 'asc');
    expect(rows).toEqual(copy);
  });

  it.each([
    ['web', null],
    ['ios', 20],
    ['android', 20],
  ] as const)('spec §5, §9: a table on %s shows %s rows per page', (platform, size) => {
    expect(tablePageSize(platform)).toBe(size);
  });

  const many = Array.from({ length: 45 }, (_, index) => index);
  it.each([
    ['ios', 1, 20, 0],
    ['ios', 3, 5, 40],
    ['android', 0, 20, 0],
    ['web', 2, 45, 0],
  ] as const)(
    'spec §9: page of 45 rows on %s, page %s, has %s rows from %s',
    (platform, page, count, first) => {
      const shown = pageRows(many, page, platform);
      expect(shown).toHaveLength(count);
      expect(shown[0]).toBe(first);
    },
  );
});
