import { grown } from '../model/growable';

export const ChangeKind = { add: 1, remove: 2 } as const;

/**
 * One day's playlist membership changes, in the order they were applied, as columns
 * (about 13 bytes a change; followers and the edit time are recomputed when read).
 */
export class PlaylistChanges {
  length = 0;
  kind = new Uint8Array(256);
  playlist = new Int32Array(256);
  track = new Int32Array(256);
  /** Position in the playlist where the track was inserted or from which it was removed. */
  position = new Int32Array(256);

  push(kind: number, playlist: number, track: number, position: number): void {
    const i = this.length;
    if (i === this.kind.length) {
      const capacity = i * 2;
      this.kind = grown(this.kind, capacity);
      this.playlist = grown(this.playlist, capacity);
      this.track = grown(this.track, capacity);
      this.position = grown(this.position, capacity);
    }
    this.kind[i] = kind;
    this.playlist[i] = playlist;
    this.track[i] = track;
    this.position[i] = position;
    this.length = i + 1;
  }

  /** Drops the spare capacity once the day is done (history is kept for every day). */
  trim(): void {
    this.kind = this.kind.slice(0, this.length);
    this.playlist = this.playlist.slice(0, this.length);
    this.track = this.track.slice(0, this.length);
    this.position = this.position.slice(0, this.length);
  }
}
