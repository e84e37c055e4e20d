import type { ChartSeriesResponse, SeriesJumpResponse } from '@songstats/contract';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { provenanceText } from '../../../components/provenance-text';
import {
  DAY_MS,
  dayMs,
  dayTickIndexes,
  jumpsByDay,
  linePath,
  nearestIndex,
  valueAxis,
} from './line-chart-scale';

// Issue 29 (decision 078): the chart cards of the insights pages draw their one daily series as
// an SVG of their own: echarts (about 146 KB brotli) is no longer in a track page's first screen.
// What the echarts chart showed is kept: the line, its axes scaled to the values (popularity up to
// 100), a dot for a series of one day, the jumps' pins (issue 28) and a tooltip of the day's value
// with the series' provenance (decision 063), here also on keyboard focus (arrow keys, Home, End).

const PAD = { left: 56, right: 16, top: 14, bottom: 28 };
const LINE = '#5470c6';
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const exact = new Intl.NumberFormat('en-US');
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The box's width, followed as it resizes (600 until measured, and in a DOM without layout). */
function useWidth(ref: React.RefObject<HTMLDivElement | null>) {
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A line chart of one daily series, with its jumps marked (spec §3 charts of a source's stats). */
export default function LineChart({
  series,
  title,
  height = 220,
  marks = [],
}: {
  series: ChartSeriesResponse;
  title: string;
  height?: number;
  marks?: readonly SeriesJumpResponse[];
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const descriptionId = useId();
  const [active, setActive] = useState<number | null>(null);
  const points = series.points;
  const times = useMemo(() => points.map((point) => dayMs(point.date)), [points]);
  const values = useMemo(
    () => points.flatMap((point) => (point.value === null ? [] : [point.value])),
    [points],
  );
  const axis = useMemo(() => valueAxis(series.id, values), [series.id, values]);
  const jumps = useMemo(() => jumpsByDay(points, marks), [points, marks]);

  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = Math.max(1, height - PAD.top - PAD.bottom);
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? first;
  // A single day stands in the middle of a two-day span.
  const [start, span] = last > first ? [first, last - first] : [first - DAY_MS, 2 * DAY_MS];
  const x = (index: number) => PAD.left + (((times[index] ?? first) - start) / span) * plotWidth;
  const y = (value: number) =>
    PAD.top + plotHeight - ((value - axis.min) / (axis.max - axis.min || 1)) * plotHeight;
  const path = linePath(points, x, y);
  const bottom = PAD.top + plotHeight;
  const dayTicks = dayTickIndexes(points.length, Math.max(2, Math.floor(plotWidth / 90)));
  const activePoint = active === null ? undefined : points[active];

  function onKeyDown(event: KeyboardEvent) {
    const lastIndex = points.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(lastIndex, (active ?? -1) + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, (active ?? lastIndex + 1) - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? lastIndex
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
  }

  /** The day read out: its date, value, provenance and jumps. */
  function pointText(index: number): string {
    const point = points[index];
    if (!point) return 'No data';
    const value = point.value === null ? 'no reading' : exact.format(point.value);
    const dayJumps = (jumps.get(point.date) ?? []).map((jump) => `Jump: ${jump.explanation}`);
    const provenance = series.provenance ? [provenanceText(series.provenance)] : [];
    return [`${longDay.format(dayMs(point.date))}: ${value}`, ...dayJumps, ...provenance].join(
      '. ',
    );
  }

  const lowest = values.length > 0 ? Math.min(...values) : null;
  const highest = values.length > 0 ? Math.max(...values) : null;
  const latest = values.at(-1);
  const description =
    points.length === 0
      ? 'No data.'
      : `Daily ${title} from ${longDay.format(first)} to ${longDay.format(last)}` +
        (lowest === null
          ? ': no readings.'
          : `: lowest ${exact.format(lowest)}, highest ${exact.format(highest ?? lowest)}, latest ${exact.format(latest ?? lowest)}.`) +
        (jumps.size > 0 ? ` ${jumps.size} marked jump${jumps.size === 1 ? '' : 's'}.` : '') +
        ' Arrow keys read each day.';

  return (
    <div ref={box} className="relative w-full" style={{ height }}>
      {/* A slider over the days (arrow keys, Home, End): its value is the day read out. */}
      <div
        data-testid="line-chart"
        role="slider"
        tabIndex={0}
        aria-label={title}
        aria-describedby={descriptionId}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={Math.max(0, points.length - 1)}
        aria-valuenow={active ?? Math.max(0, points.length - 1)}
        aria-valuetext={pointText(active ?? points.length - 1)}
        className="rounded focus-visible:outline-2"
        onPointerMove={(event) => {
          const rect = event.currentTarget.getBoundingClientRect();
          if (rect.width <= 0 || points.length === 0) return;
          const at = ((event.clientX - rect.left) * width) / rect.width;
          setActive(nearestIndex(times, start + ((at - PAD.left) / plotWidth) * span));
        }}
        onPointerLeave={() => setActive(null)}
        onFocus={() =>
          setActive((current) => current ?? (points.length > 0 ? points.length - 1 : null))
        }
        onBlur={() => setActive(null)}
        onKeyDown={onKeyDown}
      >
        <svg
          aria-hidden
          width="100%"
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block overflow-visible"
        >
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={PAD.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                stroke="#e5e7eb"
              />
              <text
                x={PAD.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize={11}
                fill="#6b7280"
              >
                {compact.format(tick)}
              </text>
            </g>
          ))}
          {dayTicks.map((index) => (
            <text
              key={index}
              x={x(index)}
              y={bottom + 18}
              textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}
              fontSize={11}
              fill="#6b7280"
            >
              {shortDay.format(times[index] ?? first)}
            </text>
          ))}
          {path && (
            <path
              d={`${path}`}
              fill="none"
              stroke={LINE}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          )}
          {points.map((point, index) =>
            point.value !== null && (points.length < 2 || index === active) ? (
              <circle
                key={point.date}
                cx={x(index)}
                cy={y(point.value)}
                r={4}
                fill="#fff"
                stroke={LINE}
                strokeWidth={2}
              />
            ) : null,
          )}
          {points.map((point, index) => {
            const dayJumps = jumps.get(point.date);
            if (!dayJumps || point.value === null) return null;
            const cx = x(index);
            const cy = y(point.value);
            return (
              <g key={`jump-${point.date}`} data-testid="jump-pin">
                <path
                  d={`M${cx},${cy}l-7,-10a9,9 0 1 1 14,0z`}
                  fill="#dc2626"
                  stroke="#fff"
                  strokeWidth={1}
                />
                <text x={cx} y={cy - 14} dy="0.32em" textAnchor="middle" fontSize={11} fill="#fff">
                  !
                </text>
              </g>
            );
          })}
          {active !== null && activePoint && (
            <line
              x1={x(active)}
              x2={x(active)}
              y1={PAD.top}
              y2={bottom}
              stroke="#9ca3af"
              strokeDasharray="3 3"
            />
          )}
        </svg>
      </div>
      <p id={descriptionId} className="sr-only">
        {description}
      </p>
      <div
        aria-hidden
        data-testid="chart-tooltip"
        className={
          activePoint
            ? 'pointer-events-none absolute top-0 z-10 max-w-64 rounded-md border border-gray-200 bg-white px-2 py-1 text-xs shadow'
            : 'sr-only'
        }
        style={
          activePoint && active !== null
            ? x(active) > width / 2
              ? { right: width - x(active) + 8 }
              : { left: x(active) + 8 }
            : undefined
        }
      >
        {activePoint && (
          <>
            <strong className="block">{activePoint.date}</strong>
            <span className="block">
              {series.title}:{' '}
              {activePoint.value === null ? 'no reading' : exact.format(activePoint.value)}
            </span>
            {series.provenance && (
              <span data-provenance className="block text-gray-500">
                {provenanceText(series.provenance)}
              </span>
            )}
            {jumps.has(activePoint.date) && (
              <span className="block text-red-700">
                {(jumps.get(activePoint.date) ?? [])
                  .map((jump) => `${jump.date}: ${jump.explanation}`)
                  .join('; ')}
              </span>
            )}
          </>
        )}
      </div>
    </div>
  );
}
