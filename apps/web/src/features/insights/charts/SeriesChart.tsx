import type { ChartSeriesResponse } from '@songstats/contract';
import { useMemo, useRef } from 'react';
import { useEChart } from './use-echart';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Line charts of one or more series over time (spec §3 charts of a source's stats). */
export default function SeriesChart({
  series,
  title,
  height = 260,
}: {
  series: ChartSeriesResponse[];
  title: string;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const option = useMemo(
    () => ({
      aria: { enabled: true, description: title },
      animation: false,
      grid: { left: 56, right: 16, top: series.length > 1 ? 36 : 16, bottom: 32 },
      tooltip: { trigger: 'axis' as const },
      legend: series.length > 1 ? { top: 0, type: 'scroll' as const } : { show: false },
      // Series are daily: no hour ticks, even around a single day.
      xAxis: { type: 'time' as const, minInterval: DAY_MS, axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value' as const, scale: true },
      series: series.map((entry) => ({
        name: entry.title,
        type: 'line' as const,
        // A line needs two points: a series of one day (a newly monitored track) shows its dot.
        showSymbol: entry.points.length < 2,
        symbolSize: 8,
        data: entry.points.map((point) => [point.date, point.value]),
      })),
    }),
    [series, title],
  );
  useEChart(ref, option);
  return <div ref={ref} role="img" aria-label={title} style={{ height }} className="w-full" />;
}
