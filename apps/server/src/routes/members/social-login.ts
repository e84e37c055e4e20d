import { socialEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app';
import { LOGIN_RATE_LIMIT } from '../../auth/rate-limits';
import { loginWithIdentity, verifyWith } from '../../auth/social/login-with-identity';
import { errorResponses } from '../responses';

/** spec §7 login_google_member, login_apple_member and login_facebook_member. */
export function socialLoginRoutes(app: AppInstance) {
  const google = socialEndpoints.loginGoogleMember;
  app.route({
    method: google.method,
    url: google.path,
    schema: {
      summary: google.summary,
      tags: ['members'],
      body: google.body,
      response: { 200: google.response, ...errorResponses },
    },
    config: { rateLimit: LOGIN_RATE_LIMIT },
    handler: async (request) => {
      const { googleResponse, postEntryCode } = request.body;
      const identity = await verifyWith(app.social, 'google', googleResponse.credential);
      return loginWithIdentity(app.db, request, identity, { entryCode: postEntryCode });
    },
  });

  const apple = socialEndpoints.loginAppleMember;
  app.route({
    method: apple.method,
    url: apple.path,
    schema: {
      summary: apple.summary,
      tags: ['members'],
      body: apple.body,
      response: { 200: apple.response, ...errorResponses },
    },
    config: { rateLimit: LOGIN_RATE_LIMIT },
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
  app.route({
    method: facebook.method,
    url: facebook.path,
    schema: {
      summary: facebook.summary,
      tags: ['members'],
      body: facebook.body,
      response: { 200: facebook.response, ...errorResponses },
    },
    config: { rateLimit: LOGIN_RATE_LIMIT },
    handler: async (request) => {
      const { facebookResponse, postEntryCode } = request.body;
      const identity = await verifyWith(app.social, 'facebook', facebookResponse.accessToken);
      return loginWithIdentity(app.db, request, identity, { entryCode: postEntryCode });
    },
  });
}
