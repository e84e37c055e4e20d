import type { SourceDefinition } from './entities/source';
import { RADIO_SOURCE_IDS, SOURCES } from './sources';
import type { VariantId } from './variants';

// Issue 24: the radio product's (Radiostats, 8003) own words, menu order and station kinds
// (docs/radio.md, docs/decisions/037).

export type StationKind = 'radio' | 'digital' | 'sat_radio' | 'tv';

/** field notes "radio": station kinds as the pages name them. */
export const STATION_KIND_NAMES: Readonly<Record<StationKind, string>> = {
  radio: 'Radio',
  digital: 'Digital Radio',
  sat_radio: 'Satellite Radio',
  tv: 'TV',
};

export function stationKindName(kind: string): string {
  return STATION_KIND_NAMES[kind as StationKind] ?? kind;
}

/**
 * The station kinds a radio source counts: SiriusXM is satellite radio; Radio is every station
 * (terrestrial, digital, satellite radio and TV), null meaning all.
 */
export function stationKindsOfSource(sourceId: string): readonly StationKind[] | null {
  return sourceId === 'siriusxm' ? ['sat_radio'] : null;
}

/**
 * spec §2 Platforms menu: every monitored platform; the radio product lists its radio sources
 * first, the others keep the catalogue's order.
 */
export function platformsMenuSources(variantId: VariantId): SourceDefinition[] {
  const platforms = SOURCES.filter((source) => source.tags.isSource);
  if (variantId !== 'radio') return platforms;
  const isRadio = (source: SourceDefinition) => RADIO_SOURCE_IDS.includes(source.id);
  return [...platforms.filter(isRadio), ...platforms.filter((source) => !isRadio(source))];
}

/** spec §9 pricing cards on the radio product: what an artist or label plan monitors there. */
export const RADIO_PLAN_WORDS = {
  artist: 'Every spin of one artist on 50,000+ radio stations, satellite TV and satellite radio',
  label:
    "Every spin of one label's catalogue on 50,000+ radio stations, satellite TV and satellite radio",
  audience: 'Spins by station, city and country',
} as const;

/** The radio product's empty states (spec §2 per-platform empty-state messages). */
export const RADIO_TEXTS = {
  noSpins: "We haven't heard your tracks on any radio station we're monitoring yet.",
  noStationSpins: "We haven't heard any monitored track on this station yet.",
  noMemberSpins: "This station hasn't played your tracks yet.",
  unknownStation: 'This station does not exist.',
} as const;
