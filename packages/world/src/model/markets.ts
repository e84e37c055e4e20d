import { CITIES } from '../data/cities';

// Spec §9 market sets: Top End (9), High Pass (+4), Mid Range (+5) = the 18 chart markets.
export const CHART_MARKETS = [
  'US',
  'GB',
  'DE',
  'NL',
  'FR',
  'ES',
  'IT',
  'CA',
  'AU',
  'BE',
  'BR',
  'MX',
  'IE',
  'JP',
  'ZA',
  'KR',
  'NG',
  'AR',
] as const;

export const GLOBAL = 'global';

export const GENRES = [
  'pop',
  'hip-hop',
  'r&b',
  'rock',
  'indie',
  'latin',
  'afrobeats',
  'k-pop',
  'country',
  'house',
  'techno',
  'drum-and-bass',
  'tech-house',
  'trance',
] as const;

/** Genres the DJ stores (Beatport, Traxsource) and 1001Tracklists cover. */
export const ELECTRONIC_GENRES: ReadonlySet<number> = new Set([9, 10, 11, 12, 13]);

export type ChartSpec = {
  /** Index in CHARTS, the storage slot of the chart's daily positions. */
  index: number;
  source:
    | 'spotify'
    | 'apple_music'
    | 'shazam'
    | 'beatport'
    | 'traxsource'
    | 'itunes'
    | 'deezer'
    | 'amazon'
    | 'tidal'
    | 'youtube';
  /** ISO country code, or 'global'. */
  country: string;
  /** Shazam city charts only. */
  cityIndex?: number;
  size: number;
  electronicOnly: boolean;
};

/** The ~40 Shazam chart cities: the first cities of each chart market, biggest first. */
export const SHAZAM_CITY_INDEXES: readonly number[] = (() => {
  const picked: number[] = [];
  for (let round = 0; round < 4 && picked.length < 40; round++) {
    for (const market of CHART_MARKETS) {
      const inMarket = CITIES.flatMap((city, index) =>
        city.countryCode === market ? [index] : [],
      );
      const cityIndex = inMarket[round];
      if (cityIndex !== undefined && picked.length < 40) picked.push(cityIndex);
    }
  }
  return picked;
})();

/** The streaming charts of decision 049, in the order their storage slots follow iTunes'. */
export const OTHER_STREAMING_CHARTS: readonly [
  source: 'deezer' | 'amazon' | 'tidal' | 'youtube',
  countries: readonly string[],
][] = [
  ['deezer', [GLOBAL, 'FR', 'DE', 'GB', 'US', 'BR', 'NL', 'BE']],
  ['amazon', ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'CA']],
  ['tidal', [GLOBAL, 'US', 'GB', 'NL']],
  // YouTube's daily top music videos.
  ['youtube', [GLOBAL, 'US', 'GB', 'DE', 'FR', 'BR', 'MX']],
];

export const CHARTS: readonly ChartSpec[] = (() => {
  const specs: Omit<ChartSpec, 'index'>[] = [];
  const countries = [GLOBAL, ...CHART_MARKETS];
  for (const country of countries) {
    specs.push({ source: 'spotify', country, size: 200, electronicOnly: false });
  }
  for (const country of countries) {
    specs.push({ source: 'apple_music', country, size: 100, electronicOnly: false });
  }
  for (const country of countries) {
    specs.push({ source: 'shazam', country, size: 100, electronicOnly: false });
  }
  specs.push({ source: 'beatport', country: GLOBAL, size: 100, electronicOnly: true });
  specs.push({ source: 'traxsource', country: GLOBAL, size: 100, electronicOnly: true });
  for (const cityIndex of SHAZAM_CITY_INDEXES) {
    const city = CITIES[cityIndex]!;
    specs.push({
      source: 'shazam',
      country: city.countryCode,
      cityIndex,
      size: 50,
      electronicOnly: false,
    });
  }
  // iTunes (the download store) last, so the earlier charts keep their storage slots: global
  // and the nine Top End markets of spec §9 (a modest volume for the monitor's catch-up).
  for (const country of [GLOBAL, ...CHART_MARKETS.slice(0, 9)]) {
    specs.push({ source: 'itunes', country, size: 100, electronicOnly: false });
  }
  // Deezer, Amazon Music, Tidal and YouTube after iTunes (decision 049), each in the markets it
  // publishes a top 100 for: Deezer global and its big markets, Amazon per country only, Tidal
  // global and three markets, YouTube global and six (26 charts, modest for the catch-up).
  for (const [source, countries] of OTHER_STREAMING_CHARTS) {
    for (const country of countries)
      specs.push({ source, country, size: 100, electronicOnly: false });
  }
  return specs.map((spec, index) => ({ ...spec, index }));
})();

export function findChart(source: string, country: string): ChartSpec | undefined {
  const wanted = country.toLowerCase() === GLOBAL ? GLOBAL : country.toUpperCase();
  return CHARTS.find(
    (chart) => chart.source === source && chart.country === wanted && chart.cityIndex === undefined,
  );
}

export function findCityChart(cityIndex: number): ChartSpec | undefined {
  return CHARTS.find((chart) => chart.cityIndex === cityIndex);
}

/** Sources with per-track daily counters, and the metric names of each (field-notes names). */
export const TRACK_METRICS = {
  spotify: ['streams_total', 'popularity_current'],
  youtube: ['video_views_total', 'videos_total'],
  tiktok: ['videos_total', 'views_total'],
  shazam: ['shazams_total'],
  soundcloud: ['streams_total', 'reposts_total'],
  '1001tracklists': ['total_support_total'],
  instagram: ['views_total', 'likes_total', 'comments_total'],
  beatport: ['dj_charts_total'],
  traxsource: ['dj_charts_total'],
  // Decision 049: people talking about the track on Facebook this week, posts sharing it on X.
  facebook: ['talking_about_current'],
  twitter: ['posts_total'],
} as const;

export type TrackSource = keyof typeof TRACK_METRICS;

export const ARTIST_METRICS = {
  spotify: ['followers_total', 'monthly_listeners_current', 'popularity_current'],
  instagram: ['followers_total'],
  tiktok: ['followers_total'],
  youtube: ['subscribers_total'],
  // Decision 049: a page's people talking about it, an account's followers (field notes), the
  // artist's followers on Amazon Music.
  facebook: ['talking_about_current'],
  twitter: ['followers_total'],
  amazon: ['followers_total'],
} as const;

export type ArtistSource = keyof typeof ARTIST_METRICS;

/**
 * The platforms whose playlists the world keeps, in one playlist table keyed by source: Spotify
 * first (its playlists keep their indexes and draws), then each other platform's, with a share of
 * Spotify's count. The shares keep the other platforms' volume modest (issue 21: the monitor's
 * catch-up and the fidelity test read every changed playlist).
 */
export const PLAYLIST_SOURCES = [
  { source: 'spotify', share: 1 },
  { source: 'apple_music', share: 0.05 },
  { source: 'deezer', share: 0.05 },
  { source: 'amazon', share: 0.03 },
  { source: 'tidal', share: 0.02 },
  { source: 'soundcloud', share: 0.04 },
] as const;
export type PlaylistSource = (typeof PLAYLIST_SOURCES)[number]['source'];

export const STATION_KINDS = ['radio', 'digital', 'sat_radio', 'tv'] as const;
export const PLAYLIST_TYPES = ['editorial', 'algorithmic', 'listener'] as const;
export type PlaylistType = (typeof PLAYLIST_TYPES)[number];
