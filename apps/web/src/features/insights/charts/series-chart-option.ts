import type { ChartSeriesResponse, SeriesJumpResponse } from '@songstats/contract';
import { provenanceText } from '../../../components/provenance-text';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Metrics on a fixed scale, whose axis stops at its top: Spotify's popularity is 0 to 100. */
const SCALE_MAXIMUMS: Record<string, number> = { popularity_current: 100 };

/** The top of the value axis when every series is on a fixed scale (issue 21), else none. */
export function axisMaximum(series: readonly ChartSeriesResponse[]): number | undefined {
  const maximums = series.map((entry) => SCALE_MAXIMUMS[entry.id]);
  if (maximums.length === 0 || maximums.some((maximum) => maximum === undefined)) return undefined;
  return Math.max(...(maximums as number[]));
}

/**
 * Issue 28: a pin on each jump's day of the first series, its cause in the pin's tooltip. The
 * pins stand at the day's value.
 */
export function jumpMarkPoints(
  points: readonly { date: string; value: number | null }[],
  marks: readonly SeriesJumpResponse[],
) {
  const valueByDate = new Map(points.map((point) => [point.date, point.value]));
  return marks.flatMap((mark) => {
    const value = valueByDate.get(mark.date);
    return value === undefined || value === null
      ? []
      : [{ name: `${mark.date}: ${mark.explanation}`, coord: [mark.date, value], value: '!' }];
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface AxisParam {
  seriesIndex?: number;
  seriesName?: string;
  marker?: string;
  value?: unknown;
}

/**
 * Issue 28 (decision 063): the axis tooltip of a point: the day, each series' value and where
 * the series comes from (its provenance, one per series from the server).
 */
export function pointTooltip(series: readonly ChartSeriesResponse[]) {
  return (params: AxisParam | AxisParam[]) => {
    const list = Array.isArray(params) ? params : [params];
    const [date] = (list[0]?.value as [string, number | null] | undefined) ?? [''];
    const lines = [`<strong>${escapeHtml(String(date))}</strong>`];
    for (const param of list) {
      const [, value] = (param.value as [string, number | null] | undefined) ?? ['', null];
      lines.push(
        `${param.marker ?? ''}${escapeHtml(param.seriesName ?? '')}: ${
          value === null ? 'no reading' : value.toLocaleString('en-US')
        }`,
      );
      const provenance = series[param.seriesIndex ?? 0]?.provenance;
      if (provenance) {
        lines.push(`<span data-provenance>${escapeHtml(provenanceText(provenance))}</span>`);
      }
    }
    return lines.join('<br>');
  };
}

/** The echarts option of line charts of one or more daily series. */
export function seriesChartOption(
  series: readonly ChartSeriesResponse[],
  title: string,
  marks: readonly SeriesJumpResponse[] = [],
) {
  const max = axisMaximum(series);
  return {
    aria: { enabled: true, description: title },
    animation: false,
    grid: { left: 56, right: 16, top: series.length > 1 ? 36 : 16, bottom: 32 },
    tooltip: { trigger: 'axis' as const, formatter: pointTooltip(series) },
    legend: series.length > 1 ? { top: 0, type: 'scroll' as const } : { show: false },
    // Series are daily: no hour ticks, even around a single day.
    xAxis: { type: 'time' as const, minInterval: DAY_MS, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value' as const, scale: true, ...(max === undefined ? {} : { max }) },
    series: series.map((entry, index) => ({
      ...(index === 0 && marks.length > 0
        ? {
            markPoint: {
              symbolSize: 28,
              tooltip: { trigger: 'item' as const, formatter: '{b}' },
              data: jumpMarkPoints(entry.points, marks),
            },
          }
        : {}),
      name: entry.title,
      type: 'line' as const,
      // A line needs two points: a series of one day (a newly monitored track) shows its dot.
      showSymbol: entry.points.length < 2,
      symbolSize: 8,
      data: entry.points.map((point) => [point.date, point.value]),
    })),
  };
}
