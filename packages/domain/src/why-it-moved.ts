/**
 * Issue 28 "Why it moved": the days a daily series moved far outside its recent behaviour
 * (jumps), and the activities that plausibly explain each one, ranked by an explained score.
 * docs/insights.md explains both to subscribers; the monitor's why-it-moved fidelity test checks
 * the top-ranked cause against the demo world's ground truth.
 */

/** One reading of a daily series: its day (`YYYY-MM-DD`) and value. */
export interface DayValue {
  date: string;
  value: number;
}

/**
 * The jump rule: a day's change (value minus the day before's) is a jump when it lies more than
 * `threshold` times the median absolute deviation (MAD) away from the median of the changes of
 * the `window` days before it. At least `minWindow` earlier changes are needed: a younger series
 * has no recent behaviour to stand out from. The MAD is floored at `minimumScale` (one unit of
 * the counter, so a flat series needs a change of more than 3 to jump) and at `relativeFloor` of
 * the median change (a counter growing by 100,000 a day needs more than 3,000 of a wobble).
 */
export const JUMP_RULE = {
  window: 28,
  minWindow: 7,
  threshold: 3,
  minimumScale: 1,
  relativeFloor: 0.01,
} as const;

export type JumpRule = { [K in keyof typeof JUMP_RULE]: number };

export interface Jump {
  date: string;
  /** The day's change. */
  change: number;
  /** The median change of the trailing window: what the day would have brought as usual. */
  expected: number;
  /** The floored MAD of the trailing window. */
  scale: number;
  /** How far outside: |change - expected| / scale (above `threshold`). */
  strength: number;
  direction: 'up' | 'down';
}

const DAY_MS = 86_400_000;

export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The changes between consecutive days (a missing day breaks the chain: no change for it). */
export function dailyChanges(points: readonly DayValue[]): DayValue[] {
  const changes: DayValue[] = [];
  for (let i = 1; i < points.length; i++) {
    const previous = points[i - 1]!;
    const point = points[i]!;
    if (dayNumber(point.date) - dayNumber(previous.date) !== 1) continue;
    changes.push({ date: point.date, value: point.value - previous.value });
  }
  return changes;
}

/** The jumps of a daily series (points in day order), by the robust rule `JUMP_RULE`. */
export function findJumps(points: readonly DayValue[], rule: JumpRule = JUMP_RULE): Jump[] {
  const changes = dailyChanges(points);
  const jumps: Jump[] = [];
  for (let i = rule.minWindow; i < changes.length; i++) {
    const trailing = changes.slice(Math.max(0, i - rule.window), i).map((entry) => entry.value);
    const expected = median(trailing);
    const mad = median(trailing.map((value) => Math.abs(value - expected)));
    const scale = Math.max(mad, rule.minimumScale, rule.relativeFloor * Math.abs(expected));
    const { date, value: change } = changes[i]!;
    const strength = Math.abs(change - expected) / scale;
    if (strength > rule.threshold) {
      jumps.push({
        date,
        change,
        expected,
        scale,
        strength,
        direction: change > expected ? 'up' : 'down',
      });
    }
  }
  return jumps;
}

/** The activity types that can explain a move (as the monitor files them). */
export type CauseType =
  | 'playlist_add'
  | 'playlist_remove'
  | 'chart_entry'
  | 'chart_reentry'
  | 'chart_exit'
  | 'radio_spins'
  | 'dj_support'
  | 'concert_announced'
  | 'post_milestone';

/** What kind of figure a series counts, which decides what can move it. */
export type SeriesFamily = 'listening' | 'supports' | 'spins' | 'fans';

/** The family of a series by its metric (`radio:spins` is the daily radio spins). */
export function seriesFamily(metric: string): SeriesFamily {
  if (metric === 'spins') return 'spins';
  if (metric === 'total_support_total' || metric === 'dj_charts_total') return 'supports';
  if (/followers|subscribers/.test(metric)) return 'fans';
  return 'listening';
}

/**
 * How much an activity type can move a family of series (0: not at all). A playlist add or a
 * chart entry moves listening; a DJ support moves the supports count; a radio play the spins; a
 * viral post or a concert the fan counts most. Removals and exits explain falls only.
 */
export const CAUSE_RELEVANCE: Record<SeriesFamily, Partial<Record<CauseType, number>>> = {
  listening: {
    playlist_add: 1,
    chart_entry: 0.8,
    chart_reentry: 0.7,
    post_milestone: 0.7,
    radio_spins: 0.3,
    concert_announced: 0.2,
    playlist_remove: 1,
    chart_exit: 0.8,
  },
  supports: { dj_support: 1 },
  spins: { radio_spins: 1 },
  fans: {
    post_milestone: 0.8,
    concert_announced: 0.6,
    playlist_add: 0.4,
    chart_entry: 0.4,
    chart_reentry: 0.3,
  },
};

const FALLS: ReadonlySet<CauseType> = new Set(['playlist_remove', 'chart_exit']);

/** Same day 1, the day before 0.6, two days before 0.3; later or older activities explain nothing. */
export const LAG_WEIGHTS: readonly number[] = [1, 0.6, 0.3];

/** A candidate activity of the track or of one of its accounts. */
export interface CauseCandidate {
  id: number;
  type: string;
  date: string;
  text: string;
  /** The figure the activity is about: a playlist's followers, a chart position, spins. */
  value: number | null;
  /** Whether it is about this very track (else about one of its artists). */
  sameTrack: boolean;
}

export interface RankedCause extends CauseCandidate {
  /** The explained score, 0 to 1 (docs/insights.md "Why it moved"). */
  score: number;
}

/** Causes below this score are not named. */
export const MIN_CAUSE_SCORE = 0.05;

/**
 * The size part of the score: a playlist's followers (1 at a million), spins or supports (1 at
 * 10), a chart by its position (1 at number 1, 0.5 at 100); 0.5 when the activity has no figure.
 */
export function causeSize(type: string, value: number | null): number {
  if (value === null || value <= 0) return 0.5;
  if (type.startsWith('playlist_')) return Math.min(1, Math.log10(1 + value) / 6);
  if (type.startsWith('chart_')) return Math.max(0.2, 1 - Math.log10(value) / 4);
  if (type === 'radio_spins' || type === 'dj_support')
    return Math.min(1, 0.5 + Math.log10(value) / 2);
  return 0.5;
}

/**
 * The explained score of an activity for a jump: relevance (type to series family) x lag weight
 * (same day, one or two days before) x size x match (1 for the same track, 0.7 for its artist).
 * Rises are explained by gains, falls by removals and exits. 0 when it cannot explain the jump.
 */
export function explainedScore(
  jump: Jump,
  family: SeriesFamily,
  candidate: CauseCandidate,
): number {
  const type = candidate.type as CauseType;
  const relevance = CAUSE_RELEVANCE[family][type] ?? 0;
  if (relevance === 0) return 0;
  if (FALLS.has(type) !== (jump.direction === 'down')) return 0;
  const lag = dayNumber(jump.date) - dayNumber(candidate.date);
  const lagWeight = LAG_WEIGHTS[lag] ?? 0;
  if (lag < 0 || lagWeight === 0) return 0;
  const match = candidate.sameTrack ? 1 : 0.7;
  return relevance * lagWeight * causeSize(type, candidate.value) * match;
}

/** The candidates that explain a jump, best first (at most `limit`); empty: no known cause. */
export function rankCauses(
  jump: Jump,
  family: SeriesFamily,
  candidates: readonly CauseCandidate[],
  limit = 3,
): RankedCause[] {
  return candidates
    .map((candidate) => ({ ...candidate, score: explainedScore(jump, family, candidate) }))
    .filter((cause) => cause.score >= MIN_CAUSE_SCORE)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, limit)
    .map((cause) => ({ ...cause, score: Math.round(cause.score * 1000) / 1000 }));
}

export const NO_KNOWN_CAUSE = 'No known cause';
