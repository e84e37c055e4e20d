export interface StoredEntry {
  trackId: number;
  addedAt: string;
}

export interface SnapshotEntry {
  trackId: number;
  addedOn: string;
}

export interface PlaylistDiff {
  added: SnapshotEntry[];
  removed: StoredEntry[];
}

/**
 * What changed on a playlist between the stored membership and a new snapshot. A track removed
 * and added again between two looks has a new `added_at`: that is a removal and an addition.
 */
export function diffPlaylistSnapshot(
  stored: readonly StoredEntry[],
  snapshot: readonly SnapshotEntry[],
): PlaylistDiff {
  const storedByTrack = new Map(stored.map((entry) => [entry.trackId, entry]));
  const seen = new Set<number>();
  const added: SnapshotEntry[] = [];
  const removed: StoredEntry[] = [];
  for (const entry of snapshot) {
    if (seen.has(entry.trackId)) continue;
    seen.add(entry.trackId);
    const before = storedByTrack.get(entry.trackId);
    if (!before) {
      added.push(entry);
    } else if (before.addedAt !== entry.addedOn) {
      removed.push(before);
      added.push(entry);
    }
  }
  for (const entry of stored) {
    if (!seen.has(entry.trackId)) removed.push(entry);
  }
  return { added, removed };
}
