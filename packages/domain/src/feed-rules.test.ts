import { describe, expect, it } from 'vitest';
import { currentAccountId, shouldApplyFeedResponse } from './feed-rules';

describe('feed and account selection (spec §4)', () => {
  it.each([
    [
      { accountIdUnique: 'a', sourceId: 'spotify' },
      { accountIdUnique: 'a', sourceId: 'spotify' },
      true,
    ],
    [
      { accountIdUnique: 'a', sourceId: 'spotify' },
      { accountIdUnique: 'b', sourceId: 'spotify' },
      false,
    ],
    [
      { accountIdUnique: 'a', sourceId: 'spotify' },
      { accountIdUnique: 'a', sourceId: 'tiktok' },
      false,
    ],
    [
      { accountIdUnique: 'a', sourceId: 'spotify' },
      { accountIdUnique: null, sourceId: 'spotify' },
      false,
    ],
  ])('spec §4: feed response %j applies to %j: %s', (response, current, expected) => {
    expect(shouldApplyFeedResponse(response, current)).toBe(expected);
  });

  const accounts = [{ idUnique: 'a' }, { idUnique: 'b' }];
  it.each([
    [accounts, null, { idUnique: 'a', isMissing: false }],
    [accounts, 'b', { idUnique: 'b', isMissing: false }],
    [accounts, 'z', { idUnique: 'z', isMissing: true }],
    [[], undefined, { idUnique: null, isMissing: false }],
  ])('spec §4: accounts %j with choice %s give %j', (list, chosen, expected) => {
    expect(currentAccountId(list, chosen)).toEqual(expected);
  });
});
