import { describe, expect, it } from 'vitest';
import { oneEditAway, queryWords } from './query-words';

describe('queryWords', () => {
  it('splits a query as names are split: lower case, at spaces and punctuation, once each', () => {
    expect(queryWords("  The Sha-la (Remix) the Mary's ")).toEqual([
      'the',
      'sha',
      'la',
      'remix',
      'mary',
      's',
    ]);
  });
});

describe('oneEditAway', () => {
  it('holds the words one dropped, swapped, wrong or extra letter away', () => {
    const variants = oneEditAway('dafr');
    for (const word of ['daf', 'dfar', 'daft', 'dafre', 'adfr']) expect(variants).toContain(word);
    expect(variants).not.toContain('dafr');
    expect(oneEditAway('rievr')).toContain('river');
  });
});
