import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { oauth1Signature } from './oauth1-signature';

// Local stand-ins for Google (tokeninfo, YouTube Data API v3), the Facebook Graph API and the
// Twitter API v1.1, for tests only. They answer in the providers' documented formats (recorded
// shapes below); nothing leaves the machine.

export interface FakeGoogleLogin {
  accessToken: string;
  sub: string;
  email: string;
  clientId: string;
  scope: string;
  channels: { id: string; title: string; customUrl?: string }[];
}
export interface FakeFacebookLogin {
  accessToken: string;
  userId: string;
  name: string;
  appId: string;
  pages: { id: string; name: string; instagram?: { id: string; username: string } }[];
}
export interface FakeTwitterLogin {
  token: string;
  tokenSecret: string;
  id: string;
  screenName: string;
}

function send(response: import('node:http').ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=UTF-8');
  response.end(JSON.stringify(body));
}

/** Parses `OAuth k="v", ...` (RFC 5849 §3.5.1). */
function oauthFields(request: IncomingMessage): Record<string, string> {
  const header = request.headers.authorization ?? '';
  const fields: Record<string, string> = {};
  for (const match of header.replace(/^OAuth /, '').matchAll(/([\w]+)="([^"]*)"/g)) {
    fields[decodeURIComponent(match[1]!)] = decodeURIComponent(match[2]!);
  }
  return fields;
}

export async function startFakeIntegrationProviders(input: {
  google?: FakeGoogleLogin[];
  facebook?: FakeFacebookLogin[];
  twitter?: { consumerKey: string; consumerSecret: string; logins: FakeTwitterLogin[] };
}) {
  const requests: string[] = [];
  // Twitter's three-legged login: request tokens issued, and those a login has signed in with.
  const requestTokens = new Map<
    string,
    { secret: string; callback: string; verifier?: string; login?: FakeTwitterLogin }
  >();
  let issued = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(`${request.method} ${url.pathname}`);
    if (url.pathname.startsWith('/oauth/') && input.twitter) {
      return twitterTokenStep(request, response, url, input.twitter, requestTokens, ++issued);
    }
    const google = input.google ?? [];
    const facebook = input.facebook ?? [];
    if (url.pathname === '/tokeninfo') {
      const login = google.find(
        (entry) => entry.accessToken === url.searchParams.get('access_token'),
      );
      if (!login)
        return send(response, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      return send(response, 200, {
        azp: login.clientId,
        aud: login.clientId,
        sub: login.sub,
        scope: login.scope,
        exp: String(Math.floor(Date.now() / 1000) + 3599),
        expires_in: '3599',
        email: login.email,
        email_verified: 'true',
        access_type: 'online',
      });
    }
    if (url.pathname === '/youtube/v3/channels') {
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      const login = google.find((entry) => entry.accessToken === bearer);
      if (!login || url.searchParams.get('mine') !== 'true') {
        return send(response, 401, {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        });
      }
      return send(response, 200, {
        kind: 'youtube#channelListResponse',
        etag: 'recorded-etag',
        pageInfo: { totalResults: login.channels.length, resultsPerPage: 50 },
        items: login.channels.map((channel) => ({
          kind: 'youtube#channel',
          etag: `etag-${channel.id}`,
          id: channel.id,
          snippet: {
            title: channel.title,
            description: '',
            customUrl: channel.customUrl,
            publishedAt: '2015-03-01T10:00:00Z',
            thumbnails: { default: { url: 'https://yt3.ggpht.com/x=s88', width: 88, height: 88 } },
            localized: { title: channel.title, description: '' },
          },
        })),
      });
    }
    const token = url.searchParams.get('access_token') ?? url.searchParams.get('input_token');
    const fbLogin = facebook.find(
      (entry) => entry.accessToken === (url.searchParams.get('input_token') ?? token),
    );
    if (url.pathname === '/debug_token') {
      return send(response, 200, {
        data: {
          app_id: fbLogin?.appId ?? '',
          type: 'USER',
          application: 'Songstats',
          is_valid: Boolean(fbLogin),
          scopes: ['public_profile', 'pages_show_list', 'instagram_basic'],
          user_id: fbLogin?.userId ?? '',
        },
      });
    }
    if (url.pathname === '/me' && fbLogin) {
      return send(response, 200, { id: fbLogin.userId, name: fbLogin.name });
    }
    if (url.pathname === '/me/accounts' && fbLogin) {
      return send(response, 200, {
        data: fbLogin.pages.map((page) => ({
          id: page.id,
          name: page.name,
          link: `https://www.facebook.com/${page.id}`,
          ...(page.instagram
            ? {
                instagram_business_account: {
                  id: page.instagram.id,
                  username: page.instagram.username,
                },
              }
            : {}),
        })),
        paging: { cursors: { before: 'QVFIUk', after: 'QVFIUl' } },
      });
    }
    if (url.pathname === '/1.1/account/verify_credentials.json' && input.twitter) {
      const { consumerKey, consumerSecret, logins } = input.twitter;
      const fields = oauthFields(request);
      const login = logins.find((entry) => entry.token === fields.oauth_token);
      const { oauth_signature: signature, ...signed } = fields;
      const origin = `http://${request.headers.host}`;
      const expected =
        login &&
        oauth1Signature(
          'GET',
          `${origin}${url.pathname}`,
          { ...Object.fromEntries(url.searchParams), ...signed },
          consumerSecret,
          login.tokenSecret,
        );
      if (!login || fields.oauth_consumer_key !== consumerKey || signature !== expected) {
        return send(response, 401, {
          errors: [{ code: 89, message: 'Invalid or expired token.' }],
        });
      }
      return send(response, 200, {
        id: Number(login.id),
        id_str: login.id,
        name: login.screenName,
        screen_name: login.screenName,
        protected: false,
        followers_count: 1200,
        verified: false,
      });
    }
    if (url.pathname.startsWith('/me')) {
      return send(response, 400, {
        error: {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
        },
      });
    }
    send(response, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    /**
     * The member signs in at oauth/authenticate as `login`: the verifier Twitter puts on the
     * callback, with the callback it goes to (as Twitter redirects).
     */
    signInToTwitter(oauthToken: string, login: FakeTwitterLogin) {
      const pending = requestTokens.get(oauthToken);
      if (!pending) throw new Error(`No request token ${oauthToken}`);
      pending.login = login;
      pending.verifier = `verifier-${oauthToken}`;
      const callback = new URL(pending.callback);
      callback.searchParams.set('oauth_token', oauthToken);
      callback.searchParams.set('oauth_verifier', pending.verifier);
      return { verifier: pending.verifier, callback: callback.toString() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Twitter answers its token steps form-encoded, and refusals with a 401 (recorded shapes). */
function sendForm(response: import('node:http').ServerResponse, fields: Record<string, string>) {
  response.statusCode = 200;
  response.setHeader('content-type', 'text/html;charset=utf-8');
  response.end(new URLSearchParams(fields).toString());
}

function twitterTokenStep(
  request: IncomingMessage,
  response: import('node:http').ServerResponse,
  url: URL,
  twitter: { consumerKey: string; consumerSecret: string; logins: FakeTwitterLogin[] },
  requestTokens: Map<
    string,
    { secret: string; callback: string; verifier?: string; login?: FakeTwitterLogin }
  >,
  serial: number,
) {
  const fields = oauthFields(request);
  const { oauth_signature: signature, ...signed } = fields;
  const baseUrl = `http://${request.headers.host}${url.pathname}`;
  const params = { ...Object.fromEntries(url.searchParams), ...signed };
  const refuse = (code: number, message: string) =>
    send(response, 401, { errors: [{ code, message }] });
  if (request.method !== 'POST' || fields.oauth_consumer_key !== twitter.consumerKey) {
    return refuse(32, 'Could not authenticate you.');
  }
  if (url.pathname === '/oauth/request_token') {
    // developer.twitter.com POST oauth/request_token: signed by the app alone, with a callback.
    if (signature !== oauth1Signature('POST', baseUrl, params, twitter.consumerSecret, '')) {
      return refuse(32, 'Could not authenticate you.');
    }
    if (!fields.oauth_callback)
      return refuse(417, "Desktop applications only support the oauth_callback value 'oob'");
    const token = `req-${serial}-Z6eEdO8MOmk394WozF5oKyuAv855l4Mlqo7hhlSLik`;
    requestTokens.set(token, { secret: `req-secret-${serial}`, callback: fields.oauth_callback });
    return sendForm(response, {
      oauth_token: token,
      oauth_token_secret: `req-secret-${serial}`,
      oauth_callback_confirmed: 'true',
    });
  }
  if (url.pathname === '/oauth/access_token') {
    // POST oauth/access_token: the request token, its secret and the callback's verifier.
    const token = fields.oauth_token ?? url.searchParams.get('oauth_token') ?? '';
    const pending = requestTokens.get(token);
    const verifier = fields.oauth_verifier ?? url.searchParams.get('oauth_verifier');
    if (
      !pending?.login ||
      signature !== oauth1Signature('POST', baseUrl, params, twitter.consumerSecret, pending.secret)
    ) {
      return refuse(89, 'Invalid or expired token.');
    }
    if (verifier !== pending.verifier) {
      response.statusCode = 401;
      return response.end('Error processing your OAuth request: Invalid oauth_verifier parameter');
    }
    requestTokens.delete(token);
    return sendForm(response, {
      oauth_token: pending.login.token,
      oauth_token_secret: pending.login.tokenSecret,
      user_id: pending.login.id,
      screen_name: pending.login.screenName,
    });
  }
  send(response, 404, { errors: [{ code: 34, message: 'Sorry, that page does not exist.' }] });
}
