import { describe, expect, it } from 'vitest';
import {
  CREATOR_FOLLOWER_MILESTONES,
  creatorMetricValue,
  creatorPostStats,
  engagementMove,
  engagementRate,
  medianViews,
  passedEngagementChange,
  passedOutperform,
  passedThresholds,
} from './creator-stats';

const post = (views: number, likes = 0, shares: number | null = 0) => ({
  views,
  likes,
  comments: 1,
  shares,
  saves: null,
});

describe("a creator's figures from their posts (issue 25)", () => {
  it('engagement rate is every action over every view; unseen posts have none', () => {
    expect(engagementRate([post(100, 9), post(300, 19, 10)])).toBeCloseTo(40 / 400);
    expect(engagementRate([post(0)])).toBeNull();
    expect(engagementRate([])).toBeNull();
  });

  it('stats: mean views, the rate in hundredths of a percent, the posts counted', () => {
    expect(creatorPostStats([post(100, 9), post(301, 19, 10)])).toEqual({
      averageViews: 201,
      engagementRateBp: 998,
      posts: 2,
    });
    expect(creatorPostStats([])).toBeNull();
    expect(creatorPostStats([post(0)])?.engagementRateBp).toBeNull();
  });

  it('the median needs three posts; an even count takes the upper middle', () => {
    expect(medianViews([5, 1])).toBeNull();
    expect(medianViews([9, 1, 5])).toBe(5);
    expect(medianViews([1, 2, 3, 100])).toBe(3);
  });

  it('a post outperforms when it passes 5x the median today, once', () => {
    expect(passedOutperform(0, 500, 100)).toBe(true);
    expect(passedOutperform(499, 500, 100)).toBe(true);
    expect(passedOutperform(500, 800, 100)).toBe(false);
    expect(passedOutperform(0, 499, 100)).toBe(false);
    expect(passedOutperform(0, 500, null)).toBe(false);
    expect(passedOutperform(0, 500, 0)).toBe(false);
  });

  it('follower milestones: each threshold passed upwards, none on first sight', () => {
    expect(passedThresholds(null, 20_000, CREATOR_FOLLOWER_MILESTONES)).toEqual([]);
    expect(passedThresholds(4_000, 11_000, CREATOR_FOLLOWER_MILESTONES)).toEqual([5_000, 10_000]);
    expect(passedThresholds(11_000, 9_000, CREATOR_FOLLOWER_MILESTONES)).toEqual([]);
  });

  it('shows stored series as the cards do', () => {
    expect(creatorMetricValue('engagement_rate', 523)).toBe(5.23);
    expect(creatorMetricValue('posts_30d', 10)).toBe(2.33);
    expect(creatorMetricValue('followers', 1234)).toBe(1234);
    expect(creatorMetricValue('unknown', 7)).toBe(7);
  });
});

describe('an engagement rate change (issue 25)', () => {
  it('is a move of a quarter against a week before', () => {
    expect(engagementMove(500, 400)).toBe('up');
    expect(engagementMove(300, 400)).toBe('down');
    expect(engagementMove(450, 400)).toBeNull();
    expect(engagementMove(450, null)).toBeNull();
    expect(engagementMove(450, 0)).toBeNull();
  });

  it("is told on the move's first day only, and not without yesterday's figures", () => {
    expect(passedEngagementChange({ now: 500, weekAgo: 400 }, { now: 420, weekAgo: 400 })).toBe(
      'up',
    );
    expect(
      passedEngagementChange({ now: 500, weekAgo: 400 }, { now: 520, weekAgo: 400 }),
    ).toBeNull();
    expect(passedEngagementChange({ now: 300, weekAgo: 400 }, { now: 520, weekAgo: 400 })).toBe(
      'down',
    );
    expect(
      passedEngagementChange({ now: 500, weekAgo: 400 }, { now: null, weekAgo: 400 }),
    ).toBeNull();
    expect(
      passedEngagementChange({ now: 410, weekAgo: 400 }, { now: 300, weekAgo: 400 }),
    ).toBeNull();
  });
});
