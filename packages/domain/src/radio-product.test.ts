import { describe, expect, it } from 'vitest';
import {
  platformsMenuSources,
  RADIO_PLAN_WORDS,
  stationKindName,
  stationKindsOfSource,
} from './radio-product';
import { SOURCES } from './sources';

describe('the radio product (issue 24)', () => {
  it('lists its radio sources first in the Platforms menu, the other products the catalogue order', () => {
    const radio = platformsMenuSources('radio').map((source) => source.id);
    const main = platformsMenuSources('main').map((source) => source.id);
    expect(radio.slice(0, 2)).toEqual(['radio', 'siriusxm']);
    expect(main).toEqual(SOURCES.filter((source) => source.tags.isSource).map((s) => s.id));
    expect(main.indexOf('radio')).toBeGreaterThan(1);
    // The same platforms, only reordered.
    expect([...radio].sort()).toEqual([...main].sort());
  });

  it('names station kinds, and keeps SiriusXM to satellite radio', () => {
    expect(['radio', 'digital', 'sat_radio', 'tv', 'other'].map(stationKindName)).toEqual([
      'Radio',
      'Digital Radio',
      'Satellite Radio',
      'TV',
      'other',
    ]);
    expect(stationKindsOfSource('siriusxm')).toEqual(['sat_radio']);
    expect(stationKindsOfSource('radio')).toBeNull();
  });

  it('sells plans with radio words', () => {
    expect(RADIO_PLAN_WORDS.artist).toContain('50,000+ radio stations');
    expect(RADIO_PLAN_WORDS.label).toContain("label's catalogue");
  });
});
