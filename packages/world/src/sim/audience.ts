import { CITIES } from '../data/cities';
import { gauss, Salt } from '../model/random';
import type { WorldState } from '../world-state';
import { artistCounters } from './counters';

export type CityAudience = {
  city_name: string;
  country_code: string;
  lat: number;
  lng: number;
  current_listeners: number;
};
export type CountryAudience = { country_code: string; listeners: number };

const rankInCountry = (() => {
  const seen = new Map<string, number>();
  return CITIES.map((city) => {
    const rank = seen.get(city.countryCode) ?? 0;
    seen.set(city.countryCode, rank + 1);
    return rank;
  });
})();

/**
 * Spotify-style listener geography: the artist's monthly listeners spread over cities by a fixed
 * taste per (artist, city), home country first, with a small daily wobble. Top 50 cities.
 */
export function artistAudience(
  state: WorldState,
  artistIndex: number,
  day: number,
): { cities: CityAudience[]; countries: CountryAudience[] } {
  const artist = state.artists[artistIndex]!;
  const listeners = artistCounters(state, 'spotify', artistIndex, day).monthly_listeners_current!;
  const weights = CITIES.map((city, c) => {
    const home = city.countryCode === artist.countryCode ? 15 : 1;
    const size = 1 / (1 + rankInCountry[c]!);
    const taste = Math.exp(0.8 * gauss(state.seed, Salt.audience, artistIndex, c));
    const wobble = Math.exp(0.03 * gauss(state.seed, Salt.audience, artistIndex, c, day + 1));
    return home * size * taste * wobble;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // Cities hold about 60% of listeners; the rest live elsewhere in the same countries.
  const perCity = weights.map((weight) => Math.floor((0.6 * listeners * weight) / total));
  const byCountry = new Map<string, number>();
  perCity.forEach((count, c) => {
    const code = CITIES[c]!.countryCode;
    byCountry.set(code, (byCountry.get(code) ?? 0) + count);
  });
  const cities = perCity
    .map((count, c) => ({ count, c }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.c - b.c)
    .slice(0, 50)
    .map(({ count, c }) => {
      const city = CITIES[c]!;
      return {
        city_name: city.name,
        country_code: city.countryCode,
        lat: city.lat,
        lng: city.lng,
        current_listeners: count,
      };
    });
  const countries = [...byCountry]
    .map(([code, count]) => ({ country_code: code, listeners: Math.floor(count / 0.6) }))
    .filter((entry) => entry.listeners > 0)
    .sort((a, b) => b.listeners - a.listeners || a.country_code.localeCompare(b.country_code));
  return { cities, countries };
}
