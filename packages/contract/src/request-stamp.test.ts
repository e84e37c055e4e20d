import { describe, expect, it } from 'vitest';
import {
  checkRequestStamp,
  decodeRequestStamp,
  encodeRequestStamp,
  REQUEST_STAMP_MAX_SKEW_MS,
} from './request-stamp';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('the request stamp header (spec §7)', () => {
  it('decodes to the second it was made', () => {
    expect(decodeRequestStamp(encodeRequestStamp(NOW + 999))).toBe(NOW);
  });

  it('does not show the timestamp in clear', () => {
    const stamp = encodeRequestStamp(NOW);
    expect(stamp).not.toContain(Math.floor(NOW / 1000).toString(36));
    expect(stamp).not.toContain(String(Math.floor(NOW / 1000)));
  });

  it.each([
    ['', 'empty'],
    ['not a stamp!', 'bad characters'],
    ['zz', 'too short'],
    [`${encodeRequestStamp(NOW).slice(0, -1)}0`, 'wrong checksum'],
    [`x${encodeRequestStamp(NOW)}`, 'tampered body'],
  ])('refuses %j as malformed (%s)', (stamp) => {
    expect(checkRequestStamp(stamp, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it.each([
    [-REQUEST_STAMP_MAX_SKEW_MS - 1000, { ok: false, reason: 'stale' }],
    [REQUEST_STAMP_MAX_SKEW_MS + 1000, { ok: false, reason: 'stale' }],
    [-REQUEST_STAMP_MAX_SKEW_MS + 1000, { ok: true }],
    [0, { ok: true }],
  ])('a stamp made %d ms from now checks as %j', (offset, expected) => {
    expect(checkRequestStamp(encodeRequestStamp(NOW + offset), NOW)).toEqual(expected);
  });
});
