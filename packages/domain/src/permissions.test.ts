import { describe, expect, it } from 'vitest';
import {
  isExportAllowed,
  productSources,
  RADIO_STATION_MODEL,
  radioSourceState,
  searchExcludedModels,
  visibleSources,
} from './permissions';
import { SOURCES, sourcesWithTag } from './sources';

describe('permissions (spec §6)', () => {
  it.each([
    [{ canExport: true }, { canExport: false }, true],
    [{ canExport: false }, { canExport: true }, true],
    [null, { canExport: true }, true],
    [{ canExport: false }, {}, false],
    [undefined, undefined, false],
  ])('spec §6: export with plan %j and account %j is allowed: %s', (plan, account, expected) => {
    expect(isExportAllowed(plan, account)).toBe(expected);
  });

  it.each([
    [true, true],
    [false, false],
  ])('spec §6: a beta tester (%s) sees the isBeta sources: %s', (isBetaTester, seesBeta) => {
    const visible = visibleSources(SOURCES, isBetaTester);
    expect(visible.some((source) => source.tags.isBeta)).toBe(seesBeta);
    expect(visible.some((source) => source.id === 'spotify')).toBe(true);
  });

  it.each([
    [true, []],
    [false, [RADIO_STATION_MODEL]],
  ])('spec §6: with radio access %s search excludes %j', (hasRadioAccess, excluded) => {
    expect(searchExcludedModels(hasRadioAccess)).toEqual(excluded);
  });

  it.each([
    [true, true, 'open'],
    [true, false, 'open'],
    [false, true, 'upgradeable'],
    [false, false, 'locked'],
  ] as const)(
    'spec §6: radio access %s, upgradable %s: radio sources are %s',
    (access, upgradable, state) => {
      expect(radioSourceState(access, upgradable)).toBe(state);
    },
  );
});

describe('productSources (issue 25)', () => {
  it('keeps the overview and the social networks on Socialstats, every source elsewhere', () => {
    const feed = sourcesWithTag('feed');
    expect(productSources(feed, 'social').map((source) => source.id)).toEqual(
      feed
        .filter((source) => source.id === 'overview' || source.tags.creator)
        .map((source) => source.id),
    );
    expect(productSources(feed, 'social').map((source) => source.id)).toContain('tiktok');
    expect(productSources(feed, 'social').map((source) => source.id)).not.toContain('spotify');
    expect(productSources(feed, 'main')).toEqual(feed);
  });
});
