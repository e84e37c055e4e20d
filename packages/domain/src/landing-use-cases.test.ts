import { describe, expect, it } from 'vitest';
import {
  audienceOfUseCase,
  MUSIC_USE_CASES,
  SOCIAL_USE_CASES,
  useCasesOf,
} from './landing-use-cases';

describe('use case landing pages (spec §2)', () => {
  it.each([
    ['main', 'ars', true],
    ['radio', 'publishers', true],
    ['main', 'athletes', false],
    ['social', 'publicfigures', true],
    ['social', 'labels', false],
  ] as const)('spec §2: the %s variant has a /for/%s page: %s', (variant, useCase, expected) => {
    expect(useCasesOf(variant).includes(useCase)).toBe(expected);
  });

  it('spec §2: sixteen use cases each for music and social', () => {
    expect(useCasesOf('main')).toHaveLength(16);
    expect(useCasesOf('social')).toHaveLength(16);
  });
});

describe('use case audiences (issue 30)', () => {
  it('names every use case, A&Rs and Booking Agents as the landing says', () => {
    for (const useCase of [...MUSIC_USE_CASES, ...SOCIAL_USE_CASES]) {
      expect(audienceOfUseCase(useCase)).not.toBe(useCase);
    }
    expect(audienceOfUseCase('ars')).toBe('A&Rs');
    expect(audienceOfUseCase('bookings')).toBe('Booking Agents');
    expect(audienceOfUseCase('unknown')).toBe('unknown');
  });
});
