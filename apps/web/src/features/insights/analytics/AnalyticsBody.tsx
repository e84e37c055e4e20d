import type {
  AnalyticsTableResponse,
  AnalyticsTopResponse,
  ChartSeriesResponse,
  SeriesJumpResponse,
  TimeRange,
} from '@songstats/contract';
import type { TableSort } from '@songstats/domain';
import { ProvenanceMark } from '../../../components/Provenance';
import LineChart from '../charts/LineChart';
import { ExportButton } from '../ExportButton';
import { JumpNotes } from '../moves/MovesViews';
import { AnalyticsTable } from '../table/AnalyticsTable';
import type { CellContext } from '../table/CellView';
import { StatCards } from './StatCards';

/** The jumps of a chart's series, on the days the chart shows. */
const jumpsOf = (jumps: readonly SeriesJumpResponse[], series: ChartSeriesResponse) => {
  const first = series.points[0]?.date ?? '';
  return jumps.filter((jump) => jump.seriesId === series.id && jump.date >= first);
};

/**
 * One chart card per series (spec §3 charts of a source's stats); a track's jumps (issue 28) are
 * marked on their chart and told under it with their cause.
 */
export function ChartGrid({
  charts,
  jumps = [],
}: {
  charts: ChartSeriesResponse[];
  jumps?: readonly SeriesJumpResponse[];
}) {
  if (charts.length === 0) return null;
  return (
    <ul aria-label="Charts" className="grid gap-3 lg:grid-cols-2">
      {charts.map((series) => (
        <li
          key={series.id}
          data-testid="series-chart"
          data-series={series.id}
          className="rounded-xl border border-gray-200 bg-white p-4"
        >
          {/* h2: on a track page the charts come straight after its h1 (heading order, issue 29). */}
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 className="text-sm font-semibold text-ink">{series.title}</h2>
            <ProvenanceMark provenance={series.provenance} />
          </div>
          {series.points.length === 0 ? (
            <p className="py-10 text-center text-sm text-gray-500">No data for this period.</p>
          ) : (
            // Issue 29 (decision 078): an SVG of its own, so no chart code weighs on the first load.
            <LineChart series={series} title={series.title} marks={jumpsOf(jumps, series)} />
          )}
          <JumpNotes jumps={jumpsOf(jumps, series)} />
        </li>
      ))}
    </ul>
  );
}

export interface ExportTarget {
  idUnique: string;
  trackIdUnique: string | null;
  source: string;
}

/** The tables of a section, each with its export buttons where export is allowed (spec §6). */
export function TableList({
  tables,
  context,
  exportTarget,
  onServerSort,
}: {
  tables: AnalyticsTableResponse[];
  context: CellContext;
  exportTarget: ExportTarget | null;
  /** For a cut table (the server's first rows): its sort asked of the server. */
  onServerSort?: (sort: TableSort) => void;
}) {
  return (
    <div className="space-y-4">
      {tables.map((table) => (
        <AnalyticsTable
          key={table.id}
          table={table}
          context={context}
          {...(onServerSort ? { onServerSort } : {})}
          actions={(sort) =>
            exportTarget && table.rows.length > 0 ? (
              <ExportButton
                request={{
                  id_unique: exportTarget.idUnique,
                  track_id_unique: exportTarget.trackIdUnique,
                  source: exportTarget.source,
                  filter: table.id,
                  sort_hash: sort ? { [sort.column]: sort.direction } : null,
                }}
              />
            ) : null
          }
        />
      ))}
    </div>
  );
}

/** A section's top part: its stat cards and a chart of every series. */
export function TopPart({ top, range }: { top: AnalyticsTopResponse; range?: TimeRange }) {
  return (
    <div className="space-y-4">
      <StatCards cards={top.stats} label="Stats" range={range} />
      <ChartGrid charts={top.charts} />
    </div>
  );
}
