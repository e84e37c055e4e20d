import { addedOnOf, type Membership } from './packed-members';

export interface SnapshotEntry {
  trackId: number;
  /** The platform's add date, null when it does not know it. */
  addedOn: string | null;
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
    added.push({ trackId: current.trackIds[now]!, addedOn: addedOnOf(current.days[now]!) });
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

/** A diff's changes as rows to move from one track to another, rows to delete and rows to add. */
export interface PairedChanges {
  moves: { fromTrackId: number; to: SnapshotEntry }[];
  removed: number[];
  added: SnapshotEntry[];
}

/**
 * Pairs a diff's removals with its additions, each pair one row moved to its new track. A track
 * re-added with a new date moves onto itself; the rest pair in order. No track is then left both
 * removed and added, so no move of one statement meets a row that another has yet to leave.
 */
export function pairChanges(diff: PlaylistDiff): PairedChanges {
  const paired: PairedChanges = { moves: [], removed: [], added: [] };
  // Both lists are in track order: one walk finds the tracks in both.
  let old = 0;
  let now = 0;
  while (old < diff.removed.length || now < diff.added.length) {
    const removedTrack = diff.removed[old] ?? Number.POSITIVE_INFINITY;
    const addedTrack = diff.added[now]?.trackId ?? Number.POSITIVE_INFINITY;
    if (removedTrack === addedTrack) {
      paired.moves.push({ fromTrackId: removedTrack, to: diff.added[now++]! });
      old++;
    } else if (removedTrack < addedTrack) {
      paired.removed.push(removedTrack);
      old++;
    } else {
      paired.added.push(diff.added[now++]!);
    }
  }
  const count = Math.min(paired.removed.length, paired.added.length);
  for (let index = 0; index < count; index++) {
    paired.moves.push({ fromTrackId: paired.removed[index]!, to: paired.added[index]! });
  }
  paired.removed = paired.removed.slice(count);
  paired.added = paired.added.slice(count);
  return paired;
}
