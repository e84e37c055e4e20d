import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CARD_LIST_LIMIT,
  FRONTEND_VERSION,
  isMobileWidth,
  RECOMMENDATION_DEFAULTS,
} from './limits';

describe('limits (spec §9)', () => {
  it.each([
    [1024, true],
    [800, true],
    [1025, false],
  ])('spec §9: a width of %s px is mobile: %s', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected);
  });

  it('spec §9: the card limit, the frontend version and the recommendation defaults', () => {
    expect(ACTIVITY_CARD_LIST_LIMIT).toBe(50);
    expect(FRONTEND_VERSION).toBe(143);
    expect(RECOMMENDATION_DEFAULTS).toEqual({
      minFollowers: 10_000,
      contact: 'any',
      popularity: 'any',
      age: 'any',
      onlyNewEntities: true,
    });
  });
});
