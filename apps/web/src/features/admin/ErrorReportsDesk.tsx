import { adminEndpoints, type ErrorReportGroup } from '@songstats/contract';
import { VARIANTS } from '@songstats/domain';
import { type DeskColumn, DeskResults, DeskSearch, DeskSelect, formatDateTime } from './DeskTable';
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
      <DeskResults
        list={groups}
        caption="Error reports, grouped"
        columns={COLUMNS}
        emptyText={query.q ? 'No reports match this search.' : 'No error reports.'}
        query={query}
        update={update}
        rowKey={(row) => row.key}
      />
    </div>
  );
}
