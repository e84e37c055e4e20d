import { dateOfDay, type Membership } from './packed-members';

export interface SnapshotEntry {
  trackId: number;
  addedOn: string;
}

export interface PlaylistDiff {
  added: SnapshotEntry[];
  /** Track ids. */
  removed: number[];
}

/**
 * What changed on a playlist between the stored membership and a new snapshot's (both in track
 * order), found in one walk of the two. A track removed and added again between two looks has a
 * new `added_at`: that is a removal and an addition.
 */
export function diffPlaylistSnapshot(stored: Membership, current: Membership): PlaylistDiff {
  const added: SnapshotEntry[] = [];
  const removed: number[] = [];
  const add = (now: number) =>
    added.push({ trackId: current.trackIds[now]!, addedOn: dateOfDay(current.days[now]!) });
  let old = 0;
  let now = 0;
  while (old < stored.trackIds.length || now < current.trackIds.length) {
    const oldTrack =
      old < stored.trackIds.length ? stored.trackIds[old]! : Number.POSITIVE_INFINITY;
    const newTrack =
      now < current.trackIds.length ? current.trackIds[now]! : Number.POSITIVE_INFINITY;
    if (oldTrack < newTrack) {
      removed.push(oldTrack);
      old++;
    } else if (newTrack < oldTrack) {
      add(now);
      now++;
    } else {
      if (stored.days[old] !== current.days[now]) {
        removed.push(oldTrack);
        add(now);
      }
      old++;
      now++;
    }
  }
  return { added, removed };
}
