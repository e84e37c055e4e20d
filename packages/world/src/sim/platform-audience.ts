import { CITIES } from '../data/cities';
import { gauss, Salt } from '../model/random';
import type { WorldState } from '../world-state';
import { artistCounters } from './counters';

/**
 * The audience geography of the platforms other than Spotify (field notes "Audience"): what each
 * measures per place, and the artist figure the places share. Apple Music counts listeners,
 * YouTube and TikTok the views of the artist's videos and of the videos using their sounds,
 * Instagram followers, Shazam recognitions.
 */
export const AUDIENCE_PLATFORMS = {
  apple_music: { platform: 1, metric: 'listeners', cities: 25, countries: 20 },
  youtube: { platform: 2, metric: 'views', cities: 25, countries: 20 },
  tiktok: { platform: 3, metric: 'views', cities: 25, countries: 20 },
  instagram: { platform: 4, metric: 'followers', cities: 25, countries: 20 },
  shazam: { platform: 5, metric: 'shazams', cities: 25, countries: 20 },
} as const;

export type AudiencePlatform = keyof typeof AUDIENCE_PLATFORMS;

export function isAudiencePlatform(source: string): source is AudiencePlatform {
  return Object.hasOwn(AUDIENCE_PLATFORMS, source);
}

export type PlaceValue = { city_name: string; country_code: string; value: number };
export type CountryValue = { country_code: string; value: number };

/** The artist's total on the platform, from the counters the platform also reports. */
function platformTotal(
  state: WorldState,
  source: AudiencePlatform,
  artistIndex: number,
  day: number,
) {
  const spotify = artistCounters(state, 'spotify', artistIndex, day);
  const listeners = spotify.monthly_listeners_current ?? 0;
  switch (source) {
    case 'apple_music':
      return Math.floor(listeners * 0.22);
    case 'youtube':
      // Views over 28 days: a multiple of the channel's subscribers.
      return Math.floor(
        (artistCounters(state, 'youtube', artistIndex, day).subscribers_total ?? 0) * 6,
      );
    case 'tiktok':
      return Math.floor(
        (artistCounters(state, 'tiktok', artistIndex, day).followers_total ?? 0) * 9,
      );
    case 'instagram':
      return artistCounters(state, 'instagram', artistIndex, day).followers_total ?? 0;
    case 'shazam':
      return Math.floor(listeners * 0.04);
  }
}

/**
 * One platform's audience of an artist on a day: the platform's total spread over cities by a
 * taste of its own per (artist, city), the home country first, with a daily wobble; the top
 * cities and countries, biggest first (ties by catalogue order and code).
 */
export function platformAudience(
  state: WorldState,
  source: AudiencePlatform,
  artistIndex: number,
  day: number,
): { total: number; cities: PlaceValue[]; countries: CountryValue[] } {
  const spec = AUDIENCE_PLATFORMS[source];
  const artist = state.artists[artistIndex]!;
  const total = platformTotal(state, source, artistIndex, day);
  const entity = spec.platform * 1_000_003 + artistIndex;
  const weights = CITIES.map((city, c) => {
    const home = city.countryCode === artist.countryCode ? 8 : 1;
    const taste = Math.exp(1.1 * gauss(state.seed, Salt.audience, entity, c));
    const wobble = Math.exp(0.05 * gauss(state.seed, Salt.audience, entity, c, day + 1));
    return home * taste * wobble;
  });
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  // Named cities hold about half of the platform's audience; the rest is elsewhere in the country.
  const perCity = weights.map((weight) => Math.floor((0.5 * total * weight) / sum));
  const byCountry = new Map<string, number>();
  perCity.forEach((count, c) => {
    const code = CITIES[c]!.countryCode;
    byCountry.set(code, (byCountry.get(code) ?? 0) + count);
  });
  const cities = perCity
    .map((count, c) => ({ count, c }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.c - b.c)
    .slice(0, spec.cities)
    .map(({ count, c }) => ({
      city_name: CITIES[c]!.name,
      country_code: CITIES[c]!.countryCode,
      value: count,
    }));
  const countries = [...byCountry]
    .map(([code, count]) => ({ country_code: code, value: Math.floor(count / 0.5) }))
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value || a.country_code.localeCompare(b.country_code))
    .slice(0, spec.countries);
  return { total, cities, countries };
}
