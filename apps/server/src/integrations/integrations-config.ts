import { createFacebookVerifier } from '../auth/social/verify-facebook-token';
import { createFacebookPages } from './facebook-pages';
import { createGoogleYoutube } from './google-youtube';
import type { SocialIntegrations } from './provider-connection';
import { createTwitterAccount } from './twitter-account';
import { createTwitterSignIn } from './twitter-sign-in';

/**
 * The data integrations this server offers (spec §7 authorize_*), from the environment: Google
 * (YouTube) with GOOGLE_CLIENT_ID, Facebook (pages, Instagram) with FACEBOOK_APP_ID and
 * FACEBOOK_APP_SECRET, Twitter with TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET.
 */
export function integrationsFromEnv(env: NodeJS.ProcessEnv = process.env): SocialIntegrations {
  const integrations: SocialIntegrations = { publicIds: {} };
  if (env.GOOGLE_CLIENT_ID) {
    integrations.publicIds!.google = env.GOOGLE_CLIENT_ID.split(',')[0];
    integrations.google = createGoogleYoutube({
      clientIds: env.GOOGLE_CLIENT_ID.split(','),
      tokenInfoUrl: env.GOOGLE_TOKENINFO_URL || 'https://oauth2.googleapis.com/tokeninfo',
      apiUrl: env.YOUTUBE_API_URL || 'https://www.googleapis.com',
    });
  }
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) {
    const graphUrl = env.FACEBOOK_GRAPH_URL || 'https://graph.facebook.com';
    integrations.publicIds!.facebook = env.FACEBOOK_APP_ID;
    integrations.facebook = createFacebookPages({
      graphUrl,
      verify: createFacebookVerifier({
        appId: env.FACEBOOK_APP_ID,
        appSecret: env.FACEBOOK_APP_SECRET,
        graphUrl,
      }),
    });
  }
  if (env.TWITTER_CONSUMER_KEY && env.TWITTER_CONSUMER_SECRET) {
    const twitterApp = {
      consumerKey: env.TWITTER_CONSUMER_KEY,
      consumerSecret: env.TWITTER_CONSUMER_SECRET,
      apiUrl: env.TWITTER_API_URL || 'https://api.twitter.com',
    };
    integrations.twitter = createTwitterAccount(twitterApp);
    integrations.twitterSignIn = createTwitterSignIn(twitterApp);
  }
  return integrations;
}
