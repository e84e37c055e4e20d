import { describe, expect, it } from 'vitest';
import {
  activitySettingProblem,
  activitySettingSources,
  favoriteSourceChoices,
  favoriteSourcesProblem,
  storedSourceTier,
} from './member-settings';

const ids = (sources: { id: string }[]) => sources.map((source) => source.id);

describe('spec §2, §6: the sources of the Activities and Favorite Sources tabs', () => {
  it('favorites are feed platforms; beta ones only for beta testers', () => {
    const everyone = ids(favoriteSourceChoices(false));
    expect(everyone).toContain('spotify');
    expect(everyone).not.toContain('overview');
    expect(everyone).not.toContain('favorites');
    expect(everyone).not.toContain('musicbrainz');
    expect(everyone).not.toContain('songshare');
    expect(ids(favoriteSourceChoices(true))).toContain('musicbrainz');
  });

  it('Radiostats sets radio sources, Socialstats social networks, main every platform', () => {
    expect(ids(activitySettingSources('radio', false))).toEqual(['radio', 'siriusxm']);
    const social = ids(activitySettingSources('social', false));
    expect(social).toContain('tiktok');
    expect(social).not.toContain('spotify');
    expect(ids(activitySettingSources('main', false))).toEqual(ids(favoriteSourceChoices(false)));
  });
});

describe('spec §3, §9: stored tiers', () => {
  it.each([
    [{ spotify: 1 }, 'spotify', 1],
    [{ spotify: 1 }, 'deezer', 4],
    [{ spotify: 9 }, 'spotify', 4],
    [{ spotify: '2' }, 'spotify', 4],
  ])('%j for %s is %i', (stored, source, tier) => {
    expect(storedSourceTier(stored, source)).toBe(tier);
  });
});

describe('validation of what the member saves', () => {
  it.each([
    [['spotify', 'deezer'], false, null],
    [[], false, null],
    [['nope'], false, "'nope' is not a source you can pick as a favorite."],
    [['favorites'], false, "'favorites' is not a source you can pick as a favorite."],
    [['musicbrainz'], false, "'musicbrainz' is not a source you can pick as a favorite."],
    [['musicbrainz'], true, null],
    [['spotify', 'spotify'], false, 'Spotify is chosen twice.'],
  ])('favorites %j (beta %s): %s', (list, beta, problem) => {
    expect(favoriteSourcesProblem(list, beta)).toBe(problem);
  });

  it.each([
    ['spotify', false, null],
    ['radio', false, null],
    ['overview', false, "'overview' is not a source with activity settings."],
    ['musicbrainz', false, "'musicbrainz' is not a source with activity settings."],
    ['musicbrainz', true, null],
  ])('activity setting %s (beta %s): %s', (source, beta, problem) => {
    expect(activitySettingProblem(source, beta)).toBe(problem);
  });
});
