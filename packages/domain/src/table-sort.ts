// spec §4, §5, §9: sorting and paging of tables.
import type { Platform } from './entities/account';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  column: string;
  direction: SortDirection;
  page: number;
}

/**
 * spec §4: clicking a column sorts by it; clicking it again flips the direction. Any change of
 * sort puts the table back on page 1.
 */
export function nextTableSort(current: TableSort | null, column: string): TableSort {
  if (current?.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc', page: 1 };
  }
  return { column, direction: 'asc', page: 1 };
}

type SortValue = string | number | null | undefined;

/** spec §4: sort ascending or descending; empty values always come last. */
export function sortRows<T>(
  rows: readonly T[],
  sortValue: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = sortValue(left);
    const b = sortValue(right);
    if (a == null || b == null) return (a == null ? 1 : 0) - (b == null ? 1 : 0);
    if (typeof a === 'number' && typeof b === 'number') return (a - b) * sign;
    return String(a).localeCompare(String(b)) * sign;
  });
}

/** spec §5, §9: tables on non-web platforms show 20 rows per page; the web shows them all. */
export const MOBILE_TABLE_PAGE_SIZE = 20;

export function tablePageSize(platform: Platform): number | null {
  return platform === 'web' ? null : MOBILE_TABLE_PAGE_SIZE;
}

/** The rows of a 1-based page. */
export function pageRows<T>(rows: readonly T[], page: number, platform: Platform): T[] {
  const size = tablePageSize(platform);
  if (size === null) return [...rows];
  const start = (Math.max(page, 1) - 1) * size;
  return rows.slice(start, start + size);
}
