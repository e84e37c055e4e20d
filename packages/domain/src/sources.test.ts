import { describe, expect, it } from 'vitest';
import { SOURCE_TAGS } from './entities/source';
import {
  filterFavoriteSources,
  findSourceByUrlNameOrId,
  RADIO_SOURCE_IDS,
  SOURCES,
  sourceById,
  sourcesWithTag,
} from './sources';

describe('sources catalogue (spec §3, §9)', () => {
  it.each([
    ['spotify', 63_680_412, 'playlists'],
    ['youtube', 1_405_941, 'videos'],
    ['instagram', 4_336_336, 'reels'],
    ['apple_music', 42_457, 'playlists'],
    ['tidal', 3_137, 'playlists'],
    ['deezer', 8_902_991, 'playlists'],
    ['tiktok', 6_546_336, 'videos'],
    ['shazam', 255_506, 'charts'],
    ['1001tracklists', 236_415, 'tracklists'],
    ['beatport', 726_176, 'charts'],
    ['traxsource', 83_198, 'charts'],
    ['soundcloud', 72_516_631, 'tracks'],
    ['amazon', 22_812, 'playlists'],
    ['itunes', 3_506_267, 'charts'],
  ])('spec §9: %s shows %s %s', (id, count, countType) => {
    expect(sourceById(id)).toMatchObject({ count, countType });
  });

  it('spec §9: exactly the fourteen counted sources carry a count', () => {
    expect(SOURCES.filter((source) => source.count !== null)).toHaveLength(14);
  });

  it.each([
    'overview',
    'favorites',
    'spotify',
    'youtube',
    'tiktok',
    'instagram',
    'facebook',
    'twitter',
    'radio',
    'shazam',
    '1001tracklists',
    'beatport',
    'traxsource',
    'soundcloud',
    'songkick',
    'bandsintown',
    'musicbrainz',
    'songshare',
    'presave',
    'siriusxm',
  ])('spec §3: the catalogue covers %s', (id) => {
    expect(sourceById(id)?.id).toBe(id);
  });

  it('spec §3: every source has a unique id and url name, an icon, colours and known tags', () => {
    expect(new Set(SOURCES.map((source) => source.id)).size).toBe(SOURCES.length);
    expect(new Set(SOURCES.map((source) => source.urlName)).size).toBe(SOURCES.length);
    for (const source of SOURCES) {
      expect(source.icon).toMatch(/\.svg$/);
      expect(source.colors.primary).toMatch(/^#[0-9A-F]{6}$/i);
      expect(source.colors.secondary).toMatch(/^#[0-9A-F]{6}$/i);
      for (const tag of Object.keys(source.tags)) expect(SOURCE_TAGS).toContain(tag);
    }
  });

  it.each([
    ['spotify', "We don't see your tracks in any playlists that we're monitoring."],
    ['youtube', "We currently don't have any YouTube data for your tracks."],
    ['radio', "We currently don't have any Radio data for your tracks."],
    ['overview', null],
  ])('spec §2: the no-data message of %s is %s', (id, message) => {
    expect(sourceById(id)?.noDataMessage).toBe(message);
  });

  it.each([
    ['spotify', ['Overview', 'Playlists', 'Charts', 'Audience', 'Live Data']],
    ['tiktok', ['Overview', 'Videos', 'Creators', 'Audience']],
    ['radio', ['Overview', 'Spins', 'Stations', 'Countries']],
  ])('spec §3: the per-track analytics tabs of %s are %j', (id, tabs) => {
    expect(sourceById(id)?.analyticsTabs).toEqual(tabs);
  });

  it.each([
    ['apple-music', 'apple_music'],
    ['APPLE_MUSIC', 'apple_music'],
    ['spotify', 'spotify'],
    ['favorite-sources', 'favorites'],
    ['nothing', undefined],
  ])('spec §2: /platforms/%s opens %s', (value, id) => {
    expect(findSourceByUrlNameOrId(value)?.id).toBe(id);
  });

  it.each([
    ['creator', ['youtube', 'tiktok', 'instagram', 'facebook', 'twitter', 'twitch']],
    ['isBeta', ['musicbrainz']],
  ] as const)('spec §3: the sources tagged %s are %j', (tag, ids) => {
    expect(sourcesWithTag(tag).map((source) => source.id)).toEqual(ids);
  });

  it('spec §6: the radio sources are radio and satellite radio', () => {
    expect(RADIO_SOURCE_IDS.map((id) => sourceById(id)?.name)).toEqual(['Radio', 'SiriusXM']);
  });

  it.each([
    [['spotify', 'favorites', 'nope', 'tiktok'], undefined, ['spotify', 'tiktok']],
    [['spotify', 'spotify', 'overview'], 'overview', ['spotify']],
    [[], undefined, []],
  ])('spec §9: favorites %j (excluding %s) keep %j', (ids, excluded, kept) => {
    expect(filterFavoriteSources(ids, excluded)).toEqual(kept);
  });
});
