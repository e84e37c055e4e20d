import { describe, expect, it } from 'vitest';
import { ARTIST_COUNTERS } from './artist-counters';
import { accountMilestones } from './artist-milestones';

describe('artist follower milestones', () => {
  const spotify = ARTIST_COUNTERS.filter((counter) => counter.source === 'spotify');

  it('marks each step passed since the last stored value, with a dateless key', () => {
    const activities = accountMilestones(
      spotify,
      [{ accountId: 3, metric: 'followers_total', value: 12_000 }],
      new Map([['3:followers_total', 900]]),
      '2026-01-10',
    );
    expect(activities.map((a) => [a.key, a.activity_text, a.account_id])).toEqual([
      ['spotify:milestone:account:3:followers_total:1000:ever', 'Reached 1K followers', 3],
      ['spotify:milestone:account:3:followers_total:10000:ever', 'Reached 10K followers', 3],
    ]);
  });

  it('says nothing on first sight, nor for counters that are only series', () => {
    expect(
      accountMilestones(
        spotify,
        [
          { accountId: 3, metric: 'followers_total', value: 12_000 },
          { accountId: 3, metric: 'monthly_listeners_current', value: 2_000 },
        ],
        new Map([['3:monthly_listeners_current', 500]]),
        '2026-01-10',
      ),
    ).toEqual([]);
  });
});
