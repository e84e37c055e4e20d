import { describe, expect, it } from 'vitest';
import { decideAddProfile, isStreamingArtistLink } from './artist-links';
import { isAddProfileSubmitDisabled, isHttpUrl, isValidEmail, normaliseEmail } from './validation';

describe('validation (spec §5)', () => {
  it.each([
    ['Nova@Example.COM', 'nova@example.com'],
    ['  a@b.co ', 'a@b.co'],
  ])('spec §5: email %j is sent as %s', (email, sent) => {
    expect(normaliseEmail(email)).toBe(sent);
  });

  it.each([
    ['nova@example.com', true],
    ['Nova@Example.com', true],
    ['nova@example', false],
    ['nova.example.com', false],
    ['', false],
  ])('spec §5: email %j has a valid format: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it.each([
    ['https://songstats.com', true],
    ['http://example.org/path?q=1', true],
    ['ftp://example.org', false],
    ['javascript:alert(1)', false],
    ['example.org', false],
    ['', false],
  ])('spec §5: %j is an http(s) URL: %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });

  it.each([
    ['https://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi', true],
    ['https://open.spotify.com/intl-de/artist/4tZwfgrHOc3mvqYlEYSvVi', true],
    ['https://music.apple.com/us/artist/daft-punk/5468295', true],
    ['https://www.deezer.com/en/artist/27', true],
    ['https://tidal.com/browse/artist/8847', true],
    ['https://music.amazon.com/artists/B000QJQ4XI', true],
    ['https://open.spotify.com/track/0DiWol3AO6WpXZgp0goxAV', false],
    ['https://www.youtube.com/@daftpunk', false],
    ['https://evil.com/artist/1', false],
    ['open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi', false],
  ])('spec §5: %s is a streaming-service artist link: %s', (link, expected) => {
    expect(isStreamingArtistLink(link)).toBe(expected);
  });

  it.each([
    ['', true],
    ['   ', true],
    ['https://open.spotify.com/artist/x', false],
  ])('spec §5: with link %j the add-profile submit is disabled: %s', (link, expected) => {
    expect(isAddProfileSubmitDisabled(link)).toBe(expected);
  });

  it.each([
    [
      { type: 'artist', link: 'https://open.spotify.com/artist/4tZ', isLoggedIn: false },
      {
        kind: 'loggedOut',
        message: 'Sign up for a free account in order to add an artist / label profile.',
      },
    ],
    [{ type: 'label', link: 'https://x.org', isLoggedIn: true }, { kind: 'externalForm' }],
    [{ type: 'collaborator', link: '', isLoggedIn: true }, { kind: 'externalForm' }],
    [
      { type: 'artist', link: ' https://open.spotify.com/artist/4tZ ', isLoggedIn: true },
      { kind: 'submit', link: 'https://open.spotify.com/artist/4tZ' },
    ],
  ] as const)('spec §5, §6: add-profile %j decides %j', (input, decision) => {
    expect(decideAddProfile(input)).toEqual(decision);
  });

  it('spec §5: an artist request without an artist link is refused (issue 27: YouTube counts)', () => {
    const decision = decideAddProfile({
      type: 'artist',
      link: 'https://www.youtube.com/watch?v=nova',
      isLoggedIn: true,
    });
    expect(decision.kind).toBe('invalid');
    expect(
      decideAddProfile({ type: 'artist', link: 'https://www.youtube.com/@nova', isLoggedIn: true })
        .kind,
    ).toBe('submit');
  });
});
