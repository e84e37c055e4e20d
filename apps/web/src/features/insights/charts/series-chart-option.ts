import type { ChartSeriesResponse } from '@songstats/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Metrics on a fixed scale, whose axis stops at its top: Spotify's popularity is 0 to 100. */
const SCALE_MAXIMUMS: Record<string, number> = { popularity_current: 100 };

/** The top of the value axis when every series is on a fixed scale (issue 21), else none. */
export function axisMaximum(series: readonly ChartSeriesResponse[]): number | undefined {
  const maximums = series.map((entry) => SCALE_MAXIMUMS[entry.id]);
  if (maximums.length === 0 || maximums.some((maximum) => maximum === undefined)) return undefined;
  return Math.max(...(maximums as number[]));
}

/** The echarts option of line charts of one or more daily series. */
export function seriesChartOption(series: readonly ChartSeriesResponse[], title: string) {
  const max = axisMaximum(series);
  return {
    aria: { enabled: true, description: title },
    animation: false,
    grid: { left: 56, right: 16, top: series.length > 1 ? 36 : 16, bottom: 32 },
    tooltip: { trigger: 'axis' as const },
    legend: series.length > 1 ? { top: 0, type: 'scroll' as const } : { show: false },
    // Series are daily: no hour ticks, even around a single day.
    xAxis: { type: 'time' as const, minInterval: DAY_MS, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value' as const, scale: true, ...(max === undefined ? {} : { max }) },
    series: series.map((entry) => ({
      name: entry.title,
      type: 'line' as const,
      // A line needs two points: a series of one day (a newly monitored track) shows its dot.
      showSymbol: entry.points.length < 2,
      symbolSize: 8,
      data: entry.points.map((point) => [point.date, point.value]),
    })),
  };
}
