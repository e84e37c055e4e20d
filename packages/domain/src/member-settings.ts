// spec §2 Settings > Activities and Favorite Sources, §3 favoriteSources and access tiers, §6
// beta sources: which sources a member may set a tier for or pick, and the tier a feed applies.
import type { SourceDefinition } from './entities/source';
import { RADIO_SOURCE_IDS, SOURCES, sourceById } from './sources';
import { isTierId, type TierId } from './tiers';
import type { VariantId } from './variants';

/** spec §6: sources tagged isBeta show to beta testers only. */
function visibleTo(source: SourceDefinition, isBetaTester: boolean): boolean {
  return !source.tags.isBeta || isBetaTester;
}

/** The platforms whose activities reach a feed (not the overview or favorites pseudo-sources). */
function isFeedPlatform(source: SourceDefinition): boolean {
  return Boolean(source.tags.isSource && source.tags.feed);
}

/** spec §2, §3: the sources a member may pick as favorites, in catalogue order. */
export function favoriteSourceChoices(isBetaTester: boolean): SourceDefinition[] {
  return SOURCES.filter((source) => isFeedPlatform(source) && visibleTo(source, isBetaTester));
}

/**
 * spec §2 Activities tab: the sources a member sets a tier for on a product. Radiostats has its
 * radio sources; Socialstats its social networks (tag creator); the others every feed platform.
 */
export function activitySettingSources(
  variant: VariantId,
  isBetaTester: boolean,
): SourceDefinition[] {
  return SOURCES.filter((source) => {
    if (!isFeedPlatform(source) || !visibleTo(source, isBetaTester)) return false;
    if (variant === 'radio') return RADIO_SOURCE_IDS.includes(source.id);
    if (variant === 'social') return Boolean(source.tags.creator);
    return true;
  });
}

/** The tier stored for a source, Bassline (4, every tier) when none or an unknown value. */
export function storedSourceTier(
  stored: Readonly<Record<string, unknown>>,
  sourceId: string,
): TierId {
  const tier = stored[sourceId];
  return isTierId(tier) ? tier : 4;
}

/**
 * Why a favorite-sources list is refused (a message the settings screen shows), or null when
 * every id is a feed platform the member may see, each once.
 */
export function favoriteSourcesProblem(
  sourceIds: readonly string[],
  isBetaTester: boolean,
): string | null {
  const seen = new Set<string>();
  for (const id of sourceIds) {
    const source = sourceById(id);
    if (!source || !isFeedPlatform(source) || !visibleTo(source, isBetaTester)) {
      return `'${id}' is not a source you can pick as a favorite.`;
    }
    if (seen.has(id)) return `${source.name} is chosen twice.`;
    seen.add(id);
  }
  return null;
}

/**
 * Why an activity setting is refused, or null. Settings belong to the member, not the product,
 * so any feed platform the member may see can be set wherever they save it.
 */
export function activitySettingProblem(sourceId: string, isBetaTester: boolean): string | null {
  const source = sourceById(sourceId);
  if (source && isFeedPlatform(source) && visibleTo(source, isBetaTester)) return null;
  return `'${sourceId}' is not a source with activity settings.`;
}
