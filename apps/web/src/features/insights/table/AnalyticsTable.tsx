import type { AnalyticsCellResponse, AnalyticsTableResponse } from '@songstats/contract';
import { MOBILE_TABLE_PAGE_SIZE, nextTableSort, sortRows, type TableSort } from '@songstats/domain';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { ProvenanceMark, provenanceText } from '../../../components/Provenance';
import { MOBILE_QUERY, useMediaQuery } from '../use-media-query';
import { type CellContext, CellView } from './CellView';

/** Rows per page on wide screens; spec §9: 20 on mobile. */
export const DESKTOP_TABLE_PAGE_SIZE = 50;

type Row = AnalyticsCellResponse[];

/** The value a column sorts by: the cell's order, else its value (spec §3 "order value"). */
const sortValueOf = (cell: AnalyticsCellResponse | undefined) =>
  cell ? (cell.order ?? (typeof cell.value === 'number' ? cell.value : cell.value)) : null;

/**
 * spec §3: the rows as the server sorted them: its column and order, best first (the biggest,
 * or the lowest chart position: issue 21).
 */
export function initialSort(table: AnalyticsTableResponse): TableSort | null {
  const column =
    table.sortedById ??
    table.defaultSortColumn ??
    table.columns.find((entry) => entry.isDefaultSort)?.id ??
    null;
  return column ? { column, direction: table.sortOrder, page: 1 } : null;
}

/**
 * spec §3, §4 tables: columns with a default sort, sorted by a header press (again flips it,
 * back to page 1, empty values last) and paged (20 rows on mobile).
 */
export function AnalyticsTable({
  table,
  context,
  actions,
  onServerSort,
}: {
  table: AnalyticsTableResponse;
  context: CellContext;
  /** Buttons beside the title (export), given the table's sort. */
  actions?: (sort: TableSort | null) => ReactNode;
  /**
   * Asks the server for the rows in a new sort, for a table that holds only the first of its
   * rows (`totalRows` above `rows`): sorting that cut here would show the wrong rows.
   */
  onServerSort?: (sort: TableSort) => void;
}) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const pageSize = isMobile ? MOBILE_TABLE_PAGE_SIZE : DESKTOP_TABLE_PAGE_SIZE;
  const [sort, setSort] = useState<TableSort | null>(() => initialSort(table));
  const page = sort?.page ?? 1;
  const [unsortedPage, setUnsortedPage] = useState(1);
  const currentPage = sort ? page : unsortedPage;
  const columnIndex = useMemo(
    () => new Map(table.columns.map((column, index) => [column.id, index])),
    [table.columns],
  );

  const sorted = useMemo(() => {
    if (!sort) return table.rows;
    const index = columnIndex.get(sort.column);
    if (index === undefined) return table.rows;
    return sortRows(table.rows, (row) => sortValueOf(row[index]), sort.direction);
  }, [table.rows, sort, columnIndex]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const visible = sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      table.columns.map((column, index) => ({
        id: column.id,
        header: column.title,
        cell: ({ row }) => {
          const cell = row.original[index];
          return cell ? <CellView cell={cell} context={context} /> : null;
        },
      })),
    [table.columns, context],
  );
  const reactTable = useReactTable({
    data: visible,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });
  // Issue 28: a number cell tells on hover where the table's figures come from.
  const provenanceTitle = table.provenance
    ? provenanceText(table.provenance)
    : table.platformProvenance?.length
      ? table.platformProvenance.map(provenanceText).join('\n')
      : undefined;
  const goTo = (next: number) => {
    if (sort) setSort({ ...sort, page: next });
    else setUnsortedPage(next);
  };

  return (
    <section
      aria-labelledby={`table-${table.id}`}
      className="rounded-xl border border-gray-200 bg-white"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
        <div className="flex items-center gap-2">
          <h3 id={`table-${table.id}`} className="font-semibold text-ink">
            {table.title}
          </h3>
          {/* Issue 28: where the table's figures come from (decision 063); a table of several
              platforms' figures tells each platform's. */}
          <ProvenanceMark provenance={table.provenance} />
          {table.platformProvenance?.map((provenance) => (
            <ProvenanceMark key={provenance.sourceId} provenance={provenance} />
          ))}
        </div>
        {actions?.(sort)}
      </div>
      {table.rows.length === 0 ? (
        <p className="px-4 py-6 text-sm text-gray-600">
          {table.emptyText ?? 'Nothing to show here yet.'}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-table-id={table.id}>
              <thead className="bg-gray-50 text-left text-xs uppercase tracking-wide text-gray-500">
                {reactTable.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const isSorted = sort?.column === header.column.id;
                      const direction = isSorted ? sort?.direction : undefined;
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            direction === 'asc'
                              ? 'ascending'
                              : direction === 'desc'
                                ? 'descending'
                                : 'none'
                          }
                          className="px-3 py-2 font-medium"
                        >
                          <button
                            type="button"
                            onClick={() => {
                              const next = nextTableSort(sort, header.column.id);
                              setSort(next);
                              if (table.totalRows > table.rows.length) onServerSort?.(next);
                            }}
                            className="inline-flex items-center gap-1 rounded hover:text-ink focus-visible:outline-2"
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            {direction === 'asc' ? (
                              <ArrowUp aria-hidden size={12} />
                            ) : direction === 'desc' ? (
                              <ArrowDown aria-hidden size={12} />
                            ) : (
                              <ArrowUpDown aria-hidden size={12} className="opacity-40" />
                            )}
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody>
                {reactTable.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="border-t border-gray-100">
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className="px-3 py-2 align-middle"
                        title={
                          typeof row.original[columnIndex.get(cell.column.id) ?? -1]?.value ===
                          'number'
                            ? provenanceTitle
                            : undefined
                        }
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex items-center justify-between border-t border-gray-100 px-4 py-2 text-xs text-gray-600">
            <span>
              {table.totalRows > table.rows.length
                ? `${table.rows.length} of ${table.totalRows} rows`
                : `${table.rows.length} ${table.rows.length === 1 ? 'row' : 'rows'}`}
            </span>
            {pageCount > 1 && (
              <nav aria-label={`${table.title} pages`} className="flex items-center gap-2">
                <button
                  type="button"
                  disabled={currentPage <= 1}
                  onClick={() => goTo(currentPage - 1)}
                  className="rounded border border-gray-300 px-2 py-0.5 disabled:opacity-40 focus-visible:outline-2"
                >
                  Previous
                </button>
                <span>
                  Page {currentPage} of {pageCount}
                </span>
                <button
                  type="button"
                  disabled={currentPage >= pageCount}
                  onClick={() => goTo(currentPage + 1)}
                  className="rounded border border-gray-300 px-2 py-0.5 disabled:opacity-40 focus-visible:outline-2"
                >
                  Next
                </button>
              </nav>
            )}
          </div>
        </>
      )}
    </section>
  );
}
