import { describe, expect, it } from 'vitest';
import { parsePlaylistLink } from './playlist-checker';

// Issue 24: a playlist link pasted into the floating search opens that playlist.
describe('parsePlaylistLink', () => {
  it.each([
    [
      'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc',
      'spotify',
      '37i9dQZF1DXcBWIGoYBM5M',
    ],
    ['  https://open.spotify.com/intl-de/playlist/4ab0C1d ', 'spotify', '4ab0C1d'],
    ['https://open.spotify.com/user/someone/playlist/9xY', 'spotify', '9xY'],
    ['spotify:playlist:37i9dQZF1DX0XUsuxWHRQd', 'spotify', '37i9dQZF1DX0XUsuxWHRQd'],
    ['https://www.deezer.com/en/playlist/908622995', 'deezer', '908622995'],
    ['https://deezer.com/playlist/1313621735?utm=x', 'deezer', '1313621735'],
    [
      'https://music.apple.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb',
      'apple_music',
      'pl.f4d106fed2bd41149aaacabb233eb5eb',
    ],
  ])('reads %s', (link, sourceId, playlistId) => {
    expect(parsePlaylistLink(link)).toEqual({ sourceId, playlistId });
  });

  it.each([
    'Morning Coffee',
    'https://open.spotify.com/album/1A2B3C',
    'https://www.deezer.com/en/track/3135556',
    'https://example.com/playlist/123',
    'ftp://open.spotify.com/playlist/abc',
  ])('leaves %s to the name search', (text) => {
    expect(parsePlaylistLink(text)).toBeNull();
  });
});
