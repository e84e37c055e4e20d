import { noDataTextOf, productTexts, type VariantId } from '@songstats/domain';
import { variant } from '../../../app/variant';

export const NO_FAVORITES_TEXT =
  'Pick your favorite sources in Settings to see their activity here.';

/**
 * spec §2 per-platform empty-state messages; the whole catalogue's feed says there is no activity
 * for your tracks (your posts on the social product, issue 25).
 */
export function feedEmptyText(sourceId: string, variantId: VariantId = variant.id): string {
  if (sourceId === 'favorites') return NO_FAVORITES_TEXT;
  return noDataTextOf(variantId, sourceId) ?? productTexts(variantId).noActivity;
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
