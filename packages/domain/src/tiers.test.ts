import { describe, expect, it } from 'vitest';
import {
  activityTier,
  isActivityVisibleAtTier,
  isTierId,
  TIER_IDS,
  TIERS,
  type TieredActivity,
  type TierId,
} from './tiers';

describe('tiers and markets (spec §3, §9)', () => {
  it.each([
    [4, 'Bassline', 200, 2_500, 500],
    [3, 'Mid Range', 500, 10_000, 5_000],
    [2, 'High Pass', 2_500, 50_000, 10_000],
    [1, 'Top End', 25_000, 250_000, 25_000],
  ] as const)(
    'spec §9: tier %s is %s with %s followers, %s creators, %s reposts',
    (id, name, followers, creators, reposts) => {
      expect(TIERS[id]).toMatchObject({
        id,
        name,
        thresholds: { playlistFollowers: followers, creators, reposts },
      });
    },
  );

  it.each([
    [1, ['US', 'GB', 'DE', 'NL', 'FR', 'ES', 'IT', 'CA', 'AU']],
    [2, ['US', 'GB', 'DE', 'NL', 'FR', 'ES', 'IT', 'CA', 'AU', 'BE', 'BR', 'MX', 'IE']],
    [
      3,
      [
        'US',
        'GB',
        'DE',
        'NL',
        'FR',
        'ES',
        'IT',
        'CA',
        'AU',
        'BE',
        'BR',
        'MX',
        'IE',
        'JP',
        'ZA',
        'KR',
        'NG',
        'AR',
      ],
    ],
    [4, null],
  ] as const)('spec §9: tier %s covers the markets %j', (id, markets) => {
    expect(TIERS[id].markets).toEqual(markets);
  });

  it('spec §9: market sets have 9, 13 and 18 countries; the lowest tier is global', () => {
    expect([1, 2, 3].map((id) => TIERS[id as TierId].markets?.length)).toEqual([9, 13, 18]);
    expect(TIER_IDS).toEqual([4, 3, 2, 1]);
  });

  it.each([
    [3, true],
    [0, false],
    [5, false],
    ['1', false],
  ])('spec §9: %j is a tier id: %s', (value, expected) => {
    expect(isTierId(value)).toBe(expected);
  });

  const cases: [string, TieredActivity, TierId | null][] = [
    ['a 150-follower playlist', { metric: 'playlistFollowers', value: 150 }, null],
    ['a 200-follower playlist', { metric: 'playlistFollowers', value: 200 }, 4],
    ['a 499-follower playlist', { metric: 'playlistFollowers', value: 499 }, 4],
    ['a 500-follower playlist', { metric: 'playlistFollowers', value: 500 }, 3],
    ['a 2,500-follower playlist', { metric: 'playlistFollowers', value: 2_500 }, 2],
    ['a 25K-follower playlist', { metric: 'playlistFollowers', value: 25_000 }, 1],
    [
      'a 25K-follower playlist in BR',
      { metric: 'playlistFollowers', value: 25_000, countryCode: 'BR' },
      2,
    ],
    [
      'a 25K-follower playlist in JP',
      { metric: 'playlistFollowers', value: 25_000, countryCode: 'jp' },
      3,
    ],
    [
      'a 25K-follower playlist in SE',
      { metric: 'playlistFollowers', value: 25_000, countryCode: 'SE' },
      4,
    ],
    ['a sound with 2,499 creators', { metric: 'creators', value: 2_499 }, null],
    ['a sound with 10K creators', { metric: 'creators', value: 10_000 }, 3],
    ['a sound with 250K creators', { metric: 'creators', value: 250_000 }, 1],
    ['a track with 500 reposts', { metric: 'reposts', value: 500 }, 4],
    ['a track with 10K reposts', { metric: 'reposts', value: 10_000 }, 2],
    ['a US chart entry (no size)', { countryCode: 'US' }, 1],
    ['an NG chart entry (no size)', { countryCode: 'NG' }, 3],
    ['a milestone (no size, global)', {}, 1],
    ['a playlist of unknown size', { metric: 'playlistFollowers', value: null }, null],
  ];
  it.each(cases)('spec §9: %s reaches tier %s', (_label, activity, tier) => {
    expect(activityTier(activity)).toBe(tier);
  });

  it.each([
    [{ metric: 'playlistFollowers', value: 600 }, 4, true],
    [{ metric: 'playlistFollowers', value: 600 }, 3, true],
    [{ metric: 'playlistFollowers', value: 600 }, 2, false],
    [{ metric: 'playlistFollowers', value: 100 }, 4, false],
    [{ metric: 'playlistFollowers', value: 30_000, countryCode: 'DE' }, 1, true],
    [{ metric: 'playlistFollowers', value: 30_000, countryCode: 'IE' }, 1, false],
    [{ metric: 'playlistFollowers', value: 30_000, countryCode: 'IE' }, 2, true],
  ] as const)('spec §9: %j is visible at tier %s: %s', (activity, tier, expected) => {
    expect(isActivityVisibleAtTier(activity, tier)).toBe(expected);
  });
});
