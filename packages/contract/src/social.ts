import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZLoginResponse, ZMessageResponse, ZUser } from './members';

// spec §7 social login, connect and authorize calls. The provider responses are what the
// providers' web SDKs hand the page: Google's credential (an ID token), Apple's authorization
// (an ID token, and the user's name on first sign-in), Facebook's access token.
export const ZGoogleResponse = z.object({ credential: z.string().min(1).max(8192) });
export const ZAppleResponse = z.object({
  authorization: z.object({ id_token: z.string().min(1).max(8192) }),
  user: z
    .object({
      name: z.object({ firstName: z.string(), lastName: z.string() }).partial().optional(),
      email: z.string().optional(),
    })
    .optional(),
});
export const ZFacebookResponse = z.object({
  accessToken: z.string().min(1).max(8192),
  userID: z.string().max(64).optional(),
});
export const ZTwitterResponse = z.object({
  oauthToken: z.string().min(1).max(2048),
  oauthTokenSecret: z.string().min(1).max(2048),
  userId: z.string().max(64).optional(),
});

const ZPlatform = z.enum(['web', 'ios', 'android', 'desktop']).default('web');
const ZService = z.string().max(40).nullish();
const ZPostEntryCode = z.string().trim().max(64).nullish();
const ZConnectResponse = z.object({ user: ZUser });
/**
 * authorize_google: the token client's access token (scope youtube.readonly) lets the server
 * read the login's YouTube channels; an ID token alone only says who the login is.
 */
export const ZGoogleAuthorizeResponse = z
  .object({
    credential: z.string().min(1).max(8192).optional(),
    access_token: z.string().min(1).max(4096).optional(),
  })
  .refine((value) => value.credential || value.access_token, {
    message: 'The Google response has no token.',
  });

const ZSourceObject = {
  sourceObjectType: z.enum(['artist', 'label', 'creator']),
  sourceObjectId: z.string().min(1).max(64),
};

export const socialEndpoints = {
  loginGoogleMember: defineEndpoint({
    method: 'POST',
    path: '/members/login_google_member',
    summary: 'Logs in (or signs up) with a Google ID token (spec §7).',
    body: z.object({
      googleResponse: ZGoogleResponse,
      platform: ZPlatform,
      service: ZService,
      postEntryCode: ZPostEntryCode,
    }),
    response: ZLoginResponse,
  }),
  loginAppleMember: defineEndpoint({
    method: 'POST',
    path: '/members/login_apple_member',
    summary: 'Logs in (or signs up) with an Apple ID token (spec §7).',
    body: z.object({
      appleResponse: ZAppleResponse,
      platform: ZPlatform,
      service: ZService,
      postEntryCode: ZPostEntryCode,
    }),
    response: ZLoginResponse,
  }),
  loginFacebookMember: defineEndpoint({
    method: 'POST',
    path: '/members/login_facebook_member',
    summary: 'Logs in (or signs up) with a Facebook access token (spec §7).',
    body: z.object({
      facebookResponse: ZFacebookResponse,
      platform: ZPlatform,
      service: ZService,
      postEntryCode: ZPostEntryCode,
      isTest: z.boolean().optional(),
    }),
    response: ZLoginResponse,
  }),
  connectGoogleMember: defineEndpoint({
    method: 'POST',
    path: '/members/connect_google_member',
    summary: "Connects a Google login to the member's account (spec §7).",
    body: z.object({ googleResponse: ZGoogleResponse, service: ZService, platform: ZPlatform }),
    response: ZConnectResponse,
  }),
  connectAppleMember: defineEndpoint({
    method: 'POST',
    path: '/members/connect_apple_member',
    summary: "Connects an Apple login to the member's account (spec §7).",
    body: z.object({ appleResponse: ZAppleResponse, service: ZService, platform: ZPlatform }),
    response: ZConnectResponse,
  }),
  connectFacebookMember: defineEndpoint({
    method: 'POST',
    path: '/members/connect_facebook_member',
    summary: "Connects a Facebook login to the member's account (spec §7).",
    body: z.object({
      facebookResponse: ZFacebookResponse,
      service: ZService,
      platform: ZPlatform,
      isTest: z.boolean().optional(),
    }),
    response: ZConnectResponse,
  }),
  authorizeGoogle: defineEndpoint({
    method: 'POST',
    path: '/auth/authorize_google',
    summary: "Authorises reading an account's own Google (YouTube) data (spec §7).",
    body: z.object({
      ...ZSourceObject,
      googleResponse: ZGoogleAuthorizeResponse,
      platform: ZPlatform,
    }),
    response: ZMessageResponse,
  }),
  authorizeFacebook: defineEndpoint({
    method: 'POST',
    path: '/auth/authorize_facebook',
    summary: "Authorises reading an account's own Facebook data (spec §7).",
    body: z.object({ ...ZSourceObject, facebookResponse: ZFacebookResponse }),
    response: ZMessageResponse,
  }),
  authorizeTwitter: defineEndpoint({
    method: 'POST',
    path: '/auth/authorize_twitter',
    summary: "Authorises reading an account's own Twitter data (spec §7).",
    body: z.object({ ...ZSourceObject, twitterResponse: ZTwitterResponse }),
    response: ZMessageResponse,
  }),
  twitterRequestToken: defineEndpoint({
    method: 'POST',
    path: '/auth/twitter_request_token',
    summary:
      "Starts Twitter's browser login for a profile (OAuth 1.0a request token); the page goes to authorizeUrl.",
    body: z.object({ idUnique: z.string().trim().min(1).max(64) }),
    response: z.object({ authorizeUrl: z.string() }),
  }),
  twitterAccessToken: defineEndpoint({
    method: 'POST',
    path: '/auth/twitter_access_token',
    summary:
      "Finishes Twitter's browser login: exchanges the callback's oauth_token and oauth_verifier and connects the account.",
    body: z.object({
      oauthToken: z.string().min(1).max(512),
      oauthVerifier: z.string().min(1).max(512),
    }),
    response: ZMessageResponse.extend({ idUnique: z.string() }),
  }),
};
