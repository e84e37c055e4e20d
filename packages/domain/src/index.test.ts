import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('the domain barrel', () => {
  it.each([
    'VARIANTS',
    'TEXTS',
    'PRICES',
    'TIERS',
    'SOURCES',
    'deriveAccountFlags',
    'subscriptionModalReducer',
    'subscriptionRowActions',
    'isCouponApplicable',
    'searchDebounceMs',
    'addGlobalMessage',
    'isActivityVisibleAtTier',
    'useCasesOf',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });
});
