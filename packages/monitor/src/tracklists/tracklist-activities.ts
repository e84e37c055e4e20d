import { type ActivityRow, activityKey, tierFields } from '../activities/activity-row';

export interface Tracklist {
  id: string;
  dj: string;
  tracks: { track_id: string }[];
}

/** The sets (tracklists) of one day that played a monitored track, in the order read. */
export interface TrackDaySupports {
  trackId: number;
  sets: { tracklistId: string; dj: string }[];
}

/** Sets and DJs listed in an activity's details; the counts say the rest. */
const LISTED = 20;

/**
 * Adds a tracklist's supports to `supports` (track id -> its day so far). A track listed twice
 * in one set is one support; a set read twice (a page read again) counts once.
 */
export function addSupports(
  supports: Map<number, TrackDaySupports>,
  tracklist: Tracklist,
  trackIds: ReadonlyMap<string, number>,
): void {
  for (const { track_id } of tracklist.tracks) {
    const trackId = trackIds.get(track_id);
    if (trackId === undefined) continue;
    const entry = supports.get(trackId) ?? { trackId, sets: [] };
    if (entry.sets.some((set) => set.tracklistId === tracklist.id)) continue;
    entry.sets.push({ tracklistId: tracklist.id, dj: tracklist.dj });
    supports.set(trackId, entry);
  }
}

/** The day's DJs of a track by sets played, most first, then by name. */
export function djsBySets(entry: TrackDaySupports): { dj: string; sets: number }[] {
  const counts = new Map<string, number>();
  for (const { dj } of entry.sets) counts.set(dj, (counts.get(dj) ?? 0) + 1);
  return [...counts]
    .map(([dj, sets]) => ({ dj, sets }))
    .sort((a, b) => b.sets - a.sets || a.dj.localeCompare(b.dj));
}

/**
 * The day's DJ supports of a track in one sentence (issue 21):
 * - one set: "Supported by DJ Ines Novak in a new tracklist";
 * - one DJ: "Supported by DJ Ines Novak in 3 new tracklists";
 * - several DJs, the busiest in more than one set: "Supported by 7 DJs in 9 new tracklists, 3 by
 *   DJ Ines Novak";
 * - several DJs, one set each: "Supported by 7 DJs in 7 new tracklists, among them DJ Ines Novak".
 * The busiest DJ has the most sets, then comes first by name. The world's tracklists name no
 * venue or time, so the sentence names none.
 */
export function djSupportText(entry: TrackDaySupports): string {
  const djs = djsBySets(entry);
  const [top] = djs;
  if (!top) return 'Supported in a new tracklist';
  const sets = entry.sets.length;
  if (djs.length === 1) {
    return sets === 1
      ? `Supported by ${top.dj} in a new tracklist`
      : `Supported by ${top.dj} in ${sets} new tracklists`;
  }
  const lead = `Supported by ${djs.length} DJs in ${sets} new tracklists`;
  return top.sets > 1 ? `${lead}, ${top.sets} by ${top.dj}` : `${lead}, among them ${top.dj}`;
}

/**
 * One activity per (track, day), keyed `1001tracklists:dj_support:{track}:{date}`: a day of a
 * track many DJs play is one feed item, not one per set (docs/decisions/030). `value` is the
 * day's sets; a later read of the day with more sets has the same key and replaces text, value
 * and details.
 */
export function djSupportActivity(entry: TrackDaySupports, date: string): ActivityRow {
  const djs = djsBySets(entry);
  return {
    key: activityKey('1001tracklists', 'dj_support', String(entry.trackId), date),
    source: '1001tracklists',
    activity_type: 'dj_support',
    activity_date: date,
    track_id: entry.trackId,
    account_id: null,
    // A DJ set has no market and no measured size: it reaches every tier (spec §9).
    ...tierFields({}),
    is_milestone: false,
    activity_text: djSupportText(entry),
    activity_url: null,
    value: entry.sets.length,
    details: {
      // Every new set of the day is news: the item rises in the feeds (decision 081).
      newsLevel: entry.sets.length,
      setCount: entry.sets.length,
      djCount: djs.length,
      djs: djs.slice(0, LISTED),
      sets: entry.sets.slice(0, LISTED),
    },
  };
}
