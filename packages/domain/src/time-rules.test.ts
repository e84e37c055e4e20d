import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SETUP_BANNER_MS,
  AUDIENCE_CACHE_LIFETIME_MS,
  isActivityNew,
  isAudienceCacheFresh,
  showsAccountSetupBanner,
} from './time-rules';

const start = '2026-03-01T10:00:00Z';
const at = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000);

describe('time rules (spec §3, §4, §9)', () => {
  it('spec §9: the audience cache and the setup banner both last one hour', () => {
    expect(AUDIENCE_CACHE_LIFETIME_MS).toBe(3_600_000);
    expect(ACCOUNT_SETUP_BANNER_MS).toBe(3_600_000);
  });

  it.each([
    ['2026-03-01T10:00:01Z', start, true],
    [start, start, false],
    ['2026-03-01T09:59:59Z', start, false],
    [at(5).getTime(), at(0), true],
    [start, null, false],
    [start, undefined, false],
  ])('spec §3: an activity of %s after reference %s is new: %s', (date, reference, expected) => {
    expect(isActivityNew(date, reference)).toBe(expected);
  });

  it.each([
    [0, true],
    [59, true],
    [60, false],
    [90, false],
    [-5, false],
  ])(
    'spec §4: %s minutes after the subscription the setup banner shows: %s',
    (minutes, expected) => {
      expect(showsAccountSetupBanner(start, at(minutes))).toBe(expected);
    },
  );

  it('spec §4: no subscription start, no banner', () => {
    expect(showsAccountSetupBanner(null, at(1))).toBe(false);
  });

  it.each([
    ['acc1', 10, true],
    ['acc1', 59, true],
    ['acc1', 60, false],
    ['acc2', 10, false],
  ])(
    'spec §4: audience of acc1 is reused for %s after %s minutes: %s',
    (account, minutes, expected) => {
      expect(
        isAudienceCacheFresh({ accountIdUnique: 'acc1', loadedAt: start }, account, at(minutes)),
      ).toBe(expected);
    },
  );

  it('spec §4: nothing cached, nothing reused', () => {
    expect(isAudienceCacheFresh(null, 'acc1', at(1))).toBe(false);
  });
});
