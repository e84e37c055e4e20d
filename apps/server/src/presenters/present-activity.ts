import type { ActivityItemResponse, PlaylistHealthFlag } from '@songstats/contract';
import type { FeedActivityRow } from '@songstats/db';
import {
  type HealthSignal,
  healthSignalText,
  PLAYLIST_VERDICT_LABELS,
  sourceById,
} from '@songstats/domain';

const CHART_TYPES = new Set(['chart_entry', 'chart_new_peak', 'chart_reentry', 'chart_exit']);

function text(details: Record<string, unknown>, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value ? value : null;
}

function number(details: Record<string, unknown>, key: string): number | null {
  const value = details[key];
  return typeof value === 'number' ? value : null;
}

/** spec §3 "chart position text": the position now, or the last one for an exit. */
function chartPositionText(row: FeedActivityRow): string | null {
  if (!CHART_TYPES.has(row.activityType)) return null;
  const position = number(row.details, 'position') ?? number(row.details, 'previousPosition');
  return position === null ? null : `#${position}`;
}

/** The popup of an item: what it is about (playlist, chart, station, DJ, concert) and its text. */
function popupTitle(row: FeedActivityRow): string {
  return (
    text(row.details, 'playlistName') ??
    text(row.details, 'chartName') ??
    text(row.details, 'dj') ??
    text(row.details, 'venue') ??
    sourceById(row.source)?.name ??
    row.source
  );
}

/** Issue 28: a playlist's stored health as shown (decision 057). */
export function presentPlaylistHealth(
  verdict: 'clean' | 'suspicious' | 'botted' | null,
  signals: readonly { key: string; value: number | null; points: number }[] | null,
  day: string | null,
): PlaylistHealthFlag | null {
  if (!verdict || !day) return null;
  return {
    verdict,
    label: PLAYLIST_VERDICT_LABELS[verdict],
    day,
    signals: (signals ?? []).map((signal) => healthSignalText(signal as HealthSignal)),
  };
}

/** spec §3 "Activity feed item" as the feed shows it. */
export function presentActivity(row: FeedActivityRow): ActivityItemResponse {
  return {
    id: String(row.id),
    trackName: row.trackName,
    trackIdUnique: row.trackIdUnique,
    artistName: row.artistName,
    labelName: row.labelName,
    imageUrl: row.trackImageUrl ?? row.artistImageUrl,
    artistImageUrl: row.artistImageUrl,
    date: row.activityDate,
    sourceId: row.source,
    chartPositionText: chartPositionText(row),
    isHighlight: row.isHighlight,
    isMilestone: row.isMilestone,
    isLocked: false,
    activityType: row.activityType,
    activityText: row.activityText,
    value: row.value === null ? null : Number(row.value),
    tier: row.tier,
    popupTitle: popupTitle(row),
    popupText: row.activityText,
    popupUrl: row.activityUrl,
    playlistHealth: presentPlaylistHealth(
      row.playlistVerdict,
      row.playlistSignals,
      row.playlistHealthDay,
    ),
  };
}

/** How many locked teasers a restricted account's feed shows. */
export const LOCKED_PREVIEW_COUNT = 6;
const LOCKED_SOURCES = ['spotify', 'apple_music', 'youtube', 'tiktok', 'shazam', 'radio'];

/**
 * spec §2, §3: a restricted account's feed is locked items under the premium prompt. They are
 * placeholders made here, not the account's activities: nothing of the account leaves the server.
 */
export function lockedActivities(sourceId: string, today: string): ActivityItemResponse[] {
  return Array.from({ length: LOCKED_PREVIEW_COUNT }, (_, index) => ({
    id: `locked-${index + 1}`,
    trackName: null,
    trackIdUnique: null,
    artistName: null,
    labelName: null,
    imageUrl: null,
    artistImageUrl: null,
    date: today,
    sourceId:
      sourceId === 'overview' || sourceId === 'favorites'
        ? LOCKED_SOURCES[index % LOCKED_SOURCES.length]!
        : sourceId,
    chartPositionText: null,
    isHighlight: false,
    isMilestone: false,
    isLocked: true,
    activityType: 'locked',
    activityText: null,
    value: null,
    tier: null,
    popupTitle: null,
    popupText: null,
    popupUrl: null,
  }));
}
