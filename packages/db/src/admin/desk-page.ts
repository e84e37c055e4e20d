import { type SQL, sql } from 'drizzle-orm';

/** A desk's page request: search text, sort column and direction, page (from 1), page size. */
export interface DeskPageRequest<Sort extends string> {
  q?: string | undefined;
  sort: Sort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export interface DeskPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * spec §4 "Search results table": sort by a column, ascending or descending, nulls last. The
 * column comes from a fixed map (never from the request's text), and the id breaks ties so a
 * page never repeats or skips a row.
 */
export function deskOrder<Sort extends string>(
  columns: Record<Sort, string>,
  request: DeskPageRequest<Sort>,
  tieBreaker: string,
): SQL {
  const direction = request.order === 'desc' ? 'desc' : 'asc';
  return sql.raw(
    `order by ${columns[request.sort]} ${direction} nulls last, ${tieBreaker} ${direction}`,
  );
}

export function deskLimit(request: DeskPageRequest<string>): SQL {
  return sql`limit ${request.perPage} offset ${(request.page - 1) * request.perPage}`;
}

/** A desk query's tail: its order (deskOrder) and the page's rows (deskLimit). */
export function deskOrderAndPage<Sort extends string>(
  columns: Record<Sort, string>,
  request: DeskPageRequest<Sort>,
  tieBreaker: string,
): SQL {
  return sql`${deskOrder(columns, request, tieBreaker)} ${deskLimit(request)}`;
}

/** `%text%` for ilike, with the pattern characters of the search taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Rows read with `count(*) over () as total_rows`: the page and the count in one query. */
export function toDeskPage<Row extends { total_rows?: unknown }, Out>(
  rows: Row[],
  request: DeskPageRequest<string>,
  present: (row: Row) => Out,
  emptyTotal = 0,
): DeskPage<Out> {
  return {
    rows: rows.map(present),
    total: rows.length > 0 ? Number(rows[0]!.total_rows) : emptyTotal,
    page: request.page,
    perPage: request.perPage,
  };
}

export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
