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
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(`${request.method} ${url.pathname}`);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
