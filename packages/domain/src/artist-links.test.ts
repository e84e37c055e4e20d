import { describe, expect, it } from 'vitest';
import {
  ARTIST_LINK_TEXTS,
  decideAddProfile,
  isCaseInsensitiveArtistId,
  parseArtistLink,
} from './artist-links';

describe('parseArtistLink (issue 27)', () => {
  it.each([
    [
      'https://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi?si=abc',
      'spotify',
      '4tZwfgrHOc3mvqYlEYSvVi',
      'https://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi',
    ],
    [
      'https://open.spotify.com/intl-de/artist/4tZwfgrHOc3mvqYlEYSvVi',
      'spotify',
      '4tZwfgrHOc3mvqYlEYSvVi',
      'https://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi',
    ],
    [
      'https://music.apple.com/us/artist/daft-punk/5468295',
      'apple_music',
      '5468295',
      'https://music.apple.com/us/artist/5468295',
    ],
    [
      'https://music.apple.com/fr/artist/5468295?l=en',
      'apple_music',
      '5468295',
      'https://music.apple.com/fr/artist/5468295',
    ],
    [
      'https://music.apple.com/artist/daft-punk/5468295',
      'apple_music',
      '5468295',
      'https://music.apple.com/us/artist/5468295',
    ],
    ['https://www.deezer.com/en/artist/27', 'deezer', '27', 'https://www.deezer.com/artist/27'],
    ['https://deezer.com/artist/27/', 'deezer', '27', 'https://www.deezer.com/artist/27'],
    ['https://tidal.com/browse/artist/8847', 'tidal', '8847', 'https://tidal.com/artist/8847'],
    [
      'https://music.amazon.de/artists/B000QJQ4XI/daft-punk',
      'amazon',
      'B000QJQ4XI',
      'https://music.amazon.com/artists/B000QJQ4XI',
    ],
    [
      'https://www.youtube.com/channel/UC_kRDKYrUlrbtrSiyu5Tflg',
      'youtube',
      'UC_kRDKYrUlrbtrSiyu5Tflg',
      'https://www.youtube.com/channel/UC_kRDKYrUlrbtrSiyu5Tflg',
    ],
    [
      'https://music.youtube.com/channel/UC_kRDKYrUlrbtrSiyu5Tflg',
      'youtube',
      'UC_kRDKYrUlrbtrSiyu5Tflg',
      'https://www.youtube.com/channel/UC_kRDKYrUlrbtrSiyu5Tflg',
    ],
    ['https://youtube.com/@DaftPunk/videos/', null, null, null],
    [
      'https://m.youtube.com/@DaftPunk',
      'youtube',
      '@daftpunk',
      'https://www.youtube.com/@daftpunk',
    ],
    [
      'https://soundcloud.com/DaftPunk',
      'soundcloud',
      'daftpunk',
      'https://soundcloud.com/daftpunk',
    ],
    [
      'https://m.soundcloud.com/daft-punk/',
      'soundcloud',
      'daft-punk',
      'https://soundcloud.com/daft-punk',
    ],
    [
      'https://www.tiktok.com/@DaftPunk?lang=en',
      'tiktok',
      'daftpunk',
      'https://www.tiktok.com/@daftpunk',
    ],
    [
      'https://instagram.com/daftpunk/',
      'instagram',
      'daftpunk',
      'https://www.instagram.com/daftpunk/',
    ],
  ])('reads %s', (link, source, externalId, canonicalLink) => {
    const parsed = parseArtistLink(link);
    if (source === null) expect(parsed.ok).toBe(false);
    else expect(parsed).toEqual({ ok: true, source, externalId, canonicalLink });
  });

  it.each([
    [
      'https://open.spotify.com/track/0DiWol3AO6WpXZgp0goxAV',
      'Spotify',
      'open.spotify.com/artist/',
    ],
    [
      'https://music.apple.com/us/album/discovery/697194953',
      'Apple Music',
      'music.apple.com/us/artist/',
    ],
    ['https://www.deezer.com/track/3135556', 'Deezer', 'www.deezer.com/artist/'],
    ['https://www.youtube.com/watch?v=FGBhQbmPwH8', 'YouTube', 'www.youtube.com/@name'],
    ['https://soundcloud.com/discover', 'SoundCloud', 'soundcloud.com/name'],
    ['https://soundcloud.com/daftpunk/one-more-time', 'SoundCloud', 'soundcloud.com/name'],
    ['https://www.tiktok.com/@daftpunk/video/7311', 'TikTok', 'www.tiktok.com/@name'],
    ['https://www.instagram.com/p/C1x2y3', 'Instagram', 'www.instagram.com/name'],
  ])('tells that %s is not an artist on %s', (link, platform, example) => {
    const parsed = parseArtistLink(link);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toContain(`This ${platform} link is not an artist's profile`);
    expect(parsed.message).toContain(example);
  });

  it.each([
    'https://example.com/artist/1',
    'open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi',
    'ftp://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi',
    'https://open.spotify.com.evil.example/artist/4tZwfgrHOc3mvqYlEYSvVi',
    'https://open.spotify.com:8443/artist/4tZwfgrHOc3mvqYlEYSvVi',
    'https://user@soundcloud.com/daftpunk',
    'https://www.twitch.tv/daftpunk',
  ])('refuses %s as no platform an artist is added from', (link) => {
    expect(parseArtistLink(link)).toEqual({
      ok: false,
      message: ARTIST_LINK_TEXTS.needsArtistLink,
    });
  });

  it('names the seven platforms in its message', () => {
    for (const name of [
      'Spotify',
      'Apple Music',
      'Deezer',
      'YouTube',
      'SoundCloud',
      'TikTok',
      'Instagram',
    ]) {
      expect(ARTIST_LINK_TEXTS.needsArtistLink).toContain(name);
      if (name !== 'Spotify') expect(ARTIST_LINK_TEXTS.placeholder).toContain(name);
    }
  });

  it("lets the add-profile dialog send the social platforms' artist links", () => {
    expect(
      decideAddProfile({ type: 'artist', link: ' https://soundcloud.com/nova ', isLoggedIn: true }),
    ).toEqual({ kind: 'submit', link: 'https://soundcloud.com/nova' });
    expect(
      decideAddProfile({ type: 'artist', link: 'https://www.instagram.com/p/x', isLoggedIn: true }),
    ).toMatchObject({ kind: 'invalid' });
  });

  it('finds user names in any case, channel and catalogue ids exactly', () => {
    expect(isCaseInsensitiveArtistId('tiktok', 'nova')).toBe(true);
    expect(isCaseInsensitiveArtistId('soundcloud', 'nova')).toBe(true);
    expect(isCaseInsensitiveArtistId('instagram', 'nova')).toBe(true);
    expect(isCaseInsensitiveArtistId('youtube', '@nova')).toBe(true);
    expect(isCaseInsensitiveArtistId('youtube', 'UC_kRDKYrUlrbtrSiyu5Tflg')).toBe(false);
    expect(isCaseInsensitiveArtistId('spotify', '4tZwfgrHOc3mvqYlEYSvVi')).toBe(false);
  });
});
