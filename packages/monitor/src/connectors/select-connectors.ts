import { z } from 'zod';
import type { FetchOptions } from '../http/fetch-json';
import { createDeezerClient, type DeezerClient } from './deezer/deezer-client';
import { createMusicBrainzClient, type MusicBrainzClient } from './musicbrainz/musicbrainz-client';
import { createSpotifyClient, type SpotifyClient } from './spotify/spotify-client';
import { createYouTubeClient, type YouTubeClient } from './youtube/youtube-client';

// An empty variable (`SPOTIFY_CLIENT_ID=` in an env file) means unset, not an empty secret.
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);
const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ protocol: /^https?$/ }).optional(),
);
const flag = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['1', 'true', 'yes', '0', 'false', 'no', '']).optional(),
);

export const ZConnectorConfig = z.object({
  SPOTIFY_CLIENT_ID: optionalText,
  SPOTIFY_CLIENT_SECRET: optionalText,
  SPOTIFY_API_URL: optionalUrl,
  SPOTIFY_TOKEN_URL: optionalUrl,
  YOUTUBE_API_KEY: optionalText,
  YOUTUBE_API_URL: optionalUrl,
  DEEZER_ENABLED: flag,
  DEEZER_API_URL: optionalUrl,
  MUSICBRAINZ_ENABLED: flag,
  MUSICBRAINZ_API_URL: optionalUrl,
  MUSICBRAINZ_USER_AGENT: optionalText,
});

export type ConnectorName = 'spotify' | 'deezer' | 'youtube' | 'musicbrainz';

export interface SelectedConnectors {
  /** In a fixed order; empty when nothing is configured (the demo world is the only source). */
  enabled: ConnectorName[];
  /** Configuration that looks like a mistake, for the caller to log. */
  warnings: string[];
  spotify?: SpotifyClient;
  deezer?: DeezerClient;
  youtube?: YouTubeClient;
  musicBrainz?: MusicBrainzClient;
}

const isOn = (value: string | undefined) => value === '1' || value === 'true' || value === 'yes';

/**
 * The real connectors the configuration (usually process.env) turns on: Spotify and YouTube when
 * their credentials exist, Deezer and MusicBrainz (no credentials needed) when enabled.
 * A malformed URL override throws: a worker should not start against a host it cannot parse.
 */
export function selectConnectors(
  environment: Readonly<Record<string, string | undefined>>,
  fetchOptions: FetchOptions = {},
): SelectedConnectors {
  const parsed = ZConnectorConfig.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`connector configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const config = parsed.data;
  const selected: SelectedConnectors = { enabled: [], warnings: [] };

  const { SPOTIFY_CLIENT_ID: clientId, SPOTIFY_CLIENT_SECRET: clientSecret } = config;
  if (clientId && clientSecret) {
    selected.spotify = createSpotifyClient({
      credentials: { clientId, clientSecret },
      fetchOptions,
      ...(config.SPOTIFY_API_URL ? { baseUrl: config.SPOTIFY_API_URL } : {}),
      ...(config.SPOTIFY_TOKEN_URL ? { tokenUrl: config.SPOTIFY_TOKEN_URL } : {}),
    });
    selected.enabled.push('spotify');
  } else if (clientId || clientSecret) {
    selected.warnings.push(
      'Spotify is off: SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET must both be set',
    );
  }
  if (isOn(config.DEEZER_ENABLED)) {
    selected.deezer = createDeezerClient({
      fetchOptions,
      ...(config.DEEZER_API_URL ? { baseUrl: config.DEEZER_API_URL } : {}),
    });
    selected.enabled.push('deezer');
  }
  if (config.YOUTUBE_API_KEY) {
    selected.youtube = createYouTubeClient({
      credentials: { apiKey: config.YOUTUBE_API_KEY },
      fetchOptions,
      ...(config.YOUTUBE_API_URL ? { baseUrl: config.YOUTUBE_API_URL } : {}),
    });
    selected.enabled.push('youtube');
  }
  if (isOn(config.MUSICBRAINZ_ENABLED)) {
    selected.musicBrainz = createMusicBrainzClient({
      fetchOptions,
      ...(config.MUSICBRAINZ_API_URL ? { baseUrl: config.MUSICBRAINZ_API_URL } : {}),
      ...(config.MUSICBRAINZ_USER_AGENT ? { userAgent: config.MUSICBRAINZ_USER_AGENT } : {}),
    });
    selected.enabled.push('musicbrainz');
  }
  return selected;
}
