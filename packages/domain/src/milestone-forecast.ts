import { type DayValue, dailyChanges, dateOfDayNumber, dayNumber } from './why-it-moved';

/**
 * Issue 28 "Milestone forecasts": when a counter reaches its next step of the milestone ladder,
 * with an interval. docs/insights.md explains the method to subscribers; `npm run bench:forecast`
 * backtests it on the demo world (docs/benchmarks.md).
 */

/** The milestone ladder (the monitor's milestone activities use the same steps). */
export const MILESTONE_LADDER: readonly number[] = [
  1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
];

/** The next step of the ladder above a value, or null above the last. */
export function nextMilestone(value: number, ladder: readonly number[] = MILESTONE_LADDER) {
  return ladder.find((step) => step > value) ?? null;
}

/**
 * The method's constants. A daily count grows by a daily rate that itself drifts slowly (a
 * release's launch fades, a breakout rises then decays), so the method is a damped local linear
 * trend on the log of the daily rate: the level is the mean of the last `levelDays` increments
 * (a week, so that weekday patterns and reading-time wobble cancel) without the largest and the
 * smallest (a one-day jump does not set the pace), the trend is the change of
 * log level against the week before, per day, damped by `damping` a day (a trend is not followed
 * for ever). The interval comes from the trend's own uncertainty: the spread of the daily trend
 * over the last `trendSamples` days, widened by `intervalZ` (the 80% normal quantile, 1.2816,
 * times a factor calibrated once on the world's backtest, docs/benchmarks.md).
 */
export const FORECAST_METHOD = {
  levelDays: 7,
  trendSamples: 14,
  damping: 0.97,
  maxTrend: 0.1,
  minTrendSpread: 0.004,
  intervalZ: 1.2816 * 1.25,
  nominal: 0.8,
  horizon: 730,
} as const;

export type ForecastMethod = { [K in keyof typeof FORECAST_METHOD]: number };

export interface MilestoneForecast {
  milestone: number;
  current: number;
  /** The day of the last reading the forecast starts from. */
  from: string;
  /** Days from `from` to the milestone: the forecast and its interval (nominal 80%). */
  days: number;
  low: number;
  high: number;
  /** `from` + days. */
  date: string;
  /** "about 12 days, 8 to 19". */
  text: string;
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** The mean without the largest and smallest value: one day's jump does not make the rate. */
export function trimmedMean(values: readonly number[]): number {
  if (values.length < 3) return mean(values);
  return mean([...values].sort((a, b) => a - b).slice(1, -1));
}

/** Days until `current` + the projected daily rates reaches `target` (null beyond the horizon). */
export function daysToReach(
  current: number,
  target: number,
  rate: number,
  trend: number,
  method: ForecastMethod = FORECAST_METHOD,
): number | null {
  let value = current;
  let exponent = 0;
  let damping = 1;
  for (let day = 1; day <= method.horizon; day++) {
    damping *= method.damping;
    exponent += trend * damping;
    value += rate * Math.exp(exponent);
    if (value >= target) return day;
  }
  return null;
}

/** The words of a forecast: "about 12 days, 8 to 19" (or "about 1 day, 1 to 2"). */
export function forecastText(days: number, low: number, high: number): string {
  return `about ${days} ${days === 1 ? 'day' : 'days'}, ${low} to ${high}`;
}

/**
 * The forecast of the next milestone of a daily count series (points in day order), or null
 * when it is too young (two weeks of consecutive changes are needed), does not grow, or will
 * not get there within the horizon.
 */
export function forecastMilestone(
  points: readonly DayValue[],
  ladder: readonly number[] = MILESTONE_LADDER,
  method: ForecastMethod = FORECAST_METHOD,
): MilestoneForecast | null {
  const last = points.at(-1);
  if (!last) return null;
  const milestone = nextMilestone(last.value, ladder);
  if (milestone === null) return null;
  const changes = dailyChanges(points).map((change) => change.value);
  const { levelDays, trendSamples } = method;
  if (changes.length < 2 * levelDays + trendSamples - 1) return null;
  // The weekly mean rate ending at each of the last `trendSamples` days, and the week before it.
  const logTrends: number[] = [];
  for (let k = 0; k < trendSamples; k++) {
    const end = changes.length - k;
    const recent = trimmedMean(changes.slice(end - levelDays, end));
    const before = trimmedMean(changes.slice(end - 2 * levelDays, end - levelDays));
    if (recent <= 0 || before <= 0) return null;
    logTrends.push(Math.log(recent / before) / levelDays);
  }
  const rate = trimmedMean(changes.slice(-levelDays));
  const clamp = (trend: number) => Math.max(-method.maxTrend, Math.min(method.maxTrend, trend));
  const trend = clamp(logTrends[0]!);
  const average = mean(logTrends);
  const spread = Math.max(
    method.minTrendSpread,
    Math.sqrt(mean(logTrends.map((value) => (value - average) ** 2))),
  );
  const days = daysToReach(last.value, milestone, rate, trend, method);
  if (days === null) return null;
  const low =
    daysToReach(last.value, milestone, rate, clamp(trend + method.intervalZ * spread), method) ??
    days;
  const high =
    daysToReach(last.value, milestone, rate, clamp(trend - method.intervalZ * spread), method) ??
    method.horizon;
  const from = last.date;
  return {
    milestone,
    current: last.value,
    from,
    days,
    low: Math.min(low, days),
    high: Math.max(high, days),
    date: dateOfDayNumber(dayNumber(from) + days),
    text: forecastText(days, Math.min(low, days), Math.max(high, days)),
  };
}
