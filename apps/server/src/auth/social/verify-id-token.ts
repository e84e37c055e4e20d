import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  type IdentityVerifier,
  InvalidProviderTokenError,
  type SocialProvider,
} from './verified-identity';

export interface IdTokenProviderConfig {
  provider: Extract<SocialProvider, 'google' | 'apple'>;
  /** The client id(s) tokens must be issued for (the `aud` claim). */
  audience: string | string[];
  issuer: string | string[];
  jwksUrl: string;
}

/**
 * Google and Apple ID tokens: a JWT signed with a key of the provider's JWKS, for our client id,
 * from the provider's issuer, not expired. jose fetches and caches the keys.
 */
export function createIdTokenVerifier(config: IdTokenProviderConfig): IdentityVerifier {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl));
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: config.issuer,
        audience: config.audience,
      });
      if (!payload.sub) throw new Error('no subject');
      // Apple sends email_verified as a string; Google as a boolean.
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      const email =
        typeof payload.email === 'string' && verified ? payload.email.toLowerCase() : null;
      return {
        provider: config.provider,
        subject: payload.sub,
        email,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    } catch {
      throw new InvalidProviderTokenError(config.provider);
    }
  };
}
