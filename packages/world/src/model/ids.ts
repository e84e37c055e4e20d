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

const HEX = '0123456789abcdef';

/** `digits` characters of `alphabet` from hashes of (seed, kind, index, word). */
function hashedChars(alphabet: string, digits: number, ...key: [number, number, number]): string {
  let out = '';
  for (let word = 0; out.length < digits; word++) {
    let h = hash(key[0], Salt.id, key[1], key[2], 100 + word);
    for (let i = 0; i < 6 && out.length < digits; i++) {
      out += alphabet[h % alphabet.length];
      h = Math.floor(h / alphabet.length);
    }
  }
  return out;
}

/**
 * A playlist id shaped as `source` shapes them, unique per (source, index): Spotify's base62,
 * Apple Music's `pl.` and 32 hex digits, Deezer's and SoundCloud's numbers, Amazon's ASIN-like
 * `B0` and 8 characters, Tidal's UUID.
 */
export function playlistIdOf(seed: number, source: string, index: number): string {
  const kind = IdKind.playlist;
  switch (source) {
    case 'apple_music':
      return `pl.${index.toString(16).padStart(8, '0')}${hashedChars(HEX, 24, seed, kind, index)}`;
    case 'deezer':
      return String(1_100_000_000 + index * 1_009 + (hash(seed, Salt.id, kind, index) % 1_000));
    case 'soundcloud':
      return String(1_500_000_000 + index * 1_009 + (hash(seed, Salt.id, kind, index) % 1_000));
    case 'amazon':
      return `B0${(index * 1_000 + (hash(seed, Salt.id, kind, index) % 1_000)).toString(36).toUpperCase().padStart(8, '0')}`;
    case 'tidal': {
      const hex = `${index.toString(16).padStart(8, '0')}${hashedChars(HEX, 24, seed, kind, index)}`;
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    }
    default:
      return spotifyId(seed, kind, index);
  }
}
