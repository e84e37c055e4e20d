import { describe, expect, it } from 'vitest';
import { productTexts } from './product-texts';
import { SEARCH_FILTERS } from './search';
import { searchTexts } from './search-texts';
import { TEXTS } from './texts';

describe('the header search words per product (issues 25, 29)', () => {
  it('gives the music products the catalogue filters and the social product creators only', () => {
    expect(searchTexts('main')).toEqual({
      placeholder: TEXTS.search.placeholder,
      filters: SEARCH_FILTERS,
    });
    expect(searchTexts('social').placeholder).toBe('Search for Creators');
    expect(searchTexts('social').filters.map((filter) => filter.models)).toEqual([
      ['creator'],
      ['creator'],
    ]);
    for (const variant of ['main', 'social', 'playlistcheck'] as const) {
      expect(productTexts(variant).search).toBe(searchTexts(variant));
    }
  });
});
