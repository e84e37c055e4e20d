import { type FetchOptions, fetchJson } from '../../http/fetch-json';
import { ZSpotifyToken } from './spotify-schemas';

export interface SpotifyCredentials {
  clientId: string;
  clientSecret: string;
}

export interface SpotifyTokenOptions {
  tokenUrl: string;
  credentials: SpotifyCredentials;
  fetchOptions?: FetchOptions;
  now?: () => number;
}

/**
 * Client-credentials tokens: fetched once, shared by every concurrent request, reused until
 * shortly before `expires_in` (a token must not expire in the middle of paging a playlist).
 */
export function createSpotifyTokenSource(options: SpotifyTokenOptions) {
  const now = options.now ?? Date.now;
  const fetchOptions = options.fetchOptions ?? {};
  const underlying = fetchOptions.fetch ?? fetch;
  const basic = Buffer.from(
    `${options.credentials.clientId}:${options.credentials.clientSecret}`,
  ).toString('base64');
  // fetchJson only GETs; sending its request as the token POST keeps its retry and backoff on
  // 429/5xx/malformed answers for the token call too.
  const postForm = (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Basic ${basic}`);
    headers.set('content-type', 'application/x-www-form-urlencoded');
    return underlying(input, {
      ...init,
      method: 'POST',
      headers,
      body: 'grant_type=client_credentials',
    });
  };

  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function request(): Promise<string> {
    const answer = await fetchJson(options.tokenUrl, ZSpotifyToken, {
      ...fetchOptions,
      fetch: postForm,
    });
    const lifetimeMs = answer.expires_in * 1000;
    cached = {
      token: answer.access_token,
      expiresAt: now() + Math.max(lifetimeMs / 2, lifetimeMs - 60_000),
    };
    return answer.access_token;
  }

  return {
    get(): Promise<string> {
      if (cached && now() < cached.expiresAt) return Promise.resolve(cached.token);
      pending ??= request().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Drops a token the API refused (401), unless another request already replaced it. */
    invalidate(token: string) {
      if (cached?.token === token) cached = null;
    },
  };
}

export type SpotifyTokenSource = ReturnType<typeof createSpotifyTokenSource>;
