import type { SeriesJumpResponse } from '@songstats/contract';

// Issue 29 (decision 078): the arithmetic of the track pages' own SVG line chart, apart from its
// drawing so it is tested without a DOM.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds of a `YYYY-MM-DD` day at 00:00 UTC. */
export const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Metrics on a fixed scale, whose axis stops at its top: Spotify's popularity is 0 to 100. */
const SCALE_MAXIMUMS: Record<string, number> = { popularity_current: 100 };

/** A step of 1, 2 or 5 times a power of ten near `span / count`. */
export function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10) * power;
}

/**
 * The value axis of a series: scaled to its values (like echarts' `scale: true`, not from zero),
 * on steps of 1, 2 or 5; a metric on a fixed scale (popularity) stops at its top (issue 21).
 */
export function valueAxis(
  seriesId: string,
  values: readonly number[],
  count = 4,
): { min: number; max: number; ticks: number[] } {
  const fixedMax = SCALE_MAXIMUMS[seriesId];
  let low = values.length === 0 ? 0 : Math.min(...values);
  let high = values.length === 0 ? 1 : Math.max(...values);
  if (fixedMax !== undefined) high = Math.max(high, fixedMax);
  if (low === high) {
    const pad = Math.abs(low) >= 10 ? Math.abs(low) * 0.1 : 1;
    low -= pad;
    high += fixedMax === undefined ? pad : 0;
  }
  const step = niceStep(high - low, count);
  const min = Math.floor(low / step) * step;
  const max = fixedMax === undefined ? Math.ceil(high / step) * step : high;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 1e6; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  return { min, max, ticks };
}

/** The indexes of at most `count` days spread evenly over `length` days, first and last among them. */
export function dayTickIndexes(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length === 1 || count <= 1) return [0];
  const shown = Math.min(length, count);
  const indexes = new Set<number>();
  for (let step = 0; step < shown; step++) {
    indexes.add(Math.round((step * (length - 1)) / (shown - 1)));
  }
  return [...indexes];
}

/** The index of the point whose day is nearest `time` (milliseconds), among sorted `times`. */
export function nearestIndex(times: readonly number[], time: number): number {
  let best = 0;
  for (let index = 1; index < times.length; index++) {
    if (Math.abs((times[index] ?? 0) - time) < Math.abs((times[best] ?? 0) - time)) best = index;
  }
  return best;
}

/**
 * The SVG path of a line through the points, broken where a day has no reading; `x` and `y` place
 * a point.
 */
export function linePath(
  points: readonly { value: number | null }[],
  x: (index: number) => number,
  y: (value: number) => number,
): string {
  let path = '';
  let drawing = false;
  points.forEach((point, index) => {
    if (point.value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/** Issue 28: the jumps on the chart's days that have a reading, by day. */
export function jumpsByDay(
  points: readonly { date: string; value: number | null }[],
  marks: readonly SeriesJumpResponse[],
): Map<string, SeriesJumpResponse[]> {
  const read = new Set(points.filter((point) => point.value !== null).map((point) => point.date));
  const byDay = new Map<string, SeriesJumpResponse[]>();
  for (const mark of marks) {
    if (!read.has(mark.date)) continue;
    byDay.set(mark.date, [...(byDay.get(mark.date) ?? []), mark]);
  }
  return byDay;
}
