import { dayNumber } from './packed-members';

/** The stored membership of a playlist: added-at day (days since 1970-01-01) by track id. */
export type StoredMembership = ReadonlyMap<number, number>;

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
 * What changed on a playlist between the stored membership and a new snapshot. A track removed
 * and added again between two looks has a new `added_at`: that is a removal and an addition.
 */
export function diffPlaylistSnapshot(
  stored: StoredMembership,
  snapshot: readonly SnapshotEntry[],
): PlaylistDiff {
  const seen = new Set<number>();
  const added: SnapshotEntry[] = [];
  const removed: number[] = [];
  for (const entry of snapshot) {
    if (seen.has(entry.trackId)) continue;
    seen.add(entry.trackId);
    const addedDay = stored.get(entry.trackId);
    if (addedDay === undefined) {
      added.push(entry);
    } else if (addedDay !== dayNumber(entry.addedOn)) {
      removed.push(entry.trackId);
      added.push(entry);
    }
  }
  for (const trackId of stored.keys()) {
    if (!seen.has(trackId)) removed.push(trackId);
  }
  return { added, removed };
}
