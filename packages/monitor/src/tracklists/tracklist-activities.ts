import { type ActivityRow, activityKey, tierFields } from '../activities/activity-row';

export interface Tracklist {
  id: string;
  dj: string;
  tracks: { track_id: string }[];
}

/**
 * One DJ support per (tracklist, monitored track). A track listed twice in one set is one
 * support: the key is the tracklist and the track.
 */
export function tracklistActivities(
  tracklist: Tracklist,
  trackIds: ReadonlyMap<string, number>,
  date: string,
): ActivityRow[] {
  const seen = new Set<number>();
  return tracklist.tracks.flatMap(({ track_id }) => {
    const trackId = trackIds.get(track_id);
    if (trackId === undefined || seen.has(trackId)) return [];
    seen.add(trackId);
    return [
      {
        key: activityKey('1001tracklists', 'dj_support', `${tracklist.id}:${trackId}`, date),
        source: '1001tracklists',
        activity_type: 'dj_support',
        activity_date: date,
        track_id: trackId,
        account_id: null,
        // A DJ set has no market and no measured size: it reaches every tier (spec §9).
        ...tierFields({}),
        is_milestone: false,
        activity_text: `Supported by ${tracklist.dj} in a new tracklist`,
        activity_url: null,
        value: null,
        details: { tracklistId: tracklist.id, dj: tracklist.dj },
      },
    ];
  });
}
