// Issue 23: the services a pre-save delivers to. Each adapter speaks its platform's documented
// format; the demo world serves the same formats under /presave/ (packages/world/src/http/
// presave-service.ts), so only the base URLs differ (presaveAdaptersFromEnv).

export type PresaveServiceId = 'spotify' | 'deezer';

/** What a campaign saves: the release on each service, and its artist to follow. */
export interface PresaveRelease {
  spotifyUri: string | null;
  spotifyArtistUri: string | null;
  deezerAlbumId: string | null;
  deezerArtistId: string | null;
}

export type SaveResult =
  | { ok: true }
  /**
   * `retry`: worth another attempt later (rate limit, outage, release not on the service yet).
   * `unauthorized`: the service refused the token (expired or revoked): a refresh may mend it.
   */
  | {
      ok: false;
      retry: boolean;
      reason: string;
      retryAfterSeconds?: number;
      unauthorized?: boolean;
    };

/** A fan's token, new from the code exchange or a refresh. */
export interface FanToken {
  accessToken: string;
  /** null: none given (Deezer), or the service kept the one the fan has (a Spotify refresh). */
  refreshToken: string | null;
  /** null: the token does not expire (Deezer's offline_access). */
  expiresAt: Date | null;
}

export type RefreshResult =
  | ({ ok: true } & FanToken)
  /** `retry: false`: the refresh token is revoked or invalid; the fan must connect again. */
  | { ok: false; retry: boolean; reason: string };

export interface FanAccount extends FanToken {
  id: string;
  country: string | null;
}

export interface PresaveAdapter {
  service: PresaveServiceId;
  /** The service's authorize page, coming back to `redirectUri` with `code` and `state`. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Exchanges the code for the fan's token and reads who they are (null: refused). */
  connect(code: string, redirectUri: string): Promise<FanAccount | null>;
  /** Saves the release to the fan's library and follows the artist when asked. */
  save(accessToken: string, release: PresaveRelease, followArtist: boolean): Promise<SaveResult>;
  /** A new access token for the fan's refresh token (services whose tokens expire). */
  refresh?(refreshToken: string): Promise<RefreshResult>;
  /**
   * The service's ids of a recording's release and artist, by its ISRC (null: not on the
   * service). Deezer's public `GET /track/isrc:{isrc}`.
   */
  findRelease?(isrc: string): Promise<{ albumId: string; artistId: string | null } | null>;
}

const NETWORK_RETRY = (error: unknown): { ok: false; retry: true; reason: string } => ({
  ok: false,
  retry: true,
  reason: `The service did not answer: ${error instanceof Error ? error.message : String(error)}`,
});

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && 'message' in error) {
      return String((error as { message: unknown }).message);
    }
  }
  if (body && typeof body === 'object' && 'message' in body) {
    return String((body as { message: unknown }).message);
  }
  return null;
}

export interface SpotifyEndpoints {
  /** https://accounts.spotify.com */
  accountsUrl: string;
  /** https://api.spotify.com/v1 */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/**
 * Spotify: the authorization code flow, then the generic library call of the February 2026 Web
 * API change, PUT /me/library?uris=… with the album (or track) URI and, when the fan agreed, the
 * artist's URI (which follows the artist). One call, idempotent: saving again changes nothing.
 */
export function spotifyAdapter(endpoints: SpotifyEndpoints): PresaveAdapter {
  /**
   * POST /api/token with the app's Basic credentials: the code exchange and the refresh
   * (grant_type=refresh_token). Answers {access_token, token_type, scope, expires_in,
   * refresh_token?}; a refresh may leave refresh_token out (the fan keeps theirs). Errors are
   * OAuth's {"error","error_description"} with a 400: invalid_grant is a revoked or unknown
   * refresh token.
   */
  async function tokenCall(form: Record<string, string>): Promise<RefreshResult> {
    const basic = Buffer.from(`${endpoints.clientId}:${endpoints.clientSecret}`).toString('base64');
    let response: Response;
    try {
      response = await fetch(`${endpoints.accountsUrl}/api/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form),
      });
    } catch (error) {
      return NETWORK_RETRY(error);
    }
    const body = (await readJson(response)) as {
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    } | null;
    if (response.ok && typeof body?.access_token === 'string') {
      return {
        ok: true,
        accessToken: body.access_token,
        refreshToken: body.refresh_token ?? null,
        expiresAt:
          typeof body.expires_in === 'number' && body.expires_in > 0
            ? new Date(Date.now() + body.expires_in * 1000)
            : null,
      };
    }
    const said = body?.error_description ?? body?.error ?? response.statusText;
    if (response.status === 429 || response.status >= 500) {
      return {
        ok: false,
        retry: true,
        reason: `Spotify's token service answered ${response.status}: ${said}`,
      };
    }
    return { ok: false, retry: false, reason: `The fan revoked access to Spotify (${said}).` };
  }

  return {
    service: 'spotify',
    authorizeUrl(state, redirectUri) {
      const query = new URLSearchParams({
        client_id: endpoints.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'user-library-modify user-follow-modify',
        state,
      });
      return `${endpoints.accountsUrl}/authorize?${query}`;
    },
    async connect(code, redirectUri) {
      const token = await tokenCall({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      if (!token.ok) return null;
      const meResponse = await fetch(`${endpoints.apiUrl}/me`, {
        headers: { authorization: `Bearer ${token.accessToken}` },
      });
      const me = (await readJson(meResponse)) as {
        id?: string;
        account_id?: string;
        country?: string;
      } | null;
      if (!meResponse.ok || !me?.id) return null;
      return {
        // May 2026: account_id is the stable identifier to link accounts by.
        id: me.account_id ?? me.id,
        country: typeof me.country === 'string' ? me.country : null,
        accessToken: token.accessToken,
        refreshToken: token.refreshToken,
        expiresAt: token.expiresAt,
      };
    },
    refresh(refreshToken) {
      return tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },
    async save(accessToken, release, followArtist) {
      if (!release.spotifyUri) {
        return { ok: false, retry: false, reason: 'The campaign has no Spotify release.' };
      }
      const uris = [release.spotifyUri];
      if (followArtist && release.spotifyArtistUri) uris.push(release.spotifyArtistUri);
      let response: Response;
      try {
        response = await fetch(
          `${endpoints.apiUrl}/me/library?${new URLSearchParams({ uris: uris.join(',') })}`,
          { method: 'PUT', headers: { authorization: `Bearer ${accessToken}` } },
        );
      } catch (error) {
        return NETWORK_RETRY(error);
      }
      if (response.ok) return { ok: true };
      const message = errorMessage(await readJson(response)) ?? response.statusText;
      if (response.status === 401) {
        return {
          ok: false,
          retry: false,
          unauthorized: true,
          reason: `The fan revoked access to Spotify (${message}).`,
        };
      }
      if (response.status === 429) {
        return {
          ok: false,
          retry: true,
          reason: 'Spotify asked to slow down.',
          retryAfterSeconds: Number(response.headers.get('retry-after')) || 60,
        };
      }
      if (response.status >= 500) {
        return {
          ok: false,
          retry: true,
          reason: `Spotify answered ${response.status}: ${message}`,
        };
      }
      return { ok: false, retry: false, reason: `Spotify refused the save: ${message}` };
    },
  };
}

export interface DeezerEndpoints {
  /** https://connect.deezer.com */
  connectUrl: string;
  /** https://api.deezer.com */
  apiUrl: string;
  appId: string;
  secret: string;
}

/** Deezer's error object ({"error":{"type","message","code"}}), which comes with a 200. */
function deezerError(body: unknown): { type: string; message: string; code: number } | null {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: { type?: string; message?: string; code?: number } }).error;
    return {
      type: error.type ?? 'Exception',
      message: error.message ?? 'Unknown error',
      code: Number(error.code ?? 0),
    };
  }
  return null;
}

/**
 * Deezer: connect.deezer.com's OAuth (the token comes back as JSON with output=json, or the text
 * "wrong code"), then POST /user/me/albums?album_id= and POST /user/me/artists?artist_id= on
 * api.deezer.com. Errors come as 200 with an error object: code 300 (OAuthException) is a token
 * the fan revoked; 4 (quota) and 700 (service busy) are retried; 800 (no data) means the
 * release is not on Deezer yet, "Pending Source", retried too.
 */
export function deezerAdapter(endpoints: DeezerEndpoints): PresaveAdapter {
  async function post(path: string, accessToken: string): Promise<SaveResult> {
    let response: Response;
    try {
      response = await fetch(
        `${endpoints.apiUrl}${path}&access_token=${encodeURIComponent(accessToken)}`,
        {
          method: 'POST',
        },
      );
    } catch (error) {
      return NETWORK_RETRY(error);
    }
    const body = await readJson(response);
    if (response.status >= 500) {
      return { ok: false, retry: true, reason: `Deezer answered ${response.status}.` };
    }
    const error = deezerError(body);
    if (!error && body === true) return { ok: true };
    if (!error) return { ok: false, retry: true, reason: 'Deezer answered something unexpected.' };
    if (error.code === 300 || error.type === 'OAuthException') {
      return {
        ok: false,
        retry: false,
        reason: `The fan revoked access to Deezer (${error.message}).`,
      };
    }
    if (error.code === 4 || error.code === 700) {
      return { ok: false, retry: true, reason: `Deezer is busy: ${error.message}` };
    }
    if (error.code === 800) {
      return { ok: false, retry: true, reason: `Pending Source: ${error.message}` };
    }
    return { ok: false, retry: false, reason: `Deezer refused the save: ${error.message}` };
  }

  return {
    service: 'deezer',
    authorizeUrl(state, redirectUri) {
      const query = new URLSearchParams({
        app_id: endpoints.appId,
        redirect_uri: redirectUri,
        perms: 'basic_access,offline_access,manage_library',
        state,
      });
      return `${endpoints.connectUrl}/oauth/auth.php?${query}`;
    },
    async connect(code) {
      const query = new URLSearchParams({
        app_id: endpoints.appId,
        secret: endpoints.secret,
        code,
        output: 'json',
      });
      const tokenResponse = await fetch(`${endpoints.connectUrl}/oauth/access_token.php?${query}`);
      const token = (await readJson(tokenResponse)) as { access_token?: string } | string | null;
      if (!tokenResponse.ok || typeof token !== 'object' || !token?.access_token) return null;
      const meResponse = await fetch(
        `${endpoints.apiUrl}/user/me?access_token=${encodeURIComponent(token.access_token)}`,
      );
      const me = (await readJson(meResponse)) as { id?: number; country?: string } | null;
      if (!meResponse.ok || deezerError(me) || !me?.id) return null;
      return {
        id: String(me.id),
        country: typeof me.country === 'string' && me.country ? me.country : null,
        accessToken: token.access_token,
        // With offline_access a Deezer token does not expire ("expires": 0) and there is no
        // refresh grant: a token the fan revoked fails the delivery with the reason.
        refreshToken: null,
        expiresAt: null,
      };
    },
    /**
     * GET /track/isrc:{isrc} (no token): the track with its `album` and `artist` objects, or a
     * 200 with {"error":{"type":"DataException","message":"no data","code":800}} when Deezer has
     * no track of that ISRC.
     */
    async findRelease(isrc) {
      const response = await fetch(`${endpoints.apiUrl}/track/isrc:${encodeURIComponent(isrc)}`);
      const body = (await readJson(response)) as {
        album?: { id?: number };
        artist?: { id?: number };
      } | null;
      if (!response.ok || deezerError(body) || typeof body?.album?.id !== 'number') return null;
      return {
        albumId: String(body.album.id),
        artistId: typeof body.artist?.id === 'number' ? String(body.artist.id) : null,
      };
    },
    async save(accessToken, release, followArtist) {
      if (!release.deezerAlbumId) {
        return { ok: false, retry: false, reason: 'The campaign has no Deezer release.' };
      }
      const saved = await post(
        `/user/me/albums?album_id=${encodeURIComponent(release.deezerAlbumId)}`,
        accessToken,
      );
      if (!saved.ok || !followArtist || !release.deezerArtistId) return saved;
      return post(
        `/user/me/artists?artist_id=${encodeURIComponent(release.deezerArtistId)}`,
        accessToken,
      );
    },
  };
}

export type PresaveAdapters = Partial<Record<PresaveServiceId, PresaveAdapter>>;

/**
 * The adapters of this installation: the real platforms when their credentials are set
 * (SPOTIFY_CLIENT_ID/SECRET, DEEZER_APP_ID/SECRET), else the demo world's service side at
 * PRESAVE_SERVICE_URL or the world's own URL (`worldUrl`, known once the world is up).
 */
export function presaveAdaptersFromEnv(
  env: NodeJS.ProcessEnv,
  worldUrl: () => string | null,
): () => PresaveAdapters {
  return () => {
    const adapters: PresaveAdapters = {};
    const world = env.PRESAVE_SERVICE_URL || worldUrl();
    if (env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET) {
      adapters.spotify = spotifyAdapter({
        accountsUrl: 'https://accounts.spotify.com',
        apiUrl: 'https://api.spotify.com/v1',
        clientId: env.SPOTIFY_CLIENT_ID,
        clientSecret: env.SPOTIFY_CLIENT_SECRET,
      });
    } else if (world) {
      adapters.spotify = spotifyAdapter({
        accountsUrl: `${world}/presave/spotify`,
        apiUrl: `${world}/presave/spotify/v1`,
        clientId: 'songstats-demo',
        clientSecret: 'demo-secret',
      });
    }
    if (env.DEEZER_APP_ID && env.DEEZER_SECRET) {
      adapters.deezer = deezerAdapter({
        connectUrl: 'https://connect.deezer.com',
        apiUrl: 'https://api.deezer.com',
        appId: env.DEEZER_APP_ID,
        secret: env.DEEZER_SECRET,
      });
    } else if (world) {
      adapters.deezer = deezerAdapter({
        connectUrl: `${world}/presave/deezer`,
        apiUrl: `${world}/presave/deezer/api`,
        appId: 'songstats-demo',
        secret: 'demo-secret',
      });
    }
    return adapters;
  };
}
