import { describe, expect, it } from 'vitest';
import { lookUpCandidates } from './monitored-isrc-tracks';
import { readRealPlatformsSettings } from './real-platforms-settings';

describe('readRealPlatformsSettings', () => {
  it('defaults to 500 look-ups a cycle and 30 days before a miss is tried again', () => {
    expect(readRealPlatformsSettings({ REAL_PLATFORMS_LOOKUPS_PER_CYCLE: '' })).toEqual({
      lookUpsPerCycle: 500,
      retryMissesAfterDays: 30,
    });
  });

  it('reads both variables and refuses a value that is not a positive integer', () => {
    expect(
      readRealPlatformsSettings({
        REAL_PLATFORMS_LOOKUPS_PER_CYCLE: '20',
        REAL_PLATFORMS_RETRY_MISSES_DAYS: '7',
      }),
    ).toEqual({ lookUpsPerCycle: 20, retryMissesAfterDays: 7 });
    expect(() => readRealPlatformsSettings({ REAL_PLATFORMS_RETRY_MISSES_DAYS: '-1' })).toThrow();
  });
});

describe('lookUpCandidates', () => {
  const track = (id: number, externalIds: Record<string, string>) => ({
    id,
    isrc: `USUG1190420${id}`,
    externalIds,
  });
  const tracks = [
    track(1, { deezer: '908604612' }),
    track(2, {}),
    track(3, { deezer_not_found_on: '2024-06-01' }),
    track(4, { deezer_not_found_on: '2024-05-11' }),
    track(5, {}),
  ];

  it('skips tracks with an id and recent misses, retries old misses, and stops at the limit', () => {
    const options = { retryDays: 30, limit: 10 };
    const ids = (limit: number) =>
      lookUpCandidates(tracks, 'deezer', '2024-06-10', { ...options, limit }).map((t) => t.id);
    expect(ids(10)).toEqual([2, 4, 5]);
    expect(ids(2)).toEqual([2, 4]);
  });
});
