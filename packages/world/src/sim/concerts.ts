import { CITIES } from '../data/cities';
import { IdKind, spotifyId } from '../model/ids';
import { createRandom, Salt, unit } from '../model/random';
import type { WorldState } from '../world-state';

export type Concert = {
  id: string;
  artist: number;
  venue: string;
  cityIndex: number;
  /** Day of the show (after the announcement). */
  eventDay: number;
  announcedDay: number;
};

const VENUES = ['Arena', 'Hall', 'Club', 'Theatre', 'Palladium', 'Warehouse', 'Garden', 'Ballroom'];

const citiesByCountry = (() => {
  const map = new Map<string, number[]>();
  CITIES.forEach((city, index) => {
    map.set(city.countryCode, [...(map.get(city.countryCode) ?? []), index]);
  });
  return map;
})();

/** Concerts announced on `day` (songkick-like), drawn from (seed, day, artist). */
export function concertsAnnounced(state: WorldState, day: number): Concert[] {
  const concerts: Concert[] = [];
  state.artists.forEach((artist, index) => {
    // Famous artists tour more; a typical artist announces a show every few months.
    const chance = Math.min(0.08, 0.006 * (1 + Math.log1p(artist.fame)));
    if (unit(state.seed, Salt.concert, day, index) >= chance) return;
    const random = createRandom(state.seed, Salt.concert, day, index + 1);
    const shows = 1 + random.int(3);
    for (let k = 0; k < shows; k++) {
      const home = citiesByCountry.get(artist.countryCode);
      const cityIndex =
        home && random.next() < 0.6 ? home[random.int(home.length)]! : random.int(CITIES.length);
      const city = CITIES[cityIndex]!;
      concerts.push({
        id: spotifyId(state.seed, IdKind.concert, day * 1_000_000 + index * 4 + k),
        artist: index,
        venue: `${city.name} ${VENUES[random.int(VENUES.length)]}`,
        cityIndex,
        eventDay: day + 14 + random.int(170),
        announcedDay: day,
      });
    }
  });
  return concerts;
}
