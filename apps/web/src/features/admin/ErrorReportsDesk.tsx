import { adminEndpoints, type ErrorReportGroup } from '@songstats/contract';
import { VARIANTS } from '@songstats/domain';
import { QueryState } from '../subscriptions/QueryState';
import {
  type DeskColumn,
  DeskPager,
  DeskSearch,
  DeskSelect,
  DeskTable,
  formatDateTime,
} from './DeskTable';
import { useErrorReportsDesk } from './use-admin-calls';
import { useDeskParams } from './use-desk-params';

const COLUMNS: DeskColumn<ErrorReportGroup>[] = [
  {
    id: 'error',
    label: 'Error',
    sort: 'error',
    cell: (row) => (
      <details>
        <summary className="cursor-pointer font-medium">{row.error}</summary>
        <pre className="mt-2 max-w-xl overflow-x-auto whitespace-pre-wrap text-xs text-gray-600">
          {row.stack ?? 'No stack.'}
        </pre>
        {row.lastUrl && <p className="mt-1 text-xs text-gray-500">Last at {row.lastUrl}</p>}
      </details>
    ),
  },
  { id: 'count', label: 'Reports', sort: 'count', cell: (row) => row.reports },
  {
    id: 'firstSeen',
    label: 'First seen',
    sort: 'firstSeen',
    cell: (row) => formatDateTime(row.firstSeen),
  },
  {
    id: 'lastSeen',
    label: 'Last seen',
    sort: 'lastSeen',
    cell: (row) => formatDateTime(row.lastSeen),
  },
  {
    id: 'versions',
    label: 'Frontend versions',
    cell: (row) => row.frontendVersions.join(', ') || '—',
  },
  { id: 'variants', label: 'Products', cell: (row) => row.variants.join(', ') },
];

/** Issue 26, Error Reports: the report_error reports grouped by message and stack. */
export function ErrorReportsDesk() {
  const { query, update } = useDeskParams(adminEndpoints.errorReports.query);
  const groups = useErrorReportsDesk(query);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <DeskSearch
          label="Search messages and stacks"
          value={query.q ?? ''}
          onChange={(q) => update({ q })}
        />
        <DeskSelect
          label="Product"
          value={query.variant ?? ''}
          options={[
            ['', 'All products'],
            ...Object.values(VARIANTS).map((variant) => [variant.id, variant.name] as const),
          ]}
          onChange={(variant) => update({ variant })}
        />
      </div>
      <QueryState
        isPending={groups.isPending}
        error={groups.error}
        onRetry={() => void groups.refetch()}
      >
        {groups.data && (
          <div className="space-y-3">
            <DeskTable
              caption="Error reports, grouped"
              columns={COLUMNS}
              rows={groups.data.rows}
              rowKey={(row) => row.key}
              sort={query.sort}
              order={query.order}
              onSort={(sort, order) => update({ sort, order })}
              emptyText={query.q ? 'No reports match this search.' : 'No error reports.'}
            />
            <DeskPager
              page={groups.data.page}
              perPage={groups.data.perPage}
              total={groups.data.total}
              onPage={(page) => update({ page })}
              onPerPage={(perPage) => update({ perPage })}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
