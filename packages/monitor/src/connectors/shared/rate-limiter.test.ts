import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

function fakeClock(start = 0) {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('createRateLimiter', () => {
  it('lets the first request through at once and spaces the next ones by the interval', async () => {
    const clock = fakeClock(5_000);
    const acquire = createRateLimiter({ intervalMs: 1000, ...clock });
    const granted: number[] = [];
    await Promise.all([1, 2, 3].map(() => acquire().then(() => granted.push(clock.now()))));
    expect(granted).toEqual([5_000, 6_000, 7_000]);
  });

  it('does not wait when the interval has already passed', async () => {
    const clock = fakeClock();
    const acquire = createRateLimiter({ intervalMs: 1000, ...clock });
    await acquire();
    clock.advance(2_500);
    await acquire();
    expect(clock.now()).toBe(2_500);
  });
});
