import { TIER_IDS, TIERS } from '@songstats/domain';
import type { TruthEvent } from '@songstats/world';

/** A day's radio item of a track as the feed should show it. */
export interface ExpectedRadioItem {
  value: number;
  tier: number;
  text: string;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => countryNames.of(code) ?? code;
const times = (spins: number) => (spins === 1 ? 'once' : `${spins} times`);

/** spec §9: the highest tier whose markets hold the country (the lowest tier holds all). */
function marketTier(countryCode: string): number {
  let reached = 4;
  for (const id of TIER_IDS) {
    const markets = TIERS[id].markets;
    if (markets === null || markets.includes(countryCode)) reached = id;
  }
  return reached;
}

/**
 * What the feed should say of each monitored track's radio day, from the world's ground truth
 * alone (no monitor code): one item per (track, day), `track|date` -> its spins, the tier of its
 * best market (spec §9) and its sentence (issue 21): one station "Played once on Lima 106.4 FM,
 * Peru"; one country "Played 14 times on 9 stations in Peru, most on Lima 106.4 FM"; else
 * "Played 14 times on 9 stations in 5 countries, most on Lima 106.4 FM, Peru". The busiest
 * station is the one with most spins, then the first by name.
 */
export function expectedRadioItems(
  truth: Iterable<TruthEvent>,
  tracks: ReadonlySet<string>,
  stations: ReadonlyMap<string, { name: string; countryCode: string }>,
): Map<string, ExpectedRadioItem> {
  const days = new Map<string, Map<string, number>>();
  for (const event of truth) {
    if (event.kind !== 'radio_spin' || !tracks.has(event.track_id)) continue;
    const key = `${event.track_id}|${event.date}`;
    const spins = days.get(key) ?? new Map<string, number>();
    spins.set(event.station_id, (spins.get(event.station_id) ?? 0) + 1);
    days.set(key, spins);
  }
  const items = new Map<string, ExpectedRadioItem>();
  for (const [key, spins] of days) {
    const played = [...spins].map(([id, count]) => ({ ...stations.get(id)!, count }));
    played.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    const top = played[0]!;
    const total = played.reduce((sum, station) => sum + station.count, 0);
    const countries = new Set(played.map((station) => station.countryCode));
    const text =
      played.length === 1
        ? `Played ${times(total)} on ${top.name}, ${countryName(top.countryCode)}`
        : countries.size === 1
          ? `Played ${times(total)} on ${played.length} stations in ${countryName(top.countryCode)}, most on ${top.name}`
          : `Played ${times(total)} on ${played.length} stations in ${countries.size} countries, most on ${top.name}, ${countryName(top.countryCode)}`;
    items.set(key, {
      value: total,
      tier: Math.min(...[...countries].map(marketTier)),
      text,
    });
  }
  return items;
}
