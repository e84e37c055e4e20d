import { CITIES, COUNTRIES } from '../data/cities';
import { IdKind, spotifyId } from '../model/ids';
import { CHART_MARKETS, GENRES, type STATION_KINDS } from '../model/markets';
import { artistName, emailOf, labelName, personName } from '../model/names';
import { createRandom, Salt } from '../model/random';
import type { ResolvedOptions } from '../options';

export type Artist = {
  id: string;
  name: string;
  countryCode: string;
  genre: number;
  /** Lognormal popularity factor; most near 1, a few far above. */
  fame: number;
  label: number;
  /** Indexes of the artist's tracks (primary artist), in release order of creation. */
  tracks: number[];
};
export type Label = { id: string; name: string; countryCode: string };
export type Creator = {
  id: string;
  name: string;
  platform: 'tiktok' | 'youtube' | 'instagram';
  countryCode: string;
  followers: number;
};
export type Station = {
  id: string;
  name: string;
  kind: (typeof STATION_KINDS)[number];
  countryCode: string;
  cityIndex: number;
  genre: number;
};

const GENRE_WEIGHTS = [20, 15, 8, 8, 10, 4, 3, 2, 4, 8, 6, 4, 5, 3];
const REGIONAL_GENRE: Record<string, number> = {
  KR: 7,
  JP: 0,
  NG: 6,
  GH: 6,
  ZA: 6,
  KE: 6,
  MX: 5,
  AR: 5,
  BR: 5,
  ES: 5,
  CO: 5,
  CL: 5,
  PE: 5,
  EC: 5,
  UY: 5,
};

function countryWeight(code: string): number {
  const heavy: Record<string, number> = { US: 18, GB: 8, DE: 5, FR: 4, BR: 5, MX: 3 };
  if (heavy[code] !== undefined) return heavy[code];
  return (CHART_MARKETS as readonly string[]).includes(code) ? 2 : 0.6;
}

const COUNTRY_CDF = (() => {
  let total = 0;
  return COUNTRIES.map((code) => {
    total += countryWeight(code);
    return total;
  }).map((value) => value / total);
})();

export function pickCountry(u: number): string {
  const index = COUNTRY_CDF.findIndex((value) => u < value);
  return COUNTRIES[index < 0 ? COUNTRIES.length - 1 : index]!;
}

export function pickGenre(u: number): number {
  const total = GENRE_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  let acc = 0;
  for (let genre = 0; genre < GENRE_WEIGHTS.length; genre++) {
    acc += GENRE_WEIGHTS[genre]! / total;
    if (u < acc) return genre;
  }
  return GENRES.length - 1;
}

export function buildLabels(options: ResolvedOptions): Label[] {
  const random = createRandom(options.seed, Salt.label);
  return Array.from({ length: options.labelCount }, (_, index) => ({
    id: spotifyId(options.seed, IdKind.label, index),
    name: labelName(options.seed, index),
    countryCode: pickCountry(random.next()),
  }));
}

export function buildArtists(options: ResolvedOptions): Artist[] {
  const random = createRandom(options.seed, Salt.artist);
  return Array.from({ length: options.artistCount }, (_, index) => {
    const countryCode = pickCountry(random.next());
    const regional = REGIONAL_GENRE[countryCode];
    const genre =
      regional !== undefined && random.next() < 0.5 ? regional : pickGenre(random.next());
    return {
      id: spotifyId(options.seed, IdKind.artist, index),
      name: artistName(options.seed, index),
      countryCode,
      genre,
      fame: Math.exp(1.1 * random.normal()),
      label: random.int(options.labelCount),
      tracks: [],
    };
  });
}

export function buildCreators(options: ResolvedOptions): Creator[] {
  const random = createRandom(options.seed, Salt.creator);
  const platforms = ['tiktok', 'youtube', 'instagram'] as const;
  return Array.from({ length: options.creatorCount }, (_, index) => ({
    id: spotifyId(options.seed, IdKind.creator, index),
    name: personName(options.seed, IdKind.creator, index),
    platform: platforms[random.int(3)]!,
    countryCode: pickCountry(random.next()),
    followers: Math.round(2_000 * Math.exp(2 * random.normal()) + 100),
  }));
}

export function buildStations(options: ResolvedOptions): Station[] {
  const random = createRandom(options.seed, Salt.station);
  const citiesByCountry = new Map<string, number[]>();
  CITIES.forEach((city, index) => {
    citiesByCountry.set(city.countryCode, [
      ...(citiesByCountry.get(city.countryCode) ?? []),
      index,
    ]);
  });
  return Array.from({ length: options.stationCount }, (_, index) => {
    const countryCode = pickCountry(random.next());
    const cities = citiesByCountry.get(countryCode) ?? [0];
    // Big cities host more stations: the list puts each country's biggest cities first.
    const cityIndex = cities[Math.floor(cities.length * random.next() ** 2)]!;
    const kindRoll = random.next();
    const kind =
      kindRoll < 0.7 ? 'radio' : kindRoll < 0.85 ? 'digital' : kindRoll < 0.9 ? 'sat_radio' : 'tv';
    const city = CITIES[cityIndex]!;
    const frequency = (88 + random.next() * 20).toFixed(1);
    const name =
      kind === 'radio'
        ? `${city.name} ${frequency} FM`
        : kind === 'tv'
          ? `${city.name} Music TV`
          : `${labelName(options.seed, 10_000 + index).split(' ')[0]} ${kind === 'digital' ? 'Stream' : 'Sat'} ${GENRES[index % GENRES.length]}`;
    return {
      id: spotifyId(options.seed, IdKind.station, index),
      name,
      kind,
      countryCode,
      cityIndex,
      genre: pickGenre(random.next()),
    };
  });
}

export function curatorOf(seed: number, playlistIndex: number, editorial: boolean) {
  const name = personName(seed, IdKind.playlist, playlistIndex);
  return { name, email: emailOf(name, editorial ? 'editors.spotify.example' : 'mail.example') };
}
