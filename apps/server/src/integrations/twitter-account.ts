import { z } from 'zod';
import { oauth1Header } from './oauth1-signature';
import {
  fetchProviderJson,
  type ProviderConnection,
  ProviderRefusedError,
  type TwitterTokens,
} from './provider-connection';

export interface TwitterAccountConfig {
  consumerKey: string;
  consumerSecret: string;
  /** https://api.twitter.com by default; tests point it at a local server. */
  apiUrl: string;
}

// API v1.1 account/verify_credentials: the user the token belongs to.
const ZCredentials = z.object({ id_str: z.string().min(1), screen_name: z.string().min(1) });

/** A user's OAuth 1.0a token (Sign in with Twitter): verify_credentials, signed with our app. */
export function createTwitterAccount(config: TwitterAccountConfig) {
  return async (tokens: TwitterTokens): Promise<ProviderConnection> => {
    const url = new URL('/1.1/account/verify_credentials.json', config.apiUrl);
    url.searchParams.set('skip_status', 'true');
    const authorization = oauth1Header('GET', url, {
      consumerKey: config.consumerKey,
      consumerSecret: config.consumerSecret,
      token: tokens.oauthToken,
      tokenSecret: tokens.oauthTokenSecret,
    });
    const parsed = ZCredentials.safeParse(
      await fetchProviderJson('twitter', url, { headers: { authorization } }),
    );
    if (!parsed.success) throw new ProviderRefusedError('twitter');
    const { id_str: id, screen_name: handle } = parsed.data;
    return {
      provider: 'twitter',
      subject: id,
      accountName: `@${handle}`,
      objects: [
        { sourceId: 'twitter', externalId: id, name: `@${handle}`, url: `https://x.com/${handle}` },
      ],
    };
  };
}
