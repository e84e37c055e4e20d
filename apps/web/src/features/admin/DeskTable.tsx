import { DESK_PAGE_SIZES } from '@songstats/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { QueryState } from '../subscriptions/QueryState';

export interface DeskColumn<Row> {
  id: string;
  label: string;
  /** The call's sort key for this column; none when it cannot be sorted. */
  sort?: string;
  cell: (row: Row) => ReactNode;
}

interface DeskTableProps<Row> {
  caption: string;
  columns: DeskColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  sort: string;
  order: 'asc' | 'desc';
  onSort: (sort: string, order: 'asc' | 'desc') => void;
  emptyText: string;
}

/**
 * Issue 26: every desk's table. spec §4: a column sorts ascending, again descending (nulls last,
 * done by the server); the headers are buttons, and aria-sort says the current order.
 */
export function DeskTable<Row>(props: DeskTableProps<Row>) {
  const { columns, rows, sort, order } = props;
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-gray-600">
          <tr>
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className="px-3 py-2 font-medium"
                  aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 hover:text-gray-900"
                      onClick={() =>
                        props.onSort(column.sort!, active && order === 'asc' ? 'desc' : 'asc')
                      }
                    >
                      {column.label}
                      <span aria-hidden="true">{active ? (order === 'asc' ? '▲' : '▼') : '↕'}</span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-gray-500">
                {props.emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={props.rowKey(row)} className="border-b border-gray-100 last:border-0">
                {columns.map((column) => (
                  <td key={column.id} className="px-3 py-2 align-top">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The pager under a desk's table: where we are, previous and next, and the page size. */
export function DeskPager(props: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const { page, perPage, total } = props;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-3 text-sm text-gray-600">
      <span data-testid="desk-range">
        {first}–{last} of {total}
      </span>
      <button
        type="button"
        className="rounded-lg border border-gray-300 px-3 py-1 disabled:opacity-40"
        disabled={page <= 1}
        onClick={() => props.onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="rounded-lg border border-gray-300 px-3 py-1 disabled:opacity-40"
        disabled={page >= pages}
        onClick={() => props.onPage(page + 1)}
      >
        Next
      </button>
      <label className="ml-auto flex items-center gap-2">
        Rows
        <select
          className="rounded-lg border border-gray-300 px-2 py-1"
          value={perPage}
          onChange={(event) => props.onPerPage(Number(event.target.value))}
        >
          {DESK_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}

/**
 * The search box of a desk: the URL (and so the call) follows the text a moment after typing
 * stops, as the product's other searches do (spec §5 debounce: 200 ms).
 */
export function DeskSearch(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(props.value);
  const { onChange, value } = props;
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-gray-700">{props.label}</span>
      <input
        type="search"
        className="w-72 rounded-lg border border-gray-300 px-3 py-1.5"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </label>
  );
}

export const formatDateTime = (value: string | null) =>
  value === null ? '—' : `${new Date(value).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC`;

/** What a desk's list call gives its results: a query's state and its page of rows. */
export interface DeskQuery<Row> {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { rows: Row[]; total: number; page: number; perPage: number } | undefined;
}

/**
 * A desk's results: loading and error states, the table sorted through the URL, and the pager.
 * Every desk's list shows through it.
 */
export function DeskResults<Row>(props: {
  list: DeskQuery<Row>;
  caption: string;
  columns: DeskColumn<Row>[];
  emptyText: string;
  query: { sort: string; order: 'asc' | 'desc' };
  update: (changes: Record<string, string | number | null>) => void;
  /** What tells the rows apart: their id unless said otherwise. */
  rowKey?: (row: Row) => string | number;
}) {
  const { list, query, update } = props;
  return (
    <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()}>
      {list.data && (
        <div className="space-y-3">
          <DeskTable
            caption={props.caption}
            columns={props.columns}
            rows={list.data.rows}
            rowKey={props.rowKey ?? ((row) => (row as { id: number | string }).id)}
            sort={query.sort}
            order={query.order}
            onSort={(sort, order) => update({ sort, order })}
            emptyText={props.emptyText}
          />
          <DeskPager
            page={list.data.page}
            perPage={list.data.perPage}
            total={list.data.total}
            onPage={(page) => update({ page })}
            onPerPage={(perPage) => update({ perPage })}
          />
        </div>
      )}
    </QueryState>
  );
}

/** A desk's filter: a labelled select whose options are values with their texts. */
export function DeskSelect(props: {
  label: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-gray-700">{props.label}</span>
      <select
        className="rounded-lg border border-gray-300 px-2 py-1.5"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export const deskButtonClass =
  'rounded-lg border border-gray-300 px-2 py-1 text-xs font-medium hover:bg-gray-50 disabled:opacity-40';

/**
 * What went wrong with a desk's action, read out (role="alert"): small under a table cell's button,
 * a paragraph (`block`) under a whole desk.
 */
export function DeskError(props: {
  error: { message: string } | null | undefined;
  block?: boolean;
}) {
  if (!props.error) return null;
  return props.block ? (
    <p role="alert" className="text-sm text-red-600">
      {props.error.message}
    </p>
  ) : (
    <span role="alert" className="text-xs text-red-600">
      {props.error.message}
    </span>
  );
}

/** A row's decision buttons side by side (approve or reject, …): each sends its value. */
export function DeskChoiceButtons<Value extends string>(props: {
  choices: readonly (readonly [value: Value, text: string])[];
  disabled: boolean;
  onChoose: (value: Value) => void;
}) {
  return (
    <div className="flex gap-2">
      {props.choices.map(([value, text]) => (
        <button
          key={value}
          type="button"
          className={deskButtonClass}
          disabled={props.disabled}
          onClick={() => props.onChoose(value)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

/**
 * A desk as most are: the search box and the desk's filters (children) above its results.
 * `search` is the search box's label; the search text is the URL's `q`.
 */
export function SearchDesk<Row extends { id: number | string }>(props: {
  search: string;
  children?: ReactNode;
  /** What stands above the search (a form), and between the filters and the table (an error). */
  above?: ReactNode;
  notice?: ReactNode;
  list: DeskQuery<Row>;
  caption: string;
  columns: DeskColumn<Row>[];
  emptyText: string;
  query: { q?: string | undefined; sort: string; order: 'asc' | 'desc' };
  update: (changes: Record<string, string | number | null>) => void;
}) {
  const { query, update } = props;
  return (
    <div className="space-y-4">
      {props.above}
      <div className="flex flex-wrap items-end gap-4">
        <DeskSearch label={props.search} value={query.q ?? ''} onChange={(q) => update({ q })} />
        {props.children}
      </div>
      {props.notice}
      <DeskResults
        list={props.list}
        caption={props.caption}
        columns={props.columns}
        emptyText={props.emptyText}
        query={query}
        update={update}
      />
    </div>
  );
}

/**
 * A request desk's last two columns: its status (what was decided, by whom, when) and, while it
 * is pending, the decision buttons.
 */
export function decisionColumns<Row extends { status: string }, Value extends string>(props: {
  decided: (row: Row) => { text: string; by: string | null; at: string | null };
  choices: readonly (readonly [value: Value, text: string])[];
  disabled: boolean;
  onChoose: (row: Row, value: Value) => void;
}): DeskColumn<Row>[] {
  return [
    {
      id: 'status',
      label: 'Status',
      sort: 'status',
      cell: (row) => {
        if (row.status === 'pending') return 'Pending';
        const { text, by, at } = props.decided(row);
        return `${text} by ${by ?? 'an admin'} ${formatDateTime(at)}`;
      },
    },
    {
      id: 'actions',
      label: 'Actions',
      cell: (row) =>
        row.status === 'pending' ? (
          <DeskChoiceButtons
            choices={props.choices}
            disabled={props.disabled}
            onChoose={(value) => props.onChoose(row, value)}
          />
        ) : null,
    },
  ];
}
