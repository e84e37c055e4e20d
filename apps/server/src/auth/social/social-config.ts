import type { SocialVerifiers } from './verified-identity';
import { createFacebookVerifier } from './verify-facebook-token';
import { createIdTokenVerifier } from './verify-id-token';

/**
 * The social logins this server offers, from the environment: a provider is on when its client
 * id (and for Facebook the app secret) is set. Issuers and JWKS URLs are configurable.
 */
export function socialVerifiersFromEnv(env: NodeJS.ProcessEnv = process.env): SocialVerifiers {
  const verifiers: SocialVerifiers = {};
  if (env.GOOGLE_CLIENT_ID) {
    verifiers.google = createIdTokenVerifier({
      provider: 'google',
      audience: env.GOOGLE_CLIENT_ID.split(','),
      issuer: (env.GOOGLE_ISSUER || 'https://accounts.google.com,accounts.google.com').split(','),
      jwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    });
  }
  if (env.APPLE_CLIENT_ID) {
    verifiers.apple = createIdTokenVerifier({
      provider: 'apple',
      audience: env.APPLE_CLIENT_ID.split(','),
      issuer: env.APPLE_ISSUER || 'https://appleid.apple.com',
      jwksUrl: env.APPLE_JWKS_URL || 'https://appleid.apple.com/auth/keys',
    });
  }
  if (env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) {
    verifiers.facebook = createFacebookVerifier({
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET,
      graphUrl: env.FACEBOOK_GRAPH_URL || 'https://graph.facebook.com',
    });
  }
  return verifiers;
}
