// Issue 25: the header search's words per product; issue 29 (decision 078): apart from
// product-texts.ts, whose add-profile words name the link rules (artist-links.ts, creator-links.ts),
// so the header of every first load takes its search words without those rules.
import { SEARCH_FILTERS } from './search';
import { TEXTS } from './texts';
import type { VariantId } from './variants';

export interface SearchFilter {
  id: string;
  label: string;
  /** The search_all models of the chip; empty for every model. */
  models: readonly string[];
}

export interface SearchTexts {
  placeholder: string;
  filters: readonly SearchFilter[];
}

const MUSIC_SEARCH: SearchTexts = {
  placeholder: TEXTS.search.placeholder,
  filters: SEARCH_FILTERS,
};

const CREATOR_MODELS = ['creator'] as const;

const SOCIAL_SEARCH: SearchTexts = {
  placeholder: 'Search for Creators',
  // The social product searches creators only: Top is every creator hit, as Creators.
  filters: [
    { id: 'top', label: TEXTS.search.filters.top, models: CREATOR_MODELS },
    { id: 'creators', label: 'Creators', models: CREATOR_MODELS },
  ],
};

/** The header search's placeholder and filter chips on a product. */
export function searchTexts(variant: VariantId): SearchTexts {
  return variant === 'social' ? SOCIAL_SEARCH : MUSIC_SEARCH;
}
