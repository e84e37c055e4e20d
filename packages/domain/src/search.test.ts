import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  SEARCH_FILTERS,
  SEARCH_LIST_MAX_HEIGHT,
  searchDebounceMs,
  shortenArtistName,
  shouldApplySearchResult,
  shouldSendSearch,
} from './search';

describe('search (spec §5, §9)', () => {
  it.each([
    ['', 'main', 1000],
    ['a', 'main', 1000],
    ['abc', 'main', 1000],
    ['  ab  ', 'main', 1000],
    ['abcd', 'main', 200],
    ['daft punk', 'main', 200],
    ['a', 'playlist', 200],
    ['ab', 'artist', 200],
    ['abcdef', 'artist', 200],
  ] as const)('spec §5: %j in the %s search waits %s ms', (query, kind, ms) => {
    expect(searchDebounceMs(query, kind)).toBe(ms);
  });

  it('spec §5: the header search is the default kind', () => {
    expect(searchDebounceMs('ab')).toBe(1000);
  });

  it.each([
    ['', false],
    ['   ', false],
    ['a', true],
    [' nova ', true],
  ])('spec §5: query %j is sent: %s', (query, expected) => {
    expect(shouldSendSearch(query)).toBe(expected);
  });

  it.each([
    ['nova', 'nova', true],
    ['nova', 'nova ', true],
    ['nov', 'nova', false],
    ['nova', '', false],
  ])('spec §5: an answer for %j applies to input %j: %s', (answered, input, expected) => {
    expect(shouldApplySearchResult(answered, input)).toBe(expected);
  });

  it.each([
    [[], 'a', ['a']],
    [['a', 'b'], 'c', ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'b', ['b', 'a', 'c']],
    [['a', 'b', 'c', 'd', 'e'], 'f', ['f', 'a', 'b', 'c', 'd']],
    [['a', 'b', 'c', 'd', 'e'], 'e', ['e', 'a', 'b', 'c', 'd']],
  ])(
    'spec §3: recent %j after choosing %s is %j (5 kept, deduplicated by id)',
    (before, id, after) => {
      const recent = addRecentSearch(
        before.map((entry) => ({ id: entry })),
        { id },
      );
      expect(recent.map((entry) => entry.id)).toEqual(after);
    },
  );

  it.each([
    ['Nova', 'Nova'],
    ['x'.repeat(60), 'x'.repeat(60)],
    ['x'.repeat(61), `${'x'.repeat(57)}...`],
  ])('spec §9: artist name %s is shown as %s (60 characters at most)', (name, shown) => {
    expect(shortenArtistName(name)).toBe(shown);
    expect(shortenArtistName(name).length).toBeLessThanOrEqual(60);
  });

  it('spec §2, §9: the filter chips and the list heights', () => {
    expect(SEARCH_FILTERS.map((filter) => filter.label)).toEqual([
      'Top',
      'Songs',
      'Artists',
      'Labels',
      'Cities',
    ]);
    expect(SEARCH_LIST_MAX_HEIGHT).toEqual({ main: 330, artist: 220 });
  });
});
