import { TIERS } from '@songstats/domain';

export interface ChartDefinition {
  key: string;
  source: string;
  /** An ISO country code, or null for the global chart. */
  countryCode: string | null;
  name: string;
}

const SOURCE_NAMES: Record<string, string> = {
  spotify: 'Spotify Top 200',
  apple_music: 'Apple Music Top 100',
  shazam: 'Shazam Top 100',
  beatport: 'Beatport Top 100',
  traxsource: 'Traxsource Top 100',
  itunes: 'iTunes Top 100',
  deezer: 'Deezer Top 100',
  amazon: 'Amazon Music Top 100',
  tidal: 'TIDAL Top 100',
  youtube: 'YouTube Top 100 Music Videos',
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function chartName(source: string, countryCode: string | null): string {
  const base = SOURCE_NAMES[source] ?? `${source} chart`;
  return countryCode ? `${base} ${countryNames.of(countryCode) ?? countryCode}` : `${base} Global`;
}

function chart(source: string, countryCode: string | null): ChartDefinition {
  return {
    key: `${source}:${countryCode ?? 'global'}`,
    source,
    countryCode,
    name: chartName(source, countryCode),
  };
}

/** Deezer's, Amazon Music's, Tidal's and YouTube's charts: global (null) and each's markets. */
const OTHER_STREAMING_CHARTS: Record<string, (string | null)[]> = {
  deezer: [null, 'FR', 'DE', 'GB', 'US', 'BR', 'NL', 'BE'],
  amazon: ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'CA'],
  tidal: [null, 'US', 'GB', 'NL'],
  youtube: [null, 'US', 'GB', 'DE', 'FR', 'BR', 'MX'],
};

/**
 * The charts watched: streaming and Shazam charts in every market of spec §9 plus global, and
 * the store charts (Beatport, Traxsource, iTunes), and Deezer's, Amazon Music's, Tidal's and
 * YouTube's.
 */
export function defaultCharts(): ChartDefinition[] {
  const markets = TIERS[3].markets ?? [];
  return [
    ...['spotify', 'apple_music', 'shazam'].flatMap((source) => [
      chart(source, null),
      ...markets.map((country) => chart(source, country)),
    ]),
    chart('beatport', null),
    chart('traxsource', null),
    // The iTunes store's song charts: global and the Top End markets (decision 041).
    chart('itunes', null),
    ...(TIERS[1].markets ?? []).map((country) => chart('itunes', country)),
    // Deezer, Amazon Music, Tidal and YouTube in the markets each publishes a top 100 for
    // (decision 049).
    ...Object.entries(OTHER_STREAMING_CHARTS).flatMap(([source, countries]) =>
      countries.map((country) => chart(source, country)),
    ),
  ];
}
