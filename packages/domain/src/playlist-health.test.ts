import { describe, expect, it } from 'vitest';
import {
  carryForward,
  HEALTH_RULE,
  healthSignalText,
  playlistHealth,
  topLabelShare,
  unmatchedFollowerJumps,
} from './playlist-health';
import { dateOfDayNumber, dayNumber } from './why-it-moved';

const TODAY = '2026-03-31';
const series = (values: number[]) =>
  values.map((value, i) => ({
    date: dateOfDayNumber(dayNumber(TODAY) - values.length + 1 + i),
    value,
  }));
/** 40 days of steady followers (+2 a day from 1,000), with bursts of `burst` on the given days. */
const followers = (burstDays: number[], burst = 300) => {
  let total = 1_000;
  return series(
    Array.from({ length: 40 }, (_, i) => {
      total += 2 + (burstDays.includes(i) ? burst : 0);
      return total;
    }),
  );
};
const base = { streams: [], listeners: null, today: TODAY, trackCount: 50 } as const;

describe('playlist health', () => {
  it('a steady playlist with few, varied adds is Clean', () => {
    const health = playlistHealth({ ...base, followers: followers([]), addedLabels: [1, 2, 3, 4] });
    expect(health.verdict).toBe('clean');
    expect(health.score).toBe(0);
    expect(health.signals.map((signal) => signal.value)).toEqual([0, null, 0.08, null]);
  });

  it('follower bursts without streams, one label and high churn are Botted', () => {
    const health = playlistHealth({
      ...base,
      followers: followers([20, 30, 35]),
      addedLabels: Array.from({ length: 60 }, (_, i) => (i % 10 === 0 ? 2 : 7)),
    });
    expect(health.jumpDates).toHaveLength(3);
    expect(health.signals.map((signal) => signal.points)).toEqual([1, 1, 1, 0]);
    expect(health.verdict).toBe('botted');
    expect(health.score).toBe(3);
  });

  it('one signal is Suspicious', () => {
    const health = playlistHealth({ ...base, followers: followers([30]), addedLabels: [] });
    expect(health.score).toBe(0.5);
    expect(health.verdict).toBe('clean');
    const two = playlistHealth({ ...base, followers: followers([25, 30]), addedLabels: [] });
    expect(two.verdict).toBe('suspicious');
  });

  it('a follower jump the streams match is not counted, nor one outside the window', () => {
    const burst = followers([30]);
    const jumpDate = burst[30]!.date;
    expect(unmatchedFollowerJumps(burst, [], TODAY)).toEqual([jumpDate]);
    const streams = series(Array.from({ length: 40 }, (_, i) => (i === 30 ? 90_000 : 1_000 + i)));
    expect(unmatchedFollowerJumps(burst, streams, TODAY)).toEqual([]);
    expect(unmatchedFollowerJumps(followers([8]), [], TODAY)).toEqual([]);
    // Small jumps (under 20 followers, or 5% of the followers) are not bursts.
    expect(unmatchedFollowerJumps(followers([30], 15), [], TODAY)).toEqual([]);
    expect(
      unmatchedFollowerJumps(
        followers([30], 40).map((p) => ({ ...p, value: p.value * 100 })),
        [],
        TODAY,
      ),
    ).toEqual([]);
  });

  it('label share needs enough adds', () => {
    expect(topLabelShare([1, 1, 1, 2])).toBeNull();
    expect(topLabelShare([1, 1, 1, 2, null])).toBe(0.6);
    expect(topLabelShare([null, null, null, null, null])).toBe(0);
  });

  it('followers per listener counts when the platform tells listeners', () => {
    const health = playlistHealth({
      ...base,
      followers: series([10_000, 60_000]),
      addedLabels: [],
      trackCount: 0,
      listeners: 1_000,
    });
    expect(health.signals.find((s) => s.key === 'followersPerListener')).toEqual({
      key: 'followersPerListener',
      value: 60,
      points: 1,
    });
    expect(health.signals.find((s) => s.key === 'churn')?.value).toBeNull();
    const none = playlistHealth({ ...base, followers: [], addedLabels: [], listeners: 0 });
    expect(none.signals.find((s) => s.key === 'followersPerListener')?.value).toBeNull();
  });

  it('tells each signal in words', () => {
    const text = (key: string, value: number | null) =>
      healthSignalText({ key: key as 'churn', value, points: 0 });
    expect(text('followerJumps', 1)).toBe('1 follower jump without matching streams');
    expect(text('followerJumps', 3)).toBe('3 follower jumps without matching streams');
    expect(text('labelShare', 0.72)).toBe('72% of adds from one label');
    expect(text('churn', 1.2)).toBe(`120% of its tracks added in ${HEALTH_RULE.window} days`);
    expect(text('followersPerListener', 61.4)).toBe('61 followers per listener');
    expect(text('followersPerListener', null)).toBe(
      'Followers per listener: not told by the platform',
    );
    expect(text('labelShare', null)).toBe('Adds from one label: too few adds to tell');
    expect(text('churn', null)).toBe('Churn: no tracks');
  });

  it('carries a reading forward over the days without one, up to today', () => {
    expect(
      carryForward(
        [
          { date: '2026-03-27', value: 10 },
          { date: '2026-03-29', value: 12 },
        ],
        TODAY,
      ),
    ).toEqual([
      { date: '2026-03-27', value: 10 },
      { date: '2026-03-28', value: 10 },
      { date: '2026-03-29', value: 12 },
      { date: '2026-03-30', value: 12 },
      { date: '2026-03-31', value: 12 },
    ]);
    expect(carryForward([], TODAY)).toEqual([]);
  });
});
