import {
  type MilestoneForecastResponse,
  MOVES_TEXTS,
  type SeriesJumpResponse,
} from '@songstats/contract';
import type { MoveCandidateRow } from '@songstats/db';
import {
  type CauseCandidate,
  type DayValue,
  dateOfDayNumber,
  dayNumber,
  findJumps,
  forecastMilestone,
  JUMP_RULE,
  rankCauses,
  seriesFamily,
} from '@songstats/domain';
import { metricTitle } from './analytics-table';

/** Jumps are shown for this many days back from the newest reading. */
export const JUMP_DAYS = 90;
/** The history read for them: the shown days and the trailing window before the first. */
export const MOVES_HISTORY_DAYS = JUMP_DAYS + JUMP_RULE.window + 2;

export function daysBefore(days: number, today = new Date().toISOString().slice(0, 10)) {
  return dateOfDayNumber(dayNumber(today) - days);
}

export interface DailySeries {
  source: string;
  metric: string;
  points: DayValue[];
}

/** Rows of (source, metric, day, value), in day order, grouped into series. */
export function groupSeries<
  Row extends { source: string; metric: string; day: string; value: number },
>(
  rows: readonly Row[],
  keyOf: (row: Row) => string = (row) => `${row.source}|${row.metric}`,
): Map<string, { first: Row; points: DayValue[] }> {
  const groups = new Map<string, { first: Row; points: DayValue[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { first: row, points: [] };
    group.points.push({ date: row.day, value: row.value });
    groups.set(key, group);
  }
  return groups;
}

/**
 * Issue 28: the jumps of a track's series within the last JUMP_DAYS of each, newest first, each
 * with the activities that plausibly explain it (domain `rankCauses`), else "No known cause".
 */
export function presentJumps(
  series: readonly DailySeries[],
  activities: readonly MoveCandidateRow[],
  trackId: number,
): SeriesJumpResponse[] {
  const candidates: (CauseCandidate & { source: string })[] = activities.map((row) => ({
    id: row.id,
    type: row.activityType,
    source: row.source,
    date: row.activityDate,
    text: row.activityText,
    value: row.value,
    sameTrack: row.trackId === trackId,
  }));
  const jumps: SeriesJumpResponse[] = [];
  for (const { source, metric, points } of series) {
    const last = points.at(-1);
    if (!last) continue;
    const from = daysBefore(JUMP_DAYS, last.date);
    const family = seriesFamily(metric);
    for (const jump of findJumps(points)) {
      if (jump.date <= from) continue;
      const causes = rankCauses(jump, family, candidates).map((cause) => ({
        activityId: cause.id,
        type: cause.type,
        source: candidates.find((candidate) => candidate.id === cause.id)!.source,
        date: cause.date,
        text: cause.text,
        score: cause.score,
        sameTrack: cause.sameTrack,
      }));
      jumps.push({
        seriesId: metric,
        source,
        title: metricTitle(metric),
        date: jump.date,
        change: jump.change,
        expected: jump.expected,
        direction: jump.direction,
        causes,
        explanation: causes[0]?.text ?? MOVES_TEXTS.noKnownCause,
      });
    }
  }
  return jumps.sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      a.source.localeCompare(b.source) ||
      a.seriesId.localeCompare(b.seriesId),
  );
}

/** Counting series (`_total`) have milestones; levels (`_current`) and spins do not. */
export const isCountingMetric = (metric: string) => metric.endsWith('_total');

/** The next milestone of each counting series with a forecast, soonest first. */
export function presentForecasts(
  series: readonly (DailySeries & {
    objectType: 'track' | 'account';
    objectIdUnique: string;
    objectName: string;
  })[],
): MilestoneForecastResponse[] {
  const forecasts: MilestoneForecastResponse[] = [];
  for (const entry of series) {
    if (!isCountingMetric(entry.metric)) continue;
    const forecast = forecastMilestone(entry.points);
    if (!forecast) continue;
    forecasts.push({
      seriesId: entry.metric,
      source: entry.source,
      title: metricTitle(entry.metric),
      objectType: entry.objectType,
      objectIdUnique: entry.objectIdUnique,
      objectName: entry.objectName,
      current: forecast.current,
      milestone: forecast.milestone,
      days: forecast.days,
      low: forecast.low,
      high: forecast.high,
      date: forecast.date,
      text: forecast.text,
    });
  }
  return forecasts.sort((a, b) => a.days - b.days || a.source.localeCompare(b.source));
}
