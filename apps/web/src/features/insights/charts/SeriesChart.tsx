import type { ChartSeriesResponse, SeriesJumpResponse } from '@songstats/contract';
import { useMemo, useRef } from 'react';
import { seriesChartOption } from './series-chart-option';
import { useEChart } from './use-echart';

/** Line charts of one or more series over time (spec §3 charts of a source's stats). */
export default function SeriesChart({
  series,
  title,
  height = 260,
  marks = [],
}: {
  series: ChartSeriesResponse[];
  title: string;
  height?: number;
  /** Issue 28: the jumps to mark on the first series. */
  marks?: readonly SeriesJumpResponse[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const option = useMemo(() => seriesChartOption(series, title, marks), [series, title, marks]);
  useEChart(ref, option);
  return <div ref={ref} role="img" aria-label={title} style={{ height }} className="w-full" />;
}
