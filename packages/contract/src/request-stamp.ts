// spec §7: every request carries an obfuscated, timestamp-derived header. It is not a secret (the
// web app computes it); it lets the server turn away replayed or badly built requests early.
// Format: the request time in whole seconds, in base 36, each character shifted by its position,
// reversed, followed by a two-character checksum.

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
/** A stamp older or newer than this is stale. */
export const REQUEST_STAMP_MAX_SKEW_MS = 5 * 60 * 1000;

function checksum(body: string): string {
  let sum = 7;
  for (const char of body) sum = (sum * 31 + ALPHABET.indexOf(char)) % (36 * 36);
  return ALPHABET[Math.floor(sum / 36)]! + ALPHABET[sum % 36]!;
}

export function encodeRequestStamp(nowMs: number = Date.now()): string {
  const seconds = Math.floor(nowMs / 1000).toString(36);
  const shifted = [...seconds].map(
    (char, index) => ALPHABET[(ALPHABET.indexOf(char) + index * 7) % 36],
  );
  const body = shifted.reverse().join('');
  return body + checksum(body);
}

/** The time (ms) a stamp was made, or null when it is not a well-formed stamp. */
export function decodeRequestStamp(stamp: string): number | null {
  if (!/^[0-9a-z]{3,16}$/.test(stamp)) return null;
  const body = stamp.slice(0, -2);
  if (checksum(body) !== stamp.slice(-2)) return null;
  const seconds = [...body]
    .reverse()
    .map((char, index) => ALPHABET[(ALPHABET.indexOf(char) - index * 7 + 36 * 16) % 36])
    .join('');
  const value = Number.parseInt(seconds, 36);
  return Number.isSafeInteger(value) ? value * 1000 : null;
}

export type StampCheck = { ok: true } | { ok: false; reason: 'malformed' | 'stale' };

export function checkRequestStamp(stamp: string, nowMs: number = Date.now()): StampCheck {
  const madeAt = decodeRequestStamp(stamp);
  if (madeAt === null) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowMs - madeAt) > REQUEST_STAMP_MAX_SKEW_MS) return { ok: false, reason: 'stale' };
  return { ok: true };
}
