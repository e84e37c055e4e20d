import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Issue 23: the demo world's side of a pre-save, shaped like the real platforms so the product's
// Spotify and Deezer adapters talk to it unchanged (only their base URLs differ):
// - Spotify: the Accounts service's /authorize page and /api/token code exchange, GET /v1/me and
//   the generic library call of the February 2026 Web API change, PUT /v1/me/library?uris=…
//   (albums, tracks and artists as Spotify URIs, at most 40; an artist URI follows the artist).
// - Deezer: connect.deezer.com's /oauth/auth.php and /oauth/access_token.php, and api.deezer.com's
//   GET /user/me, POST /user/me/albums?album_id= and POST /user/me/artists?artist_id= with the
//   token as `access_token`, and the public GET /track/isrc:{isrc} (the world's tracks' Deezer
//   ids, from the world's catalogue when served with it); errors come back as 200 with {"error":{"type","message","code"}}.
// Spotify's access tokens expire (expires_in 3600); POST /api/token with
// grant_type=refresh_token gives a new one for the refresh token (leaving refresh_token out, as
// Spotify may), and answers 400 invalid_grant "Refresh token revoked" once the fan revoked access.
// Everything lives under /presave/{spotify|deezer}/…; /presave/__revoke, /presave/__expire,
// /presave/__busy and /presave/__libraries let a test revoke a fan's access, expire their access
// tokens, make the next library saves answer "busy" (Spotify's 429 with Retry-After, Deezer's
// quota error, code 4), and read what each fan's library holds (the ground truth).

export const PRESAVE_SERVICE_PREFIX = '/presave/';
const SPOTIFY_URI = /^spotify:(album|track|artist):[A-Za-z0-9]{1,40}$/;

type Service = 'spotify' | 'deezer';
interface Grant {
  service: Service;
  user: string;
  country: string;
  redirectUri: string;
}

/** A track on the service's catalogue, in Deezer's `GET /track/isrc:{isrc}` shape. */
export interface CatalogueTrack {
  id: number;
}

/** The service side's state: codes, tokens, revoked users and every fan's library. */
export class PresaveServiceState {
  /**
   * The world's catalogue by ISRC (Deezer's `GET /track/isrc:`): the world's tracks when served
   * with the world, none when the service side runs alone (a test may give its own).
   */
  constructor(readonly catalogue: (isrc: string) => CatalogueTrack | null = () => null) {}

  readonly codes = new Map<string, Grant>();
  readonly tokens = new Map<string, { service: Service; user: string; country: string }>();
  /** Spotify's refresh tokens, to the fan they belong to. */
  readonly refreshTokens = new Map<string, { service: Service; user: string; country: string }>();
  /** Access tokens past their hour: the API answers 401 "The access token expired". */
  readonly expired = new Set<string>();
  readonly libraries = new Map<string, Set<string>>();
  /** Library saves still to answer "busy" per service (Spotify's 429, Deezer's quota error). */
  readonly busy = new Map<Service, number>();
  /** Every call, with the fan whose token it carried (null: none, or one unknown). */
  readonly requests: { method: string; path: string; user: string | null }[] = [];

  libraryOf(service: Service, user: string): Set<string> {
    const key = `${service}:${user}`;
    let library = this.libraries.get(key);
    if (!library) {
      library = new Set();
      this.libraries.set(key, library);
    }
    return library;
  }

  revoke(service: Service, user: string): number {
    let count = 0;
    for (const tokens of [this.tokens, this.refreshTokens]) {
      for (const [token, owner] of tokens) {
        if (owner.service === service && owner.user === user) {
          tokens.delete(token);
          count++;
        }
      }
    }
    return count;
  }

  /** Ends the hour of a fan's access tokens now (their refresh tokens still work). */
  expire(service: Service, user: string): number {
    let count = 0;
    for (const [token, owner] of this.tokens) {
      if (owner.service === service && owner.user === user && !this.expired.has(token)) {
        this.expired.add(token);
        count++;
      }
    }
    return count;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text =
    typeof body === 'string' && headers['content-type'] ? body : JSON.stringify(body ?? {});
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    ...headers,
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const redirect = (response: ServerResponse, location: string) => {
  response.writeHead(302, { location, 'content-length': 0 });
  response.end();
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 65_536) request.destroy();
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const SERVICE_NAMES: Record<Service, string> = { spotify: 'Spotify', deezer: 'Deezer' };

/** The authorize page: who the fan is on the service, and whether they allow the access asked. */
function authorizePage(service: Service, query: URLSearchParams): string {
  const hidden = ['client_id', 'app_id', 'redirect_uri', 'state', 'scope', 'perms']
    .filter((name) => query.has(name))
    .map(
      (name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`,
    )
    .join('');
  const scope = query.get('scope') ?? query.get('perms') ?? '';
  const name = SERVICE_NAMES[service];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name} (demo world): authorize</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:system-ui;max-width:28rem;margin:2rem auto">
<h1>${name} (demo world)</h1>
<p>An app asks to access your ${name} account: <strong>${escapeHtml(scope)}</strong>.</p>
<form method="post">${hidden}
<p><label>Your ${name} username <input name="user" required pattern="[A-Za-z0-9_\\-]{1,40}" value="fan-${randomBytes(3).toString('hex')}"></label></p>
<p><label>Country <input name="country" value="DE" maxlength="2" pattern="[A-Z]{2}"></label></p>
<p><button name="decision" value="allow">Agree</button> <button name="decision" value="deny">Cancel</button></p>
</form></body></html>`;
}

function bearer(request: IncomingMessage): string | null {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

const spotifyError = (response: ServerResponse, status: number, message: string) =>
  send(response, status, { error: { status, message } });
const deezerError = (response: ServerResponse, type: string, message: string, code: number) =>
  send(response, 200, { error: { type, message, code } });

async function handleSpotify(
  state: PresaveServiceState,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  query: URLSearchParams,
) {
  const method = request.method ?? 'GET';
  if (path === 'authorize' && method === 'GET') {
    if (query.get('response_type') !== 'code' || !query.get('redirect_uri')) {
      return send(response, 400, 'INVALID_CLIENT: Invalid redirect URI', {
        'content-type': 'text/plain',
      });
    }
    return send(response, 200, authorizePage('spotify', query), {
      'content-type': 'text/html; charset=utf-8',
    });
  }
  if (path === 'authorize' && method === 'POST') {
    return finishAuthorize(state, 'spotify', request, response);
  }
  if (path === 'api/token' && method === 'POST') {
    const form = new URLSearchParams(await readBody(request));
    if (!request.headers.authorization?.startsWith('Basic ')) {
      return send(response, 400, { error: 'invalid_client', error_description: 'Invalid client' });
    }
    if (form.get('grant_type') === 'refresh_token') {
      const owner = state.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!owner) {
        return send(response, 400, {
          error: 'invalid_grant',
          error_description: 'Refresh token revoked',
        });
      }
      const token = randomBytes(24).toString('base64url');
      state.tokens.set(token, owner);
      return send(response, 200, {
        access_token: token,
        token_type: 'Bearer',
        scope: 'user-library-modify user-follow-modify',
        expires_in: 3600,
      });
    }
    const grant = state.codes.get(form.get('code') ?? '');
    if (form.get('grant_type') !== 'authorization_code' || grant?.service !== 'spotify') {
      return send(response, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid authorization code',
      });
    }
    if (grant.redirectUri !== form.get('redirect_uri')) {
      return send(response, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid redirect URI',
      });
    }
    state.codes.delete(form.get('code')!);
    const token = randomBytes(24).toString('base64url');
    const refreshToken = randomBytes(24).toString('base64url');
    const owner = { service: 'spotify' as const, user: grant.user, country: grant.country };
    state.tokens.set(token, owner);
    state.refreshTokens.set(refreshToken, owner);
    return send(response, 200, {
      access_token: token,
      token_type: 'Bearer',
      scope: 'user-library-modify user-follow-modify user-read-email',
      expires_in: 3600,
      refresh_token: refreshToken,
    });
  }
  if (path.startsWith('v1/') && state.expired.has(bearer(request) ?? '')) {
    return spotifyError(response, 401, 'The access token expired');
  }
  const token = state.tokens.get(bearer(request) ?? '');
  if (path.startsWith('v1/') && !token) {
    return spotifyError(
      response,
      401,
      bearer(request) ? 'Invalid access token' : 'No token provided',
    );
  }
  if (path === 'v1/me' && method === 'GET' && token) {
    return send(response, 200, {
      id: token.user,
      account_id: `acct-${token.user}`,
      display_name: token.user,
      country: token.country,
      type: 'user',
      uri: `spotify:user:${token.user}`,
    });
  }
  if (path === 'v1/me/library' && method === 'PUT' && token && takeBusy(state, 'spotify')) {
    return send(
      response,
      429,
      { error: { status: 429, message: 'API rate limit exceeded' } },
      { 'retry-after': '1' },
    );
  }
  if (path === 'v1/me/library' && method === 'PUT' && token) {
    const uris = (query.get('uris') ?? '').split(',').filter(Boolean);
    if (uris.length === 0) return spotifyError(response, 400, 'Missing required parameter: uris');
    if (uris.length > 40) return spotifyError(response, 400, 'Too many URIs: at most 40');
    const bad = uris.find((uri) => !SPOTIFY_URI.test(uri));
    if (bad) return spotifyError(response, 400, `Unsupported URI: ${bad}`);
    const library = state.libraryOf('spotify', token.user);
    for (const uri of uris) library.add(uri);
    response.writeHead(200, { 'content-length': 0 });
    return response.end();
  }
  if (path === 'v1/me/library/contains' && method === 'GET' && token) {
    const library = state.libraryOf('spotify', token.user);
    return send(
      response,
      200,
      (query.get('uris') ?? '').split(',').map((uri) => library.has(uri)),
    );
  }
  return spotifyError(response, 404, 'Service not found');
}

async function handleDeezer(
  state: PresaveServiceState,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  query: URLSearchParams,
) {
  const method = request.method ?? 'GET';
  if (path === 'oauth/auth.php' && method === 'GET') {
    if (!query.get('app_id') || !query.get('redirect_uri')) {
      return deezerError(response, 'ParameterException', 'Missing app_id or redirect_uri', 500);
    }
    return send(response, 200, authorizePage('deezer', query), {
      'content-type': 'text/html; charset=utf-8',
    });
  }
  if (path === 'oauth/auth.php' && method === 'POST') {
    return finishAuthorize(state, 'deezer', request, response);
  }
  if (path === 'oauth/access_token.php') {
    const grant = state.codes.get(query.get('code') ?? '');
    if (grant?.service !== 'deezer' || !query.get('secret')) {
      return send(response, 200, 'wrong code', { 'content-type': 'text/html; charset=utf-8' });
    }
    state.codes.delete(query.get('code')!);
    const token = randomBytes(24).toString('base64url');
    state.tokens.set(token, { service: 'deezer', user: grant.user, country: grant.country });
    return send(response, 200, { access_token: token, expires: 0 });
  }
  // Public, no token: a track by its ISRC, as Deezer's API answers it (800 "no data" if none).
  const byIsrc = path.match(/^api\/track\/isrc:([A-Z0-9]{12})$/);
  if (byIsrc && method === 'GET') {
    const track = state.catalogue(byIsrc[1]!);
    return track
      ? send(response, 200, track)
      : deezerError(response, 'DataException', 'no data', 800);
  }
  const token = state.tokens.get(query.get('access_token') ?? '');
  if (path.startsWith('api/') && !token) {
    return deezerError(response, 'OAuthException', 'Invalid OAuth access token.', 300);
  }
  if (path === 'api/user/me' && method === 'GET' && token) {
    return send(response, 200, {
      id: numericId(token.user),
      name: token.user,
      country: token.country,
      type: 'user',
    });
  }
  const save = path.match(/^api\/user\/me\/(albums|tracks|artists)$/);
  if (save && method === 'POST' && token && takeBusy(state, 'deezer')) {
    return deezerError(response, 'Exception', 'Quota limit exceeded', 4);
  }
  if (save && method === 'POST' && token) {
    const kind = save[1]!;
    const param = kind === 'albums' ? 'album_id' : kind === 'tracks' ? 'track_id' : 'artist_id';
    const id = query.get(param) ?? '';
    if (!/^\d{1,20}$/.test(id)) {
      return deezerError(response, 'ParameterException', `Wrong parameter: ${param}`, 500);
    }
    state.libraryOf('deezer', token.user).add(`${kind.slice(0, -1)}:${id}`);
    return send(response, 200, true);
  }
  return deezerError(response, 'DataException', 'no data', 800);
}

/** Whether this library save answers "busy" (one of the saves `__busy` asked for). */
function takeBusy(state: PresaveServiceState, service: Service): boolean {
  const left = state.busy.get(service) ?? 0;
  if (left <= 0) return false;
  state.busy.set(service, left - 1);
  return true;
}

/** Deezer's user ids are numbers: a stable one from the username. */
function numericId(user: string): number {
  let hash = 7;
  for (const char of user) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return hash;
}

async function finishAuthorize(
  state: PresaveServiceState,
  service: Service,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const form = new URLSearchParams(await readBody(request));
  const redirectUri = form.get('redirect_uri') ?? '';
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return send(response, 400, { error: 'invalid redirect_uri' });
  }
  const returned = form.get('state');
  if (returned !== null) target.searchParams.set('state', returned);
  const user = form.get('user') ?? '';
  if (form.get('decision') !== 'allow' || !/^[A-Za-z0-9_-]{1,40}$/.test(user)) {
    target.searchParams.set('error', service === 'deezer' ? 'user_denied' : 'access_denied');
    return redirect(response, target.toString());
  }
  const code = randomBytes(18).toString('base64url');
  const country = /^[A-Z]{2}$/.test(form.get('country') ?? '') ? form.get('country')! : 'DE';
  state.codes.set(code, { service, user, country, redirectUri });
  target.searchParams.set('code', code);
  redirect(response, target.toString());
}

/**
 * Answers a request under /presave/ (true), or leaves it to the caller (false). Kept apart from
 * the world's read-only platform routes: these calls write (a fan's library) and take bodies.
 */
export function handlePresaveService(
  state: PresaveServiceState,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(PRESAVE_SERVICE_PREFIX)) return false;
  const rest = url.pathname.slice(PRESAVE_SERVICE_PREFIX.length);
  const token = bearer(request) ?? url.searchParams.get('access_token') ?? '';
  state.requests.push({
    method: request.method ?? 'GET',
    path: url.pathname,
    user: state.tokens.get(token)?.user ?? null,
  });
  const run = async () => {
    if (rest === '__libraries') {
      return send(
        response,
        200,
        Object.fromEntries([...state.libraries].map(([key, items]) => [key, [...items]])),
      );
    }
    if (rest === '__busy' && request.method === 'POST') {
      const service = url.searchParams.get('service');
      const times = Number(url.searchParams.get('times') ?? '1');
      if ((service !== 'spotify' && service !== 'deezer') || !Number.isInteger(times)) {
        return send(response, 400, {});
      }
      state.busy.set(service, Math.max(0, times));
      return send(response, 200, { busy: state.busy.get(service) });
    }
    if ((rest === '__revoke' || rest === '__expire') && request.method === 'POST') {
      const service = url.searchParams.get('service');
      if (service !== 'spotify' && service !== 'deezer') return send(response, 400, {});
      const user = url.searchParams.get('user') ?? '';
      return send(
        response,
        200,
        rest === '__revoke'
          ? { revoked: state.revoke(service, user) }
          : { expired: state.expire(service, user) },
      );
    }
    const [service, ...path] = rest.split('/');
    if (service === 'spotify') {
      return handleSpotify(state, request, response, path.join('/'), url.searchParams);
    }
    if (service === 'deezer') {
      return handleDeezer(state, request, response, path.join('/'), url.searchParams);
    }
    return send(response, 404, { error: { status: 404, message: 'Service not found' } });
  };
  run().catch((error: unknown) => {
    if (!response.headersSent) {
      send(response, 500, { error: { status: 500, message: String(error) } });
    }
  });
  return true;
}

export type PresaveService = {
  url: string;
  state: PresaveServiceState;
  close(): Promise<void>;
};

/** The service side alone on a port (tests, and a server started without its world). */
export function startPresaveService(
  options: { port?: number; catalogue?: (isrc: string) => CatalogueTrack | null } = {},
): Promise<PresaveService> {
  const state = new PresaveServiceState(options.catalogue);
  const server = createServer((request, response) => {
    if (!handlePresaveService(state, request, response)) {
      send(response, 404, { error: { status: 404, message: 'Service not found' } });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        state,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
