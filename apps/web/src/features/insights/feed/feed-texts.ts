import { sourceById, TEXTS } from '@songstats/domain';

/** What an empty feed of the whole catalogue or the favorites says (the spec words only per platform). */
export const EMPTY_OVERVIEW_TEXT = "We don't see any activity for your tracks yet.";
export const NO_FAVORITES_TEXT =
  'Pick your favorite sources in Settings to see their activity here.';

/** spec §2 per-platform empty-state messages. */
export function feedEmptyText(sourceId: string): string {
  if (sourceId === 'favorites') return NO_FAVORITES_TEXT;
  const source = sourceById(sourceId);
  return (
    source?.noDataMessage ??
    (source?.tags.playlist ? TEXTS.emptyState.noPlaylists : EMPTY_OVERVIEW_TEXT)
  );
}

const TYPE_LABELS: Record<string, string> = {
  playlist_add: 'Playlist add',
  playlist_remove: 'Playlist removal',
  chart_entry: 'Chart entry',
  chart_new_peak: 'New peak',
  chart_reentry: 'Chart re-entry',
  chart_exit: 'Chart exit',
  milestone: 'Milestone',
  radio_spins: 'Radio spins',
  dj_support: 'DJ support',
  concert_announced: 'Concert',
};

export function activityTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type.replaceAll('_', ' ');
}
