/**
 * The day an item was added to a playlist, or null when unknown: Spotify answers
 * `1970-01-01T00:00:00Z` (the epoch) for playlists created before it kept add dates, which is no
 * real date (issue 27).
 */
export function addedOnDay(addedAt: string | null | undefined): string | null {
  if (!addedAt) return null;
  const time = Date.parse(addedAt);
  if (!Number.isFinite(time) || time <= 0) return null;
  return addedAt.slice(0, 10);
}
