import { z } from 'zod';
import { type IdentityVerifier, InvalidProviderTokenError } from './verified-identity';

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  /** https://graph.facebook.com by default; tests point it at a local server. */
  graphUrl: string;
}

const ZDebugToken = z.object({
  data: z.object({ is_valid: z.boolean(), app_id: z.string(), user_id: z.string() }),
});
const ZProfile = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
});

/**
 * Facebook access tokens: the Graph API's debug_token endpoint, called with our app token,
 * says whether the token is valid and for which app and user; the profile gives name and email.
 */
export function createFacebookVerifier(config: FacebookConfig): IdentityVerifier {
  return async (token) => {
    try {
      const debug = new URL('/debug_token', config.graphUrl);
      debug.searchParams.set('input_token', token);
      debug.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
      const answer = ZDebugToken.parse(await (await fetch(debug)).json());
      if (!answer.data.is_valid || answer.data.app_id !== config.appId) throw new Error('invalid');
      const me = new URL('/me', config.graphUrl);
      me.searchParams.set('fields', 'id,name,email');
      me.searchParams.set('access_token', token);
      const profile = ZProfile.parse(await (await fetch(me)).json());
      if (profile.id !== answer.data.user_id) throw new Error('another user');
      return {
        provider: 'facebook',
        subject: profile.id,
        email: profile.email?.toLowerCase() ?? null,
        name: profile.name ?? null,
      };
    } catch {
      throw new InvalidProviderTokenError('facebook');
    }
  };
}
