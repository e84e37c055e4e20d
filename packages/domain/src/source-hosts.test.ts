import { describe, expect, it } from 'vitest';
import { checkSourceLink, linkHostsOf, SOURCE_LINK_HOSTS } from './source-hosts';
import { SOURCES, sourcesWithTag } from './sources';

describe('source link hosts (issue 20, spec §3 withLinks, §5)', () => {
  it('names hosts for exactly the sources that take links', () => {
    const withLinks = sourcesWithTag('withLinks').map((source) => source.id);
    expect(Object.keys(SOURCE_LINK_HOSTS).sort()).toEqual([...withLinks].sort());
    for (const source of SOURCES) {
      expect([source.id, linkHostsOf(source.id).length > 0]).toEqual([
        source.id,
        source.tags.withLinks === true,
      ]);
    }
    expect(linkHostsOf('toString')).toEqual([]);
  });

  it.each([
    ['spotify', 'https://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi'],
    ['spotify', 'http://OPEN.SPOTIFY.COM./artist/4tZw'],
    ['apple_music', 'https://music.apple.com/us/artist/daft-punk/5468295'],
    ['itunes', 'https://itunes.apple.com/us/artist/daft-punk/id5468295'],
    ['deezer', 'https://www.deezer.com/en/artist/27'],
    ['tidal', 'https://listen.tidal.com/artist/8847'],
    ['amazon', 'https://music.amazon.co.uk/artists/B000QJPT3K'],
    ['youtube', 'https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw'],
    ['twitter', 'https://x.com/daftpunk'],
    ['musicbrainz', 'https://musicbrainz.org/artist/056e4f3e-d505-4dad-8ec1-d04f521cbb56'],
  ])('takes a %s link on its own host: %s', (sourceId, link) => {
    const check = checkSourceLink(sourceId, link);
    expect(check.ok).toBe(true);
  });

  it.each([
    ['spotify', 'https://evil.example/artist/4tZw', 'This link is not on Spotify:'],
    ['spotify', 'https://open.spotify.com.evil.example/artist/x', 'This link is not on Spotify:'],
    ['spotify', 'https://evilopen.spotify.com/artist/x', 'This link is not on Spotify:'],
    ['spotify', 'https://open.spotify.com@evil.example/artist/x', 'This link is not on Spotify:'],
    ['spotify', 'https://user@open.spotify.com/artist/x', 'This link is not on Spotify:'],
    ['spotify', 'https://open.spotify.com:8443/artist/x', 'This link is not on Spotify:'],
    ['spotify', 'https://music.apple.com/us/artist/x/1', 'This link is not on Spotify:'],
    ['apple_music', 'https://open.spotify.com/artist/x', 'This link is not on Apple Music:'],
    ['amazon', 'https://music.amazon.evil.example/artists/B0', 'This link is not on Amazon Music:'],
    ['spotify', 'javascript:alert(1)', 'Please enter a link starting with http(s)://.'],
    ['spotify', 'not a link', 'Please enter a link starting with http(s)://.'],
    ['radio', 'https://open.spotify.com/artist/x', 'Links cannot be added for Radio.'],
    ['overview', 'https://open.spotify.com/artist/x', 'Links cannot be added for Overview.'],
    ['nowhere', 'https://open.spotify.com/artist/x', 'Links cannot be added for nowhere.'],
  ])('refuses a %s link %s', (sourceId, link, message) => {
    const check = checkSourceLink(sourceId, link);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toContain(message);
  });

  it('tells which host the source takes', () => {
    const check = checkSourceLink('spotify', 'https://evil.example/x');
    expect(check).toEqual({
      ok: false,
      message: 'This link is not on Spotify: its links start with https://open.spotify.com/.',
    });
  });
});
