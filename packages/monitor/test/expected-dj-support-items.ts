import { TIER_IDS } from '@songstats/domain';
import type { TruthEvent } from '@songstats/world';
import type { ExpectedRadioItem } from './expected-radio-items';

/** A day's DJ support item of a track as the feed should show it (value, tier, text). */
export type ExpectedDjSupportItem = ExpectedRadioItem;

/**
 * What the feed should say of each monitored track's DJ sets of a day, from the world's ground
 * truth alone (no monitor code): one item per (track, day), `track|date` -> its sets (a set
 * supporting a track once however often it lists it), every tier (spec §9: a DJ set has no
 * market and no measured size, so it reaches the highest) and its sentence (issue 21): one set
 * "Supported by DJ Ines Novak in a new tracklist"; one DJ "Supported by DJ Ines Novak in 3 new
 * tracklists"; else "Supported by 7 DJs in 9 new tracklists, 3 by DJ Ines Novak", or ", among
 * them DJ Ines Novak" when every DJ played one set. The busiest DJ has the most sets, then comes
 * first by name.
 */
export function expectedDjSupportItems(
  truth: Iterable<TruthEvent>,
  tracks: ReadonlySet<string>,
): Map<string, ExpectedDjSupportItem> {
  const days = new Map<string, Map<string, string>>();
  for (const event of truth) {
    if (event.kind !== 'dj_support' || !tracks.has(event.track_id)) continue;
    const key = `${event.track_id}|${event.date}`;
    const sets = days.get(key) ?? new Map<string, string>();
    sets.set(event.tracklist_id, event.dj);
    days.set(key, sets);
  }
  const items = new Map<string, ExpectedDjSupportItem>();
  for (const [key, sets] of days) {
    const perDj = new Map<string, number>();
    for (const dj of sets.values()) perDj.set(dj, (perDj.get(dj) ?? 0) + 1);
    const djs = [...perDj].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
    const [name, most] = djs[0]!;
    const text =
      djs.length === 1
        ? sets.size === 1
          ? `Supported by ${name} in a new tracklist`
          : `Supported by ${name} in ${sets.size} new tracklists`
        : `Supported by ${djs.length} DJs in ${sets.size} new tracklists, ${most > 1 ? `${most} by` : 'among them'} ${name}`;
    items.set(key, { value: sets.size, tier: Math.min(...TIER_IDS), text });
  }
  return items;
}
