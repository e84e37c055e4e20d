import { hash, Salt } from './random';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A Spotify-shaped 22-character base62 id, stable for (seed, kind, index). Made from its
 * character codes in one piece: a string grown a character at a time is a chain of 22 pieces,
 * walked again every time it is copied into a response.
 */
export function spotifyId(seed: number, kind: number, index: number): string {
  const codes: number[] = [];
  for (let word = 0; word < 4; word++) {
    let h = hash(seed, Salt.id, kind, index, word);
    const chars = word === 3 ? 4 : 6;
    for (let i = 0; i < chars; i++) {
      codes.push(BASE62.charCodeAt(h % 62));
      h = Math.floor(h / 62);
    }
  }
  return String.fromCharCode(...codes);
}

/**
 * ISRC: QZ (the reserved test/issuing prefix) + 3-character registrant from the label
 * + 2-digit year + 5-digit designation. The registrant also carries the track index's
 * high part, so designations never repeat inside one registrant and year.
 */
export function isrcOf(labelIndex: number, year: number, trackIndex: number): string {
  let registrant = '';
  let value = (labelIndex * 131 + Math.floor(trackIndex / 100_000)) % (36 * 36 * 36);
  for (let i = 0; i < 3; i++) {
    registrant = BASE36[value % 36] + registrant;
    value = Math.floor(value / 36);
  }
  const yy = String(year % 100).padStart(2, '0');
  const designation = String(trackIndex % 100_000).padStart(5, '0');
  return `QZ${registrant}${yy}${designation}`;
}

export const IdKind = {
  artist: 1,
  label: 2,
  creator: 3,
  track: 4,
  playlist: 5,
  station: 6,
  album: 7,
  user: 8,
  concert: 9,
  tracklist: 10,
} as const;
