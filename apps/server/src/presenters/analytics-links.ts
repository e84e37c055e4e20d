import type { TimeRange } from '@songstats/contract';

// Public pages of platform objects, for link cells and the overview's entity links.

const TRACK_URLS: Record<string, (id: string) => string> = {
  spotify: (id) => `https://open.spotify.com/track/${id}`,
  apple_music: (id) => `https://music.apple.com/song/${id}`,
  deezer: (id) => `https://www.deezer.com/track/${id}`,
  tidal: (id) => `https://tidal.com/browse/track/${id}`,
  youtube: (id) => `https://www.youtube.com/watch?v=${id}`,
  soundcloud: (id) => `https://soundcloud.com/${id}`,
  beatport: (id) => `https://www.beatport.com/track/-/${id}`,
  musicbrainz: (id) => `https://musicbrainz.org/recording/${id}`,
};

const PLAYLIST_URLS: Record<string, (id: string) => string> = {
  spotify: (id) => `https://open.spotify.com/playlist/${id}`,
  apple_music: (id) => `https://music.apple.com/playlist/${id}`,
  deezer: (id) => `https://www.deezer.com/playlist/${id}`,
  tidal: (id) => `https://tidal.com/browse/playlist/${id}`,
  amazon: (id) => `https://music.amazon.com/playlists/${id}`,
  soundcloud: (id) => `https://soundcloud.com/${id}`,
};

export function trackUrl(sourceId: string, externalId: string): string | null {
  return TRACK_URLS[sourceId]?.(encodeURIComponent(externalId)) ?? null;
}

export function playlistUrl(sourceId: string, externalId: string): string | null {
  return PLAYLIST_URLS[sourceId]?.(encodeURIComponent(externalId)) ?? null;
}

/** The track's links on the platforms it has ids on (spec §3 entityLinks). */
export function entityLinks(externalIds: Record<string, string>) {
  return Object.entries(externalIds).flatMap(([sourceId, id]) => {
    const url = trackUrl(sourceId, id);
    return url ? [{ sourceId, url }] : [];
  });
}

const RANGE_DAYS: Record<TimeRange, number | null> = {
  '7d': 7,
  '28d': 28,
  '90d': 90,
  '180d': 180,
  '365d': 365,
  all: null,
};

export function rangeDays(range: TimeRange): number | null {
  return RANGE_DAYS[range];
}

/** Keeps the points within `days` of the latest one (the platform's today, not the server's). */
export function withinRange<T extends { day: string }>(points: readonly T[], days: number | null) {
  if (days === null || points.length === 0) return [...points];
  const latest =
    points
      .map((point) => point.day)
      .sort()
      .at(-1) ?? '';
  const since = new Date(Date.parse(`${latest}T00:00:00Z`) - (days - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return points.filter((point) => point.day >= since);
}
