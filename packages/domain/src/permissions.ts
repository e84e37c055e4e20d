// spec §6: export rights, beta sources and the radio filter of search.
import type { SourceDefinition } from './entities/source';
import type { VariantId } from './variants';

/** spec §6: export is allowed if the Professional plan or the account has canExport. */
export function isExportAllowed(
  professionalPlan: { canExport?: boolean } | null | undefined,
  account: { canExport?: boolean } | null | undefined,
): boolean {
  return professionalPlan?.canExport === true || account?.canExport === true;
}

/** spec §6: sources tagged isBeta show only to beta testers. */
export function visibleSources<T extends Pick<SourceDefinition, 'tags'>>(
  sources: readonly T[],
  isBetaTester: boolean,
): T[] {
  return sources.filter((source) => isBetaTester || !source.tags.isBeta);
}

/**
 * Issue 25: the tabs a product shows of these sources: Socialstats is about creators, so its
 * feed and audience show the overview and the social networks (tag creator) only; the other
 * products show them all.
 */
export function productSources<T extends Pick<SourceDefinition, 'id' | 'tags'>>(
  sources: readonly T[],
  variant: VariantId,
): T[] {
  if (variant !== 'social') return [...sources];
  return sources.filter((source) => source.id === 'overview' || Boolean(source.tags.creator));
}

/** The search model of radio stations (search_all excludedModels). */
export const RADIO_STATION_MODEL = 'radio_station';

/** spec §6: without radio access, search excludes radio stations. */
export function searchExcludedModels(hasRadioAccess: boolean): string[] {
  return hasRadioAccess ? [] : [RADIO_STATION_MODEL];
}

/**
 * spec §6: the radio access level decides whether radio sources are locked or upgradeable.
 * Without radio access, a member who may upgrade the account sees an upgrade, others a lock.
 */
export function radioSourceState(
  hasRadioAccess: boolean,
  isUpgradable: boolean,
): 'open' | 'upgradeable' | 'locked' {
  if (hasRadioAccess) return 'open';
  return isUpgradable ? 'upgradeable' : 'locked';
}
