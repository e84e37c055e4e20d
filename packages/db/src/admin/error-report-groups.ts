import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

export type ErrorGroupSort = 'count' | 'lastSeen' | 'firstSeen' | 'error';
const ERROR_COLUMNS: Record<ErrorGroupSort, string> = {
  count: 'reports',
  lastSeen: 'last_seen',
  firstSeen: 'first_seen',
  error: 'error',
};

export interface ErrorReportGroup {
  /** A stable key of the group: the message and the stack's first line. */
  key: string;
  error: string;
  stack: string | null;
  reports: number;
  firstSeen: string;
  lastSeen: string;
  frontendVersions: string[];
  variants: string[];
  lastUrl: string | null;
}

interface Row {
  error: string;
  stack_head: string | null;
  stack: string | null;
  reports: number;
  first_seen: string;
  last_seen: string;
  frontend_versions: string[] | null;
  variants: string[] | null;
  last_url: string | null;
  total_rows: number;
}

/** Issue 26, Error Reports: the report_error reports grouped by message and stack. */
export async function listErrorReportGroups(
  db: Database,
  request: DeskPageRequest<ErrorGroupSort> & { variant?: string | undefined },
): Promise<DeskPage<ErrorReportGroup>> {
  const q = request.q?.trim() || null;
  const rows = await queryRows<Row>(
    db,
    sql`select error, stack_head, max(stack) as stack, count(*)::int as reports,
          min(created_at) as first_seen, max(created_at) as last_seen,
          array_agg(distinct frontend_version) filter (where frontend_version is not null)
            as frontend_versions,
          array_agg(distinct variant) as variants,
          (array_agg(url order by created_at desc))[1] as last_url,
          count(*) over () as total_rows
        from (select *, split_part(coalesce(stack, ''), E'\n', 2) as stack_head
              from error_reports
              where (${q}::text is null or error ilike ${likePattern(q ?? '')}
                     or stack ilike ${likePattern(q ?? '')})
                and (${request.variant ?? null}::text is null or variant = ${request.variant ?? null})
             ) reports
        group by error, stack_head
        ${deskOrderAndPage(ERROR_COLUMNS, request, 'error')}`,
  );
  return toDeskPage(rows, request, (row) => ({
    key: `${row.error}\n${row.stack_head ?? ''}`,
    error: row.error,
    stack: row.stack,
    reports: Number(row.reports),
    firstSeen: iso(row.first_seen)!,
    lastSeen: iso(row.last_seen)!,
    frontendVersions: row.frontend_versions ?? [],
    variants: row.variants ?? [],
    lastUrl: row.last_url,
  }));
}
