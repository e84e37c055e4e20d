import { describe, expect, it } from 'vitest';
import { CREATOR_LINK_TEXTS, decideAddCreator, parseCreatorLink } from './creator-links';
import { noDataTextOf, productTexts } from './product-texts';
import { VARIANTS } from './variants';

// Issue 25: the social product adds a creator by a TikTok, Instagram, YouTube or Twitch profile
// link, each checked against its platform's hosts and profile paths.
describe('creator profile links (issue 25)', () => {
  it.each([
    ['https://www.tiktok.com/@Lena.Moves', 'tiktok', 'lena.moves'],
    ['https://tiktok.com/@lena_moves/?lang=en', 'tiktok', 'lena_moves'],
    ['https://www.instagram.com/lena.moves/', 'instagram', 'lena.moves'],
    ['https://instagram.com/Lena_Moves?igsh=abc', 'instagram', 'lena_moves'],
    ['https://www.youtube.com/@LenaMoves', 'youtube', '@lenamoves'],
    [
      'https://m.youtube.com/channel/UCabcdefghijklmnopqrstuV',
      'youtube',
      'UCabcdefghijklmnopqrstuV',
    ],
    ['https://www.twitch.tv/lena_moves', 'twitch', 'lena_moves'],
    ['  https://twitch.tv/LenaMoves  ', 'twitch', 'lenamoves'],
  ])('%s is the %s creator %s', (link, source, externalId) => {
    expect(parseCreatorLink(link)).toEqual({ ok: true, source, externalId });
  });

  it.each([
    [
      'https://www.tiktok.com/@lena/video/7300000000000000000',
      'TikTok',
      'https://www.tiktok.com/@name',
    ],
    ['https://www.tiktok.com/discover/dance', 'TikTok', 'https://www.tiktok.com/@name'],
    ['https://www.instagram.com/p/C0abc123/', 'Instagram', 'https://www.instagram.com/name'],
    ['https://www.instagram.com/reels/', 'Instagram', 'https://www.instagram.com/name'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube', 'https://www.youtube.com/@name'],
    ['https://www.youtube.com/channel/UCshort', 'YouTube', 'https://www.youtube.com/@name'],
    ['https://www.twitch.tv/directory', 'Twitch', 'https://www.twitch.tv/name'],
    ['https://www.twitch.tv/lena/videos', 'Twitch', 'https://www.twitch.tv/name'],
  ])('%s is refused: not a %s profile', (link, platform, example) => {
    expect(parseCreatorLink(link)).toEqual({
      ok: false,
      message: CREATOR_LINK_TEXTS.notAProfile(platform, example),
    });
  });

  it.each([
    ['https://open.spotify.com/artist/0kbYTNQb4Pb1rPbbaF0pT4', 'Spotify'],
    ['https://music.apple.com/us/artist/robyn/1234', 'Apple Music'],
    ['https://www.beatport.com/artist/robyn/1', 'Beatport'],
  ])('%s is a music link: it adds an artist, not a creator', (link, service) => {
    const check = parseCreatorLink(link);
    expect(check).toEqual({ ok: false, message: CREATOR_LINK_TEXTS.musicLink(service) });
    expect(CREATOR_LINK_TEXTS.musicLink(service)).toContain(`A ${service} link adds an artist`);
  });

  it.each([
    'tiktok.com/@lena',
    'ftp://www.tiktok.com/@lena',
    'https://www.tiktok.com.evil.example/@lena',
    'https://user@www.tiktok.com/@lena',
    'https://www.tiktok.com:8443/@lena',
    'https://x.com/lena',
    '',
  ])('%j is no creator profile link', (link) => {
    expect(parseCreatorLink(link)).toEqual({
      ok: false,
      message: CREATOR_LINK_TEXTS.needsSocialProfileLink,
    });
  });

  it('the add-profile dialog of the social product sends only creator links, and only logged in', () => {
    expect(decideAddCreator({ link: 'https://www.tiktok.com/@lena', isLoggedIn: false })).toEqual({
      kind: 'loggedOut',
      message: 'Sign up for a free account in order to add a creator profile.',
    });
    expect(decideAddCreator({ link: ' https://www.tiktok.com/@lena ', isLoggedIn: true })).toEqual({
      kind: 'submit',
      link: 'https://www.tiktok.com/@lena',
    });
    expect(
      decideAddCreator({ link: 'https://open.spotify.com/artist/abc', isLoggedIn: true }),
    ).toEqual({ kind: 'invalid', message: CREATOR_LINK_TEXTS.musicLink('Spotify') });
  });
});

describe('the words of each product (issue 25)', () => {
  it('the social product speaks of creators and posts, the music products of artists and tracks', () => {
    const social = productTexts('social');
    expect(social.search.placeholder).toBe('Search for Creators');
    expect(social.search.filters.map((filter) => filter.label)).toEqual(['Top', 'Creators']);
    expect(social.search.filters.every((filter) => filter.models.join() === 'creator')).toBe(true);
    expect(social.noPlatformData('TikTok')).toBe(
      "We currently don't have any TikTok data for your posts.",
    );
    const socialWords = [
      social.noProfile.title,
      social.noProfile.text('audience'),
      social.noAudienceData,
      social.noActivity,
      social.addProfile.loggedOut,
    ].join(' ');
    expect(socialWords).not.toMatch(/artist|label|track/i);
    expect(socialWords).toMatch(/creator/);
    const music = productTexts('main');
    expect(music.search.placeholder).toBe('Search for Artists, Labels or Songs');
    expect(music.noPlatformData('Spotify')).toBe(
      "We currently don't have any Spotify data for your tracks.",
    );
    expect(productTexts('radio')).toBe(music);
  });

  it('a platform without data is empty "for your posts" on the social product', () => {
    expect(noDataTextOf('social', 'tiktok')).toBe(
      "We currently don't have any TikTok data for your posts.",
    );
    expect(noDataTextOf('main', 'tiktok')).toBe(
      "We currently don't have any TikTok data for your tracks.",
    );
    expect(noDataTextOf('main', 'spotify')).toBe(
      "We don't see your tracks in any playlists that we're monitoring.",
    );
    expect(noDataTextOf('social', 'overview')).toBeNull();
    expect(noDataTextOf('social', 'myspace')).toBeNull();
  });

  it('the social product leads with its own tagline, not the music one', () => {
    expect(VARIANTS.social.tagline).toBe(
      'Social media stats for influencers, brands, agencies, athletes and creators.',
    );
    expect(VARIANTS.social.tagline).not.toBe(VARIANTS.main.tagline);
    expect(`${VARIANTS.social.tagline} ${VARIANTS.social.subline}`).not.toMatch(/playlist|chart/i);
  });
});
