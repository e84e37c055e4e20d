import { describe, expect, it } from 'vitest';
import { homeAfterLogin } from './after-login';

describe('homeAfterLogin (issue 24)', () => {
  it("lands on the playlist checker's own page there, on the account or feed elsewhere", () => {
    expect(homeAfterLogin('playlistcheck', '/artist/abc')).toBe('/');
    expect(homeAfterLogin('main', '/artist/abc')).toBe('/artist/abc');
    expect(homeAfterLogin('radio', undefined)).toBe('/feed');
  });
});
