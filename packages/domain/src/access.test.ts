import { describe, expect, it } from 'vitest';
import {
  hasServiceAccess,
  levelGrantsAccess,
  matchesAccessAggregate,
  matchesAccessLevel,
} from './access';
import { ACCESS_AGGREGATES, ACCESS_LEVELS, type AccessHash } from './entities/account';

describe('access levels (spec §3, §6)', () => {
  it('spec §3: the per-service values and the aggregates are exactly those of the spec', () => {
    expect(ACCESS_LEVELS).toEqual(['direct', 'pro', 'any', 'none', 'only']);
    expect(ACCESS_AGGREGATES).toEqual(['anyService', 'anyMusicService', 'all', 'none', 'either']);
  });

  it.each([
    ['direct', true],
    ['pro', true],
    ['any', true],
    ['only', true],
    ['none', false],
    [undefined, false],
    [null, false],
  ] as const)('spec §3: level %s grants access: %s', (level, expected) => {
    expect(levelGrantsAccess(level)).toBe(expected);
  });

  it.each([
    [{ songstats: 'direct' }, 'songstats', true],
    [{ songstats: 'direct' }, 'radiostats', false],
    [{ radiostats: 'none' }, 'radiostats', false],
    [undefined, 'songstats', false],
  ] as const)('spec §3: %j gives %s access: %s', (hash, service, expected) => {
    expect(hasServiceAccess(hash, service)).toBe(expected);
  });

  it.each([
    [{ songstats: 'direct' }, 'direct', true],
    [{ songstats: 'direct' }, 'pro', false],
    [{ songstats: 'pro' }, 'pro', true],
    [{ songstats: 'any' }, 'pro', true],
    [{ songstats: 'any' }, 'direct', true],
    [{ songstats: 'only' }, 'only', true],
    [{ songstats: 'only' }, 'any', true],
    [{ songstats: 'none' }, 'any', false],
    [{ songstats: 'none' }, 'none', true],
    [{}, 'none', true],
    [{ songstats: 'pro' }, 'none', false],
    [{ songstats: 'only' }, 'direct', false],
  ] as const)('spec §3: songstats level of %j matches %s: %s', (hash, required, expected) => {
    expect(matchesAccessLevel(hash, 'songstats', required)).toBe(expected);
  });

  const cases: [AccessHash, Record<(typeof ACCESS_AGGREGATES)[number], boolean>][] = [
    [{}, { anyService: false, anyMusicService: false, all: false, none: true, either: false }],
    [
      { socialstats: 'direct' },
      { anyService: true, anyMusicService: false, all: false, none: false, either: false },
    ],
    [
      { songstats: 'pro', radiostats: 'none' },
      { anyService: true, anyMusicService: true, all: false, none: false, either: true },
    ],
    [
      { radiostats: 'only' },
      { anyService: true, anyMusicService: true, all: false, none: false, either: true },
    ],
    [
      { songstats: 'any', radiostats: 'direct' },
      { anyService: true, anyMusicService: true, all: true, none: false, either: false },
    ],
  ];
  it.each(cases)('spec §3: the aggregates of %j', (hash, expected) => {
    for (const aggregate of ACCESS_AGGREGATES) {
      expect([aggregate, matchesAccessAggregate(hash, aggregate)]).toEqual([
        aggregate,
        expected[aggregate],
      ]);
    }
  });

  it('spec §3: a missing access hash matches only the none aggregate', () => {
    expect(matchesAccessAggregate(undefined, 'none')).toBe(true);
    expect(matchesAccessAggregate(null, 'anyService')).toBe(false);
  });
});
