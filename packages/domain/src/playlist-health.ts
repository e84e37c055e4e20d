/**
 * Issue 28 "Playlist health": each monitored playlist is Clean, Suspicious or Botted, from four
 * signals read in the monitor's data over the last `HEALTH_RULE.window` days. docs/insights.md
 * publishes the formula to subscribers; the monitor's playlist-health test checks "Botted"
 * against the demo world's planted botted playlists (precision and recall).
 */
import { type DayValue, dateOfDayNumber, dayNumber, findJumps } from './why-it-moved';

export type PlaylistVerdict = 'clean' | 'suspicious' | 'botted';

export const PLAYLIST_VERDICT_LABELS: Record<PlaylistVerdict, string> = {
  clean: 'Clean',
  suspicious: 'Suspicious',
  botted: 'Botted',
};

/**
 * The published formula. Each signal scores 0, half a point (past `half`) or a point (past
 * `full`); the verdict is Botted from `botted` points, Suspicious from `suspicious` points.
 * A follower jump counts only when it is at least `jumpShare` of the followers before it and
 * `jumpMinimum` followers, and no streams jump of the playlist's tracks came the same day or the
 * day before (a jump with matching streams is real listeners arriving).
 */
export const HEALTH_RULE = {
  window: 28,
  jumpShare: 0.05,
  jumpMinimum: 20,
  followerJumps: { half: 1, full: 2 },
  /** Share of the window's additions from the playlist's most frequent label (>= `minAdds`). */
  labelShare: { half: 0.5, full: 0.7 },
  minAdds: 5,
  /** Tracks added in the window per track on the playlist now. */
  churn: { half: 0.6, full: 1 },
  /** Followers per monthly listener of the playlist (when the platform tells its listeners). */
  followersPerListener: { half: 20, full: 50 },
  suspicious: 1,
  botted: 2,
} as const;

export interface PlaylistHealthInput {
  /** The playlist's followers on each day the monitor read them, in day order. */
  followers: readonly DayValue[];
  /** The summed daily streams of the playlist's tracks the monitor counts, in day order. */
  streams: readonly DayValue[];
  /** The label of each track added in the window (null: no label known). */
  addedLabels: readonly (number | null)[];
  /** Tracks on the playlist now. */
  trackCount: number;
  /** The playlist's monthly listeners, when its platform tells them. */
  listeners: number | null;
  /** The day (`YYYY-MM-DD`) the verdict is for: the window ends on it. */
  today: string;
}

export type HealthSignalKey = 'followerJumps' | 'labelShare' | 'churn' | 'followersPerListener';

export interface HealthSignal {
  key: HealthSignalKey;
  /** The measured value (jumps, a share, a ratio); null when it cannot be measured. */
  value: number | null;
  /** 0, 0.5 or 1. */
  points: number;
}

export interface PlaylistHealth {
  verdict: PlaylistVerdict;
  score: number;
  signals: HealthSignal[];
  /** The days of the follower jumps counted. */
  jumpDates: string[];
}

function points(value: number | null, steps: { half: number; full: number }): number {
  if (value === null) return 0;
  if (value >= steps.full) return 1;
  return value >= steps.half ? 0.5 : 0;
}

/**
 * A day-by-day series from readings stored only when the value changed (playlist follower days,
 * decision 040): each day without a reading keeps the day before's value, up to `today`.
 */
export function carryForward(readings: readonly DayValue[], today: string): DayValue[] {
  const filled: DayValue[] = [];
  const last = dayNumber(today);
  for (let i = 0; i < readings.length; i++) {
    const day = dayNumber(readings[i]!.date);
    const until = i + 1 < readings.length ? dayNumber(readings[i + 1]!.date) : last + 1;
    for (let d = day; d < until; d++) {
      filled.push({ date: dateOfDayNumber(d), value: readings[i]!.value });
    }
  }
  return filled;
}

/** The follower jumps of the window that no streams jump matches (same day or the day before). */
export function unmatchedFollowerJumps(
  followers: readonly DayValue[],
  streams: readonly DayValue[],
  today: string,
): string[] {
  const from = dayNumber(today) - HEALTH_RULE.window;
  const before = new Map(followers.map((point) => [dayNumber(point.date), point.value]));
  const streamJumps = new Set(
    findJumps(streams)
      .filter((jump) => jump.direction === 'up')
      .map((jump) => dayNumber(jump.date)),
  );
  return findJumps(followers)
    .filter((jump) => {
      const day = dayNumber(jump.date);
      const previous = before.get(day - 1) ?? 0;
      return (
        jump.direction === 'up' &&
        day > from &&
        jump.change >= HEALTH_RULE.jumpMinimum &&
        jump.change >= HEALTH_RULE.jumpShare * previous &&
        !streamJumps.has(day) &&
        !streamJumps.has(day - 1)
      );
    })
    .map((jump) => jump.date);
}

/** The most frequent label's share of the additions (null below `minAdds` additions). */
export function topLabelShare(labels: readonly (number | null)[]): number | null {
  if (labels.length < HEALTH_RULE.minAdds) return null;
  const counts = new Map<number, number>();
  for (const label of labels) if (label !== null) counts.set(label, (counts.get(label) ?? 0) + 1);
  const top = Math.max(0, ...counts.values());
  return top / labels.length;
}

/** The verdict and its signals, by `HEALTH_RULE`. */
export function playlistHealth(input: PlaylistHealthInput): PlaylistHealth {
  const jumpDates = unmatchedFollowerJumps(input.followers, input.streams, input.today);
  const labelShare = topLabelShare(input.addedLabels);
  const churn = input.trackCount > 0 ? input.addedLabels.length / input.trackCount : null;
  const lastFollowers = input.followers.at(-1)?.value ?? 0;
  const perListener =
    input.listeners !== null && input.listeners > 0 ? lastFollowers / input.listeners : null;
  const signals: HealthSignal[] = [
    {
      key: 'followerJumps',
      value: jumpDates.length,
      points: points(jumpDates.length, HEALTH_RULE.followerJumps),
    },
    { key: 'labelShare', value: labelShare, points: points(labelShare, HEALTH_RULE.labelShare) },
    { key: 'churn', value: churn, points: points(churn, HEALTH_RULE.churn) },
    {
      key: 'followersPerListener',
      value: perListener,
      points: points(perListener, HEALTH_RULE.followersPerListener),
    },
  ];
  const score = signals.reduce((sum, signal) => sum + signal.points, 0);
  const verdict: PlaylistVerdict =
    score >= HEALTH_RULE.botted
      ? 'botted'
      : score >= HEALTH_RULE.suspicious
        ? 'suspicious'
        : 'clean';
  return { verdict, score, signals, jumpDates };
}

/** A signal as a subscriber reads it, e.g. "3 follower jumps without matching streams". */
export function healthSignalText(signal: HealthSignal): string {
  const { value } = signal;
  if (value === null) {
    return signal.key === 'followersPerListener'
      ? 'Followers per listener: not told by the platform'
      : signal.key === 'labelShare'
        ? 'Adds from one label: too few adds to tell'
        : 'Churn: no tracks';
  }
  const percent = `${Math.round(value * 100)}%`;
  switch (signal.key) {
    case 'followerJumps':
      return `${value} follower ${value === 1 ? 'jump' : 'jumps'} without matching streams`;
    case 'labelShare':
      return `${percent} of adds from one label`;
    case 'churn':
      return `${percent} of its tracks added in ${HEALTH_RULE.window} days`;
    default:
      return `${Math.round(value)} followers per listener`;
  }
}
