import type { MonitorStatus } from '@songstats/contract';
import { QueryState } from '../subscriptions/QueryState';
import { formatDateTime } from './DeskTable';
import { useMonitorStatus } from './use-admin-calls';

const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);
const count = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-GB'));

/**
 * Issue 26, Monitor Status: the last cycle per step, the queue, each source's freshness and a
 * warning when a day is late, all from the monitor's own tables (read again every 30 s).
 */
export function MonitorStatusDesk() {
  const status = useMonitorStatus();
  return (
    <QueryState
      isPending={status.isPending}
      error={status.error}
      onRetry={() => void status.refetch()}
    >
      {status.data && <MonitorStatusView status={status.data} />}
    </QueryState>
  );
}

function MonitorStatusView({ status }: { status: MonitorStatus }) {
  return (
    <div className="space-y-8">
      {status.lateWarning && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          {status.lateWarning}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
        <Figure label="Last whole day" value={status.lastWholeDay ?? '—'} testId="last-whole-day" />
        <Figure label="Expected day" value={status.expectedDay} />
        <Figure label="Failed steps" value={String(status.failedSteps)} />
        <Figure
          label="Demo world"
          value={
            status.embedded
              ? status.embedded.catchingUp
                ? `Catching up: day ${status.embedded.catchingUp.day} of ${status.embedded.catchingUp.of}`
                : (status.embedded.date ?? 'starting')
              : 'not embedded'
          }
        />
      </dl>
      <section aria-labelledby="cycle-steps-heading" className="space-y-2">
        <h2 id="cycle-steps-heading" className="text-lg font-semibold">
          Last cycle
        </h2>
        <SimpleTable
          caption="The last cycle's steps"
          headers={['Step', 'Day', 'Finished', 'Since previous step', 'Activities', 'Failed']}
          empty="No cycle has finished a step yet."
          rows={status.steps.map((step) => [
            step.step,
            step.day,
            formatDateTime(step.finishedAt),
            seconds(step.sincePreviousMs),
            count(step.activities),
            count(step.failed),
          ])}
        />
      </section>
      <section aria-labelledby="queue-heading" className="space-y-2">
        <h2 id="queue-heading" className="text-lg font-semibold">
          Queue
        </h2>
        {status.queue === null ? (
          <p className="text-sm text-gray-600">
            No job queue: the monitor runs its cycle in-process (embedded mode).
          </p>
        ) : (
          <SimpleTable
            caption="Monitor jobs by state"
            headers={['State', 'Jobs', 'Retries']}
            empty="The queue is empty."
            rows={status.queue.map((row) => [row.state, count(row.jobs), count(row.retries)])}
          />
        )}
      </section>
      <section aria-labelledby="sources-heading" className="space-y-2">
        <h2 id="sources-heading" className="text-lg font-semibold">
          Sources
        </h2>
        <SimpleTable
          caption="Freshness per source"
          headers={[
            'Source',
            'Newest day',
            'Activities that day',
            'Items',
            'Oldest refresh',
            'Newest refresh',
          ]}
          empty="No source has brought data yet."
          rows={status.sources.map((source) => [
            source.source,
            source.lastDay ?? '—',
            count(source.activitiesLastDay),
            count(source.items),
            formatDateTime(source.oldestRefresh),
            formatDateTime(source.newestRefresh),
          ])}
        />
      </section>
      <section aria-labelledby="real-platforms-heading" className="space-y-2">
        <h2 id="real-platforms-heading" className="text-lg font-semibold">
          Real platforms
        </h2>
        <SimpleTable
          caption="Each real platform's state (docs/real-platforms.md)"
          headers={['Platform', 'State', 'Last daily run', 'Last answer', 'Unavailable', 'Problem']}
          empty="No real platform has been read (MONITOR_SOURCES=world, or none configured)."
          rows={(status.realPlatforms ?? []).map((platform) => [
            platform.mode ? `${platform.source} (${platform.mode} mode)` : platform.source,
            REAL_PLATFORM_STATES[platform.freshness],
            platform.ranOn ?? '—',
            formatDateTime(platform.lastSuccessAt),
            platform.unavailable ?? '—',
            platform.freshness === 'waiting'
              ? `${platform.retryReason ?? 'put off'} until ${formatDateTime(platform.retryAt)}`
              : (platform.lastError ?? '—'),
          ])}
        />
      </section>
    </div>
  );
}

const REAL_PLATFORM_STATES = {
  ok: 'Answering',
  waiting: 'Put off',
  failing: 'Failing',
  stale: 'Stale (no answer for 24 h)',
} as const;

function Figure(props: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-3">
      <dt className="text-gray-500">{props.label}</dt>
      <dd className="mt-1 font-semibold" data-testid={props.testId}>
        {props.value}
      </dd>
    </div>
  );
}

export function SimpleTable(props: {
  caption: string;
  headers: string[];
  rows: string[][];
  empty: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-gray-600">
          <tr>
            {props.headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 ? (
            <tr>
              <td colSpan={props.headers.length} className="px-3 py-6 text-center text-gray-500">
                {props.empty}
              </td>
            </tr>
          ) : (
            props.rows.map((row) => (
              <tr key={row.join('|')} className="border-b border-gray-100 last:border-0">
                {row.map((cell, index) => (
                  <td key={props.headers[index]} className="px-3 py-2">
                    {cell}
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
