// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { loginPathFor, rememberReturnPath, safeReturnPath, takeReturnPath } from './return-path';

afterEach(() => localStorage.clear());

describe('the return path after logging in (issue 22)', () => {
  it.each([
    ['/settings/data-integrations', '/settings/data-integrations'],
    ['/settings/edit-subscription/4?x=1', '/settings/edit-subscription/4?x=1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('keeps only paths of this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('builds the login address with the path', () => {
    expect(loginPathFor('/settings/a?b=1')).toBe('/login?redirect=%2Fsettings%2Fa%3Fb%3D1');
  });

  it('is taken once, within the life of a magic link', () => {
    rememberReturnPath('/settings/teams', 1_000);
    expect(takeReturnPath(2_000)).toBe('/settings/teams');
    expect(takeReturnPath(3_000)).toBeNull();
    rememberReturnPath('/settings/teams', 1_000);
    expect(takeReturnPath(1_000 + 16 * 60 * 1000)).toBeNull();
    rememberReturnPath('//evil.example', 1_000);
    expect(takeReturnPath(2_000)).toBeNull();
    localStorage.setItem('songstats-return-path', 'not json');
    expect(takeReturnPath()).toBeNull();
  });
});
