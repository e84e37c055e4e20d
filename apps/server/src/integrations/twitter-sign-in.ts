import { oauth1Header } from './oauth1-signature';
import { ProviderRefusedError, type TwitterTokens } from './provider-connection';

export interface TwitterSignInConfig {
  consumerKey: string;
  consumerSecret: string;
  /** https://api.twitter.com by default; tests point it at a local server. */
  apiUrl: string;
}

export interface TwitterRequestToken {
  oauthToken: string;
  oauthTokenSecret: string;
  /** Where the browser signs in: oauth/authenticate with the request token. */
  authorizeUrl: string;
}

/** Twitter answers the token steps form-encoded (oauth_token=...&oauth_token_secret=...). */
async function postForm(url: URL, authorization: string): Promise<URLSearchParams> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  // 401: an unknown or used token, a wrong verifier, a callback not set up for our app.
  if (response.status >= 400 && response.status < 500) throw new ProviderRefusedError('twitter');
  if (!response.ok) throw new Error(`Twitter answered ${response.status} for ${url.pathname}`);
  return new URLSearchParams(text);
}

/**
 * Twitter's three-legged OAuth 1.0a login (Sign in with Twitter): a request token signed with
 * our app alone, the member's sign-in at oauth/authenticate, then the request token and the
 * callback's verifier become the member's access token.
 */
export function createTwitterSignIn(config: TwitterSignInConfig) {
  const app = { consumerKey: config.consumerKey, consumerSecret: config.consumerSecret };
  return {
    /** POST oauth/request_token with our callback; Twitter must confirm the callback. */
    async requestToken(callback: string): Promise<TwitterRequestToken> {
      const url = new URL('/oauth/request_token', config.apiUrl);
      const answer = await postForm(
        url,
        oauth1Header('POST', url, { ...app, token: '', tokenSecret: '', callback }),
      );
      const oauthToken = answer.get('oauth_token');
      const oauthTokenSecret = answer.get('oauth_token_secret');
      if (!oauthToken || !oauthTokenSecret || answer.get('oauth_callback_confirmed') !== 'true') {
        throw new Error('Twitter did not confirm our callback for the request token.');
      }
      const authorizeUrl = new URL('/oauth/authenticate', config.apiUrl);
      authorizeUrl.searchParams.set('oauth_token', oauthToken);
      return { oauthToken, oauthTokenSecret, authorizeUrl: authorizeUrl.toString() };
    },

    /** POST oauth/access_token, signed with the request token's secret and the verifier. */
    async accessToken(
      requestToken: { oauthToken: string; oauthTokenSecret: string },
      verifier: string,
    ): Promise<TwitterTokens> {
      const url = new URL('/oauth/access_token', config.apiUrl);
      const answer = await postForm(
        url,
        oauth1Header('POST', url, {
          ...app,
          token: requestToken.oauthToken,
          tokenSecret: requestToken.oauthTokenSecret,
          verifier,
        }),
      );
      const oauthToken = answer.get('oauth_token');
      const oauthTokenSecret = answer.get('oauth_token_secret');
      if (!oauthToken || !oauthTokenSecret) throw new ProviderRefusedError('twitter');
      return { oauthToken, oauthTokenSecret, userId: answer.get('user_id') ?? undefined };
    },
  };
}
export type TwitterSignIn = ReturnType<typeof createTwitterSignIn>;
