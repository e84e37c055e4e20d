import { socialEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app-instance';
import { LOGIN_RATE_LIMIT } from '../../auth/rate-limits';
import { loginWithIdentity, verifyWith } from '../../auth/social/login-with-identity';
import { serveEndpoint } from '../serve-endpoint';

/** spec §7 login_google_member, login_apple_member and login_facebook_member. */
export function socialLoginRoutes(app: AppInstance) {
  const google = socialEndpoints.loginGoogleMember;
  serveEndpoint(app, google, {
    access: 'anyone',
    tags: ['members'],
    rateLimit: LOGIN_RATE_LIMIT,
    handler: async (request) => {
      const { googleResponse, postEntryCode } = request.body;
      const identity = await verifyWith(app.social, 'google', googleResponse.credential);
      return loginWithIdentity(app.db, request, identity, { entryCode: postEntryCode });
    },
  });

  const apple = socialEndpoints.loginAppleMember;
  serveEndpoint(app, apple, {
    access: 'anyone',
    tags: ['members'],
    rateLimit: LOGIN_RATE_LIMIT,
    handler: async (request) => {
      const { appleResponse, postEntryCode } = request.body;
      const identity = await verifyWith(app.social, 'apple', appleResponse.authorization.id_token);
      // Apple names the user only in the page's first sign-in response, never in the token.
      const name = appleResponse.user?.name;
      const fallbackName = [name?.firstName, name?.lastName].filter(Boolean).join(' ') || null;
      return loginWithIdentity(app.db, request, identity, {
        entryCode: postEntryCode,
        fallbackName,
      });
    },
  });

  const facebook = socialEndpoints.loginFacebookMember;
  serveEndpoint(app, facebook, {
    access: 'anyone',
    tags: ['members'],
    rateLimit: LOGIN_RATE_LIMIT,
    handler: async (request) => {
      const { facebookResponse, postEntryCode } = request.body;
      const identity = await verifyWith(app.social, 'facebook', facebookResponse.accessToken);
      return loginWithIdentity(app.db, request, identity, { entryCode: postEntryCode });
    },
  });
}
