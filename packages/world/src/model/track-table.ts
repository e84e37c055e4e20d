import { grown } from './growable';

/** Sentinel breakout day for tracks that never break out. */
export const NO_BREAKOUT = 1 << 30;

/**
 * Tracks as columns of typed arrays: about 40 bytes a track, and new releases append,
 * so a track's index is stable and tracks are sorted by creation.
 */
export class TrackTable {
  length = 0;
  artist = new Int32Array(0);
  /** Featured artists, -1 when none. */
  featured1 = new Int32Array(0);
  featured2 = new Int32Array(0);
  label = new Int32Array(0);
  releaseDay = new Int32Array(0);
  genre = new Uint8Array(0);
  /** Daily Spotify streams of the track's steady state. */
  base = new Float32Array(0);
  breakoutDay = new Int32Array(0);
  /** Extra daily streams at the peak of a breakout. */
  breakoutPeak = new Float32Array(0);
  ids: string[] = [];
  isrcs: string[] = [];
  readonly indexById = new Map<string, number>();

  reserve(capacity: number): void {
    this.artist = grown(this.artist, capacity);
    this.featured1 = grown(this.featured1, capacity);
    this.featured2 = grown(this.featured2, capacity);
    this.label = grown(this.label, capacity);
    this.releaseDay = grown(this.releaseDay, capacity);
    this.genre = grown(this.genre, capacity);
    this.base = grown(this.base, capacity);
    this.breakoutDay = grown(this.breakoutDay, capacity);
    this.breakoutPeak = grown(this.breakoutPeak, capacity);
  }
}
