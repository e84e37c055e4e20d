import { describe, expect, it } from 'vitest';
import { type AudienceDay, audienceDays, audienceQuality } from './audience-quality';

/** A profile of 100,000 followers: each day's follower gain and views gain. */
function series(days: [gain: number, viewsGain: number][]): AudienceDay[] {
  let followers = 100_000;
  let views = 50_000;
  return [[0, 0] as [number, number], ...days].map(([gain, viewsGain], i) => {
    followers += gain;
    views += viewsGain;
    return { day: `2026-01-${String(i + 1).padStart(2, '0')}`, followers, views };
  });
}

const steady: [number, number][] = [
  [30, 10_000],
  [32, 10_500],
  [29, 9_800],
  [31, 10_200],
  [30, 10_000],
  [28, 9_500],
  [33, 11_000],
  [30, 10_000],
  [31, 10_100],
  [29, 9_900],
  [30, 10_000],
  [31, 10_300],
];

describe('audience quality (issue 25)', () => {
  it('flags a follower jump with no rise of views and counts its excess as suspect', () => {
    const days = [...steady];
    days[8] = [6_030, 10_000];
    const quality = audienceQuality(series(days));
    expect(quality.bursts).toHaveLength(1);
    expect(quality.bursts[0]!.day).toBe('2026-01-10');
    expect(quality.bursts[0]!.followers).toBeGreaterThan(5_900);
    expect(quality.bursts[0]!.followers).toBeLessThan(6_100);
    expect(quality.followers).toBe(series(days).at(-1)!.followers);
    expect(quality.suspectFollowers).toBe(quality.bursts[0]!.followers);
    expect(quality.suspectShare).toBeCloseTo(quality.suspectFollowers / quality.followers, 6);
  });

  it('does not flag a jump the views explain (a viral post)', () => {
    const days = [...steady];
    days[8] = [6_030, 2_000_000];
    days[9] = [3_000, 1_000_000];
    const quality = audienceQuality(series(days));
    expect(quality.bursts).toEqual([]);
    expect(quality.suspectShare).toBe(0);
  });

  it('does not flag the usual ups and downs, nor a jump under 2% of the followers', () => {
    expect(audienceQuality(series(steady)).bursts).toEqual([]);
    const days = [...steady];
    days[5] = [1_500, 9_500];
    expect(audienceQuality(series(days)).bursts).toEqual([]);
  });

  it('answers nothing suspect for no data', () => {
    expect(audienceQuality([])).toEqual({
      followers: 0,
      suspectFollowers: 0,
      suspectShare: 0,
      bursts: [],
    });
    expect(audienceQuality(series([])).suspectShare).toBe(0);
  });

  it("reads a profile's days from its stored series, in day order", () => {
    expect(
      audienceDays([
        { metric: 'followers', day: '2026-01-02', value: 110 },
        { metric: 'average_views', day: '2026-01-02', value: 50 },
        { metric: 'posts_30d', day: '2026-01-02', value: 3 },
        { metric: 'engagement_rate', day: '2026-01-02', value: 400 },
        { metric: 'followers', day: '2026-01-01', value: 100 },
        { metric: 'average_views', day: '2025-12-31', value: 40 },
      ]),
    ).toEqual([
      { day: '2026-01-01', followers: 100, views: 0 },
      { day: '2026-01-02', followers: 110, views: 150 },
    ]);
  });
});
