// Counter-based randomness: every draw is a pure function of (seed, purpose, day, entity, ...),
// so any day of the world can be replayed without depending on the order of earlier draws.

function mixIn(h: number, value: number): number {
  let k = Math.imul(value | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  const mixed = h ^ k;
  return (Math.imul((mixed << 13) | (mixed >>> 19), 5) + 0xe6546b64) | 0;
}

/** A 32-bit hash of up to five integers (murmur3 rounds and finaliser). */
export function hash(a: number, b = 0, c = 0, d = 0, e = 0): number {
  let h = mixIn(0x2545f491, a);
  h = mixIn(h, b);
  h = mixIn(h, c);
  h = mixIn(h, d);
  h = mixIn(h, e);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) from the same inputs as `hash`. */
export function unit(a: number, b = 0, c = 0, d = 0, e = 0): number {
  return hash(a, b, c, d, e) / 4294967296;
}

/** A standard normal draw (Box-Muller) from the same inputs as `hash`. */
export function gauss(a: number, b = 0, c = 0, d = 0, e = 0): number {
  const u1 = (hash(a, b, c, d, e) + 1) / 4294967297;
  const u2 = hash(e, d, c, b, a ^ 0x5bd1e995) / 4294967296;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, n). */
  int(n: number): number;
  /** Standard normal. */
  normal(): number;
};

/** sfc32: a fast sequential generator for the many draws of one entity on one day. */
export function createRandom(a: number, b = 0, c = 0, d = 0): Random {
  let s0 = hash(a, b, c, d, 1) | 0;
  let s1 = hash(a, b, c, d, 2) | 0;
  let s2 = hash(a, b, c, d, 3) | 0;
  let counter = 1;
  const next = (): number => {
    const t = (((s0 + s1) | 0) + counter) | 0;
    counter = (counter + 1) | 0;
    s0 = s1 ^ (s1 >>> 9);
    s1 = (s2 + (s2 << 3)) | 0;
    s2 = (s2 << 21) | (s2 >>> 11);
    s2 = (s2 + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 8; i++) next();
  return {
    next,
    int: (n) => Math.floor(next() * n),
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

/** Purposes, so that draws for different aspects of one entity never coincide. */
export const Salt = {
  artist: 1,
  label: 2,
  creator: 3,
  track: 4,
  playlist: 5,
  station: 6,
  id: 7,
  name: 8,
  release: 9,
  breakout: 10,
  ratio: 11,
  playlistDay: 12,
  chartNoise: 13,
  affinity: 14,
  radio: 15,
  concert: 16,
  tracklist: 17,
  audience: 18,
  counterJitter: 19,
  followers: 20,
  fault: 21,
  album: 22,
  bot: 23,
} as const;
