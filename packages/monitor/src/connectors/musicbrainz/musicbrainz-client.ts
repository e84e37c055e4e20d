import { FetchFailedError, type FetchOptions, fetchJson } from '../../http/fetch-json';
import { createRateLimiter, rateLimitedFetch } from '../shared/rate-limiter';
import { trimSlash } from '../shared/rebase-url';
import { ZMusicBrainzArtist, ZMusicBrainzIsrc, ZMusicBrainzUrl } from './musicbrainz-schemas';

export const MUSICBRAINZ_API_URL = 'https://musicbrainz.org/ws/2';
/** MusicBrainz asks for an application name, version and contact; deployments set their own. */
export const MUSICBRAINZ_USER_AGENT = 'SongstatsMonitor/0.1 ( https://github.com/songstats )';
/** MusicBrainz allows one request per second per client; more earns 503s or a block. */
const REQUEST_INTERVAL_MS = 1000;
const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

export interface MusicBrainzClientOptions {
  baseUrl?: string;
  userAgent?: string;
  fetchOptions?: FetchOptions;
  /** Clock for the rate limiter; tests pass a fake one so spacing costs no real time. */
  now?: () => number;
}

export interface MusicBrainzRecording {
  id: string;
  title: string;
  lengthMs: number | null;
  firstReleaseDate: string | null;
  /** The credit as printed: names joined by their join phrases ("A & B"). */
  artistCredit: string;
  artists: { id: string; name: string }[];
}

export interface IsrcLookUp {
  isrc: string;
  recordings: MusicBrainzRecording[];
}

export function createMusicBrainzClient(options: MusicBrainzClientOptions = {}) {
  const base = trimSlash(options.baseUrl ?? MUSICBRAINZ_API_URL);
  const acquire = createRateLimiter({
    intervalMs: REQUEST_INTERVAL_MS,
    ...(options.now ? { now: options.now } : {}),
    ...(options.fetchOptions?.sleep ? { sleep: options.fetchOptions.sleep } : {}),
  });
  // Every HTTP request waits for its slot, retries included, so a 503 storm cannot speed up.
  const fetchOptions: FetchOptions = {
    ...options.fetchOptions,
    headers: {
      ...options.fetchOptions?.headers,
      'user-agent': options.userAgent ?? MUSICBRAINZ_USER_AGENT,
    },
    fetch: rateLimitedFetch(acquire, options.fetchOptions?.fetch ?? fetch),
  };

  /** A 404 (MusicBrainz does not know it) is null; other failures throw. */
  async function orNull<Answer>(read: () => Promise<Answer>): Promise<Answer | null> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof FetchFailedError && error.status === 404) return null;
      throw error;
    }
  }

  return {
    /** The artist a platform's link (Spotify, Deezer, Apple Music, YouTube...) belongs to. */
    async artistOfLink(link: string): Promise<{ id: string; name: string } | null> {
      const url = `${base}/url?resource=${encodeURIComponent(link)}&inc=artist-rels&fmt=json`;
      const answer = await orNull(() => fetchJson(url, ZMusicBrainzUrl, fetchOptions));
      return answer?.relations?.find((relation) => relation.artist)?.artist ?? null;
    },

    /** The artist's name, country and links on other platforms. */
    async artistLinks(mbid: string) {
      const url = `${base}/artist/${encodeURIComponent(mbid)}?inc=url-rels&fmt=json`;
      const answer = await orNull(() => fetchJson(url, ZMusicBrainzArtist, fetchOptions));
      if (!answer) return null;
      return {
        id: answer.id,
        name: answer.name,
        country: answer.country ?? null,
        links: (answer.relations ?? []).flatMap((relation) =>
          relation.url ? [relation.url.resource] : [],
        ),
      };
    },

    /** Recordings carrying this ISRC; none when MusicBrainz does not know it (404). */
    async lookUpIsrc(isrc: string): Promise<IsrcLookUp> {
      const normalised = isrc.replaceAll('-', '').toUpperCase();
      if (!ISRC_PATTERN.test(normalised)) throw new TypeError(`not an ISRC: ${isrc}`);
      const url = `${base}/isrc/${normalised}?fmt=json&inc=artist-credits`;
      try {
        const answer = await fetchJson(url, ZMusicBrainzIsrc, fetchOptions);
        return {
          isrc: normalised,
          recordings: answer.recordings.map((recording) => {
            const credits = recording['artist-credit'] ?? [];
            return {
              id: recording.id,
              title: recording.title,
              lengthMs: recording.length ?? null,
              firstReleaseDate: recording['first-release-date'] || null,
              artistCredit: credits
                .map((credit) => credit.name + (credit.joinphrase ?? ''))
                .join(''),
              artists: credits.map((credit) => ({
                id: credit.artist.id,
                name: credit.artist.name,
              })),
            };
          }),
        };
      } catch (error) {
        if (error instanceof FetchFailedError && error.status === 404) {
          return { isrc: normalised, recordings: [] };
        }
        throw error;
      }
    },
  };
}

export type MusicBrainzClient = ReturnType<typeof createMusicBrainzClient>;
